import { useState } from 'react';
import { Input } from '@web/components/ui/input';
import { usePartLookup } from '../api/part-lookup';

/** The part to feature, found by name, brand or number. */
export function PromotionPartSearch({ onPick }: { onPick: (part: { id: number; name: string; partNumber: string }) => void }) {
  const [q, setQ] = useState('');
  const results = usePartLookup(q);
  return (
    <div className="grid gap-2">
      <Input aria-label="Search the part to feature" placeholder="Part name, brand or number" value={q} onChange={(e) => setQ(e.target.value)} />
      {results.data && (
        <ul aria-label="Matching parts" className="grid max-h-48 gap-1 overflow-y-auto">
          {results.data.parts.length === 0 && <li className="text-sm text-muted-foreground">No part matches.</li>}
          {results.data.parts.map((p) => (
            <li key={p.id}>
              <button type="button" className="w-full rounded-md border border-border px-3 py-1.5 text-left text-sm hover:bg-accent" onClick={() => onPick(p)}>
                {p.name} <span className="text-muted-foreground">· {p.brand} · {p.partNumber}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
