import { TriangleAlertIcon } from 'lucide-react';

/** What looks wrong before an action, said and not refused: each reason with a warning sign, in the warning's colours. */
export function Warnings({ items }: { items: readonly string[] }) {
  return (
    <ul className="grid gap-2 rounded-md border border-warning/70 bg-warning/15 p-3 text-sm">
      {items.map((text) => (
        <li key={text} className="flex gap-2">
          <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
          <span>{text}</span>
        </li>
      ))}
    </ul>
  );
}
