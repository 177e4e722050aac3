interface BarListProps {
  label: string;
  items: readonly { key: string | number; label: string; value: number; note?: string }[];
  /** How a value is written beside its bar. */
  format?: (value: number) => string;
}

/** Horizontal bars scaled to the largest value, with the numbers written out (a chart that reads as a list). */
export function BarList({ label, items, format = String }: BarListProps) {
  const max = Math.max(1, ...items.map((i) => i.value));
  return (
    <ul aria-label={label} className="grid gap-2">
      {items.map((item) => (
        <li key={item.key} className="grid grid-cols-[minmax(6rem,12rem)_1fr_auto] items-center gap-3 text-sm">
          <span className="truncate" title={item.label}>
            {item.label}
          </span>
          <span className="h-3 rounded bg-muted" aria-hidden="true">
            <span className="block h-3 rounded bg-primary" style={{ width: `${(item.value / max) * 100}%` }} />
          </span>
          <span className="tabular-nums">
            {format(item.value)}
            {item.note && <span className="ml-2 text-muted-foreground">{item.note}</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}
