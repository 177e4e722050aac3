import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Checkbox } from '@web/components/ui/checkbox';
import { cn } from '@web/lib/cn';

export interface FacetItem<K extends string | number> {
  key: K;
  label: string;
  count: number;
}

interface FacetChecklistProps<K extends string | number> {
  title: string;
  /** The address's field for this list (`vendorIds`, `brands`, `partType`): each ticked box sends its key. */
  name: string;
  /** Plural noun for the toggle: "Show all 20 vendors". */
  noun: string;
  items: FacetItem<K>[];
  selected: readonly K[];
  onToggle: (key: K, checked: boolean) => void;
  /** How many show before the list is expanded (vendors 5, brands 3, part types 5). */
  collapsedCount: number;
}

/** A titled list of checkboxes with counts that toggles between short and full. */
export function FacetChecklist<K extends string | number>({
  title,
  name,
  noun,
  items,
  selected,
  onToggle,
  collapsedCount,
}: FacetChecklistProps<K>) {
  const [expanded, setExpanded] = useState(false);
  const baseId = useId();
  // A ticked entry stays visible in the short list, so it can always be unticked.
  const shown = expanded ? items : items.filter((item, index) => index < collapsedCount || selected.includes(item.key));

  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-semibold">{title}</legend>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">None for these results</p>
      ) : (
        <ul id={`${baseId}-list`} className="flex flex-col gap-0.5">
          {shown.map((item) => {
            const id = `${baseId}-${item.key}`;
            return (
              <li key={item.key}>
                {/* A long name wraps under itself, the box and the count on its first line: cut short, two
                    names that begin alike could not be told apart. */}
                <label
                  htmlFor={id}
                  className="flex cursor-pointer items-start gap-2.5 rounded-md px-1.5 py-1.5 text-sm hover:bg-accent"
                >
                  <Checkbox
                    id={id}
                    name={name}
                    value={String(item.key)}
                    checked={selected.includes(item.key)}
                    onChange={(event) => onToggle(item.key, event.target.checked)}
                    className="mt-0.5"
                  />
                  <span className="min-w-0 flex-1 break-words">{item.label}</span>
                  <span className="text-xs leading-5 tabular-nums text-muted-foreground">
                    {item.count}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
      {items.length > collapsedCount && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={`${baseId}-list`}
          onClick={() => setExpanded((open) => !open)}
          className="mt-1 inline-flex items-center gap-1 whitespace-nowrap rounded px-1.5 text-sm font-semibold text-brand hover:underline"
        >
          {expanded ? `Show fewer ${noun}` : `Show all ${items.length} ${noun}`}
          <ChevronDown className={cn('size-4 transition-transform', expanded && 'rotate-180')} aria-hidden="true" />
        </button>
      )}
    </fieldset>
  );
}
