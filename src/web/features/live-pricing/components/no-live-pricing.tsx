import { SearchX } from 'lucide-react';

/** The three tips when no vendor has the part. */
const TIPS = ['Check the spelling of the part number', 'Try a different make or model', 'Use the OEM part number'];

export function NoLivePricing({ partNumber }: { partNumber: string }) {
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed border-border px-6 py-8 text-center">
      <SearchX className="size-8 text-muted-foreground" aria-hidden="true" />
      <h3 className="mt-3 text-lg font-bold">No Results Found</h3>
      <p className="mt-1 text-sm text-muted-foreground">
        No vendor has a live price for part # <span className="font-mono">{partNumber}</span> right now.
      </p>
      <ul className="mt-4 list-disc space-y-1 pl-5 text-left text-sm text-muted-foreground">
        {TIPS.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </div>
  );
}
