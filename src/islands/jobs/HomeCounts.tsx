/** Labelled counts, each label beside its number on every screen width. */
export function HomeCounts({ items }: { items: readonly { label: string; value: string }[] }) {
  return (
    <dl className="grid gap-1.5">
      {items.map(({ label, value }) => (
        <div key={label} className="flex items-baseline justify-between gap-3">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
