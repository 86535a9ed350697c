/** An e-mail address and a phone number as links that open the mail app and the dialler. */
export function MailLink({ address }: { address: string }) {
  return (
    <a className="underline underline-offset-4" href={`mailto:${address}`}>
      {address}
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
