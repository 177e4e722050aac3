import type { Fitment } from '@shared/schemas/parts';

interface ModelFitments {
  key: string;
  title: string;
  rows: Fitment[];
}

/** Fitments grouped per model ("BMW 3 Series"), each generation with its own years, oldest first. */
function groupByModel(fitments: readonly Fitment[]): ModelFitments[] {
  const groups = new Map<string, ModelFitments>();
  for (const fitment of fitments) {
    const key = `${fitment.makeId}:${fitment.modelName}`;
    const group = groups.get(key) ?? { key, title: `${fitment.makeName} ${fitment.modelName}`, rows: [] };
    group.rows.push(fitment);
    groups.set(key, group);
  }
  for (const group of groups.values()) group.rows.sort((a, b) => a.yearFrom - b.yearFrom);
  return [...groups.values()];
}

function years(fitment: Fitment): string {
  return fitment.yearFrom === fitment.yearTo ? String(fitment.yearFrom) : `${fitment.yearFrom}-${fitment.yearTo}`;
}

/** "Fitment Details": every model the part fits, with the real year ranges of each generation. */
export function FitmentDetails({ fitments }: { fitments: readonly Fitment[] }) {
  if (fitments.length === 0) {
    return <p className="text-sm text-muted-foreground">No vehicle fitment is recorded for this part. Check the part number against your vehicle.</p>;
  }
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {groupByModel(fitments).map((group) => (
        <section key={group.key} aria-label={group.title} className="rounded-xl border border-border p-4">
          <h3 className="font-semibold">{group.title}</h3>
          <ul className="mt-3 grid gap-2 text-sm">
            {group.rows.map((fitment) => (
              <li key={`${fitment.modelId}-${fitment.yearFrom}`} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5">
                <span>
                  {fitment.generation ? <span className="font-medium">{fitment.generation}</span> : <span className="font-medium">All</span>}
                  {fitment.notes && <span className="text-muted-foreground"> · {fitment.notes}</span>}
                </span>
                <span className="font-semibold tabular-nums">{years(fitment)}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
