import { ArrowDown, ArrowUp } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { AUDIT_PAGE_SIZES } from '@shared/schemas/operators';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { Pager } from '@web/components/ui/pager';
import { AdminApiError, adminErrorMessage } from '@web/lib/admin-api';
import { type AuditFilters, useAuditLog } from '../api/audit-api';
import { AuditChange } from './audit-change';

const ENTITIES = ['operator', 'vendor', 'feed_run', 'unmatched_offer', 'part', 'promotion'] as const;

/** A date typed in the filter (a local day) as the ISO instant the API takes: the start of `from`, the end of `to`. */
const dayStart = (day: string) => (day ? new Date(`${day}T00:00:00`).toISOString() : undefined);
const dayEnd = (day: string) => (day ? new Date(`${day}T23:59:59.999`).toISOString() : undefined);

interface Draft {
  entity: string;
  entityId: string;
  action: string;
  actor: string;
  from: string;
  to: string;
}
const EMPTY: Draft = { entity: '', entityId: '', action: '', actor: '', from: '', to: '' };

/** Initial filters from the address (`/admin/audit?entity=vendor&entityId=3`), so other pages can link to an entity's history. */
function draftFromUrl(): Draft {
  if (typeof window === 'undefined') return EMPTY;
  const params = new URLSearchParams(window.location.search);
  return { ...EMPTY, entity: params.get('entity') ?? '', entityId: params.get('entityId') ?? '', action: params.get('action') ?? '', actor: params.get('actor') ?? '' };
}

function toFilters(draft: Draft): Omit<AuditFilters, 'page' | 'pageSize' | 'sort'> {
  return {
    entity: draft.entity || undefined,
    entityId: draft.entityId.trim() || undefined,
    action: draft.action.trim() || undefined,
    actor: draft.actor.trim() || undefined,
    from: dayStart(draft.from),
    to: dayEnd(draft.to),
  };
}

/** The audit log: who changed what and when, newest first, filtered and paged by the server. */
export function AuditLogView() {
  const id = useId();
  const [draft, setDraft] = useState<Draft>(draftFromUrl);
  const [applied, setApplied] = useState(() => toFilters(draftFromUrl()));
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(50);
  const [sort, setSort] = useState<'-at' | 'at'>('-at');
  const log = useAuditLog({ ...applied, page, pageSize, sort });
  const fieldErrors = log.error instanceof AdminApiError ? log.error.fieldErrors : {};

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setApplied(toFilters(draft));
    setPage(1);
  }
  const input = (name: keyof Draft, label: string, type = 'text') => (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      <Input id={`${id}-${name}`} type={type} value={draft[name]} onChange={(e) => setDraft({ ...draft, [name]: e.target.value })} aria-invalid={fieldErrors[name] ? true : undefined} />
      {fieldErrors[name] && <p className="text-sm text-destructive">{label} {fieldErrors[name]}</p>}
    </div>
  );

  return (
    <div className="grid gap-4">
      <form onSubmit={apply} className="grid gap-3 md:grid-cols-4 lg:grid-cols-[repeat(6,minmax(0,1fr))_auto] lg:items-end" aria-label="Filter the audit log">
        <div className="grid content-start gap-1.5">
          <Label htmlFor={`${id}-entity`}>Entity</Label>
          <NativeSelect id={`${id}-entity`} value={draft.entity} onChange={(e) => setDraft({ ...draft, entity: e.target.value })}>
            <option value="">Any</option>
            {ENTITIES.map((entity) => (
              <option key={entity} value={entity}>
                {entity}
              </option>
            ))}
          </NativeSelect>
        </div>
        {input('entityId', 'Entity id')}
        {input('action', 'Action')}
        {input('actor', 'Who')}
        {input('from', 'From', 'date')}
        {input('to', 'To', 'date')}
        <div className="flex gap-2">
          <Button type="submit">Filter</Button>
          <Button
            variant="ghost"
            onClick={() => {
              setDraft(EMPTY);
              setApplied({});
              setPage(1);
            }}
          >
            Clear
          </Button>
        </div>
      </form>

      {log.isError && (
        <p role="alert" className="text-sm text-destructive">
          {adminErrorMessage(log.error)}
        </p>
      )}
      <div className="overflow-x-auto rounded-lg border border-border">
        <table className="w-full text-sm" aria-busy={log.isFetching}>
          <thead className="bg-muted/50 text-muted-foreground">
            <tr>
              <th scope="col" aria-sort={sort === '-at' ? 'descending' : 'ascending'} className="px-3 py-2 text-left font-medium">
                <button type="button" className="inline-flex items-center gap-1 hover:text-foreground" onClick={() => setSort(sort === '-at' ? 'at' : '-at')}>
                  When
                  {sort === '-at' ? <ArrowDown className="size-3" aria-hidden="true" /> : <ArrowUp className="size-3" aria-hidden="true" />}
                </button>
              </th>
              <th scope="col" className="px-3 py-2 text-left font-medium">Who</th>
              <th scope="col" className="px-3 py-2 text-left font-medium">Action</th>
              <th scope="col" className="px-3 py-2 text-left font-medium">Entity</th>
              <th scope="col" className="px-3 py-2 text-left font-medium">Before → after</th>
            </tr>
          </thead>
          <tbody>
            {log.data?.entries.map((entry) => (
              <tr key={entry.id} className="border-t border-border align-top" data-testid="audit-entry">
                <td className="whitespace-nowrap px-3 py-2 text-muted-foreground">
                  <time dateTime={entry.at}>{new Date(entry.at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'medium' })}</time>
                </td>
                <td className="px-3 py-2">{entry.actor}</td>
                <td className="px-3 py-2 font-mono text-xs">{entry.action}</td>
                <td className="px-3 py-2">
                  {entry.entity}
                  {entry.entityId !== null && <span className="text-muted-foreground"> #{entry.entityId}</span>}
                </td>
                <td className="px-3 py-2">
                  <AuditChange before={entry.before} after={entry.after} />
                </td>
              </tr>
            ))}
            {log.data && log.data.entries.length === 0 && (
              <tr>
                <td colSpan={5} className="px-3 py-6 text-center text-muted-foreground">
                  No changes match these filters.
                </td>
              </tr>
            )}
            {log.isPending && (
              <tr>
                <td colSpan={5} className="px-3 py-6 text-center text-muted-foreground">
                  Loading…
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Pager page={page} pageSize={pageSize} total={log.data?.total ?? 0} onPage={setPage} />
        <label className="flex items-center gap-2 text-sm text-muted-foreground">
          Per page
          <NativeSelect
            value={String(pageSize)}
            onChange={(e) => {
              setPageSize(Number(e.target.value));
              setPage(1);
            }}
            className="w-20"
          >
            {AUDIT_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </NativeSelect>
        </label>
      </div>
    </div>
  );
}
