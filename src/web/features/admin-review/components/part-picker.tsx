import { useState } from 'react';
import { Input } from '@web/components/ui/input';
import { usePartLookup } from '../api/review-api';

export interface PickedPart {
  id: number;
  name: string;
  partNumber: string;
}

/** A search box over the catalog (name, brand or part number); choosing a result hands the part up. */
export function PartPicker({ onPick, label = 'Search catalog parts' }: { onPick: (part: PickedPart) => void; label?: string }) {
  const [q, setQ] = useState('');
  const results = usePartLookup(q);
  return (
    <div className="grid gap-2">
      <Input aria-label={label} placeholder="Part name, brand or number" value={q} onChange={(e) => setQ(e.target.value)} />
      {results.isError && <p role="alert" className="text-xs text-destructive">{results.error.message}</p>}
      {results.data && (
        <ul aria-label="Matching parts" className="grid max-h-60 gap-1 overflow-y-auto">
          {results.data.parts.length === 0 && <li className="text-sm text-muted-foreground">No part matches.</li>}
          {results.data.parts.map((part) => (
            <li key={part.id}>
              <button
                type="button"
                className="w-full rounded-md border border-border px-3 py-2 text-left text-sm hover:bg-accent"
                onClick={() => onPick(part)}
              >
                <span className="font-medium">{part.name}</span> <span className="text-muted-foreground">· {part.brand} · {part.partNumber}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
