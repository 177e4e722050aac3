import type { PartDetail } from '@shared/schemas/parts';

const KIND_LABEL = { oem: 'OEM', superseded: 'Replaces', aftermarket: 'Aftermarket' } as const;

/** Other numbers that identify this part: OEM, superseded and aftermarket equivalents. */
export function InterchangeNumbers({ interchange }: { interchange: PartDetail['interchange'] }) {
  if (interchange.length === 0) return null;
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
      {(['superseded', 'oem', 'aftermarket'] as const).map((kind) => {
        const entries = interchange.filter((entry) => entry.kind === kind);
        if (entries.length === 0) return null;
        return (
          <div key={kind} className="contents">
            <dt className="font-medium text-muted-foreground">{KIND_LABEL[kind]}</dt>
            <dd className="font-mono">
              {entries.map((entry) => (entry.brand ? `${entry.brand} ${entry.number}` : entry.number)).join(', ')}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
