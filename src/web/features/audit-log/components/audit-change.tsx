import { ArrowRight } from 'lucide-react';

const show = (value: unknown) => (value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value));

/** before → after, field by field (fields equal on both sides, such as an identifying email, shown once). */
export function AuditChange({ before, after }: { before: unknown; after: unknown }) {
  const was = (before ?? {}) as Record<string, unknown>;
  const is = (after ?? {}) as Record<string, unknown>;
  const isObject = (v: unknown) => v === null || v === undefined || (typeof v === 'object' && !Array.isArray(v));
  if (!isObject(before) || !isObject(after)) {
    return (
      <span className="font-mono text-xs">
        {show(before)} → {show(after)}
      </span>
    );
  }
  const keys = [...new Set([...Object.keys(was), ...Object.keys(is)])];
  if (keys.length === 0) return <span className="text-muted-foreground">—</span>;
  return (
    <dl className="grid gap-0.5 font-mono text-xs">
      {keys.map((key) => {
        const same = JSON.stringify(was[key]) === JSON.stringify(is[key]);
        return (
          <div key={key} className="flex flex-wrap items-center gap-1">
            <dt className="text-muted-foreground">{key}:</dt>
            {same ? (
              <dd>{show(is[key])}</dd>
            ) : (
              <dd className="flex items-center gap-1">
                {before !== null && <span className="line-through decoration-muted-foreground/60">{show(was[key])}</span>}
                {before !== null && <ArrowRight className="size-3 text-muted-foreground" aria-label="changed to" />}
                <span className="font-semibold">{after === null ? '(removed)' : show(is[key])}</span>
              </dd>
            )}
          </div>
        );
      })}
    </dl>
  );
}
