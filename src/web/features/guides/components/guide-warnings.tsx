import { TriangleAlert } from 'lucide-react';

/**
 * Safety warnings, set apart from the rest of the guide: a note with a red edge and a warning icon,
 * placed before the steps so they are read first.
 */
export function GuideWarnings({ warnings }: { warnings: string[] }) {
  return (
    <section
      role="note"
      aria-labelledby="guide-warnings"
      className="rounded-xl border border-destructive/30 border-l-4 border-l-destructive bg-destructive/5 p-5"
    >
      <h2 id="guide-warnings" className="flex items-center gap-2 text-lg font-bold text-destructive">
        <TriangleAlert className="size-5 shrink-0" aria-hidden="true" />
        Safety Warnings
      </h2>
      <ul className="mt-3 space-y-2.5">
        {warnings.map((warning) => (
          <li key={warning} className="flex gap-2.5 text-sm leading-relaxed text-foreground">
            <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-destructive" />
            {warning}
          </li>
        ))}
      </ul>
    </section>
  );
}
