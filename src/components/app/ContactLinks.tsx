/** An e-mail address and a phone number as links that open the mail app and the dialler. */
import { Fragment } from 'react';

/**
 * The address with places to break after its "@" and before each dot of its domain: a narrow column
 * wraps "dispatch@ / balkancargo.example", not "dispatch@balkancargo.e / xample".
 */
function breakable(address: string) {
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  const parts = [address.slice(0, at + 1), ...address.slice(at + 1).split(/(?=\.)/)];
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

export function MailLink({ address }: { address: string }) {
  return (
    <a className="underline underline-offset-4" href={`mailto:${address}`}>
      {breakable(address)}
    </a>
  );
}

export function PhoneLink({ number }: { number: string }) {
  return (
    <a className="underline underline-offset-4" href={`tel:${number.replace(/[^+\d]/g, '')}`}>
      {number}
    </a>
  );
}
