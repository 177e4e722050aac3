import { Fragment, useState } from 'react';
import type { ReviewItem } from '@shared/schemas/admin-review';
import { formatUsd } from '@shared/rules/money';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import type { DataTableSort } from '@web/components/ui/data-table';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { CreatePartForm } from './create-part-form';

interface ReviewTableProps {
  items: ReviewItem[];
  selected: ReadonlySet<number>;
  onToggle: (id: number, on: boolean) => void;
  onToggleAll: (on: boolean) => void;
  sort: DataTableSort;
  onSort: (sort: DataTableSort) => void;
  canEdit: boolean;
  onMessage: (message: string) => void;
}

function SortHeader({ label, name, sort, onSort }: { label: string; name: string; sort: DataTableSort; onSort: (sort: DataTableSort) => void }) {
  const active = sort.sort === name;
  return (
    <th scope="col" aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined} className="px-3 py-2 font-semibold">
      <button type="button" className="inline-flex items-center gap-1" onClick={() => onSort({ sort: name, dir: active && sort.dir === 'asc' ? 'desc' : 'asc' })}>
        {label}
        {active && (sort.dir === 'asc' ? <ArrowUp className="size-3.5" aria-hidden="true" /> : <ArrowDown className="size-3.5" aria-hidden="true" />)}
      </button>
    </th>
  );
}

/** The queue with a checkbox per entry (for bulk decisions) and, per entry, a part made from it. */
export function ReviewTable({ items, selected, onToggle, onToggleAll, sort, onSort, canEdit, onMessage }: ReviewTableProps) {
  const [creatingFor, setCreatingFor] = useState<number | null>(null);
  const allOn = items.length > 0 && items.every((i) => selected.has(i.id));
  return (
    <div className="overflow-x-auto rounded-lg border border-border">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">Unmatched feed offers</caption>
        <thead className="bg-muted/50 text-left">
          <tr>
            <th scope="col" className="w-8 px-3 py-2">
              {canEdit && <Checkbox aria-label="Select all on this page" checked={allOn} onChange={(e) => onToggleAll(e.target.checked)} />}
            </th>
            <SortHeader label="Offer" name="title" sort={sort} onSort={onSort} />
            <SortHeader label="Vendor" name="vendor" sort={sort} onSort={onSort} />
            <SortHeader label="Price" name="price" sort={sort} onSort={onSort} />
            <th scope="col" className="px-3 py-2 font-semibold">
              Why unmatched
            </th>
            <SortHeader label="Last seen" name="lastSeenAt" sort={sort} onSort={onSort} />
            <th scope="col" className="px-3 py-2 font-semibold">
              Decision
            </th>
          </tr>
        </thead>
        <tbody>
          {items.length === 0 && (
            <tr>
              <td colSpan={7} className="px-3 py-6 text-center text-muted-foreground">
                The queue is empty.
              </td>
            </tr>
          )}
          {items.map((item) => (
            <Fragment key={item.id}>
              <tr className="border-t border-border align-top">
                <td className="px-3 py-2">
                  {canEdit && <Checkbox aria-label={`Select ${item.title}`} checked={selected.has(item.id)} onChange={(e) => onToggle(item.id, e.target.checked)} />}
                </td>
                <td className="px-3 py-2">
                  <a href={item.link} target="_blank" rel="noopener noreferrer" className="font-medium text-brand hover:underline">
                    {item.title}
                  </a>
                  <p className="text-xs text-muted-foreground">
                    SKU {item.vendorSku}
                    {item.brand ? ` · ${item.brand}` : ''}
                    {item.numbers.length ? ` · ${item.numbers.join(', ')}` : ''}
                  </p>
                </td>
                <td className="px-3 py-2">{item.vendorName}</td>
                <td className="px-3 py-2 tabular-nums">{formatUsd(item.price)}</td>
                <td className="px-3 py-2 text-xs text-muted-foreground">{item.reason}</td>
                <td className="px-3 py-2 text-xs">{new Date(item.lastSeenAt).toLocaleString('en-US')}</td>
                <td className="px-3 py-2">
                  {item.status === 'linked' && item.linkedPart ? (
                    <Badge variant="success">Linked to {item.linkedPart.partNumber}</Badge>
                  ) : (
                    <Badge variant="secondary">{item.status}</Badge>
                  )}
                  {canEdit && item.status !== 'linked' && (
                    <Button variant="ghost" size="sm" onClick={() => setCreatingFor(creatingFor === item.id ? null : item.id)} aria-expanded={creatingFor === item.id}>
                      Create part
                    </Button>
                  )}
                </td>
              </tr>
              {creatingFor === item.id && (
                <tr>
                  <td colSpan={7} className="px-3 pb-3">
                    <CreatePartForm
                      item={item}
                      onDone={(message) => {
                        setCreatingFor(null);
                        onMessage(message);
                      }}
                    />
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}
