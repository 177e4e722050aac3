import { useState } from 'react';
import { INBOX_KINDS, inboxMessagesResponseSchema, inboxSignupsResponseSchema, type InboxKind, type INBOX_SORTS } from '@shared/schemas/admin-inbox';
import { buttonVariants } from '@web/components/ui/button-variants';
import { DataTable, type DataTableColumn } from '@web/components/ui/data-table';
import { Input } from '@web/components/ui/input';
import { Pager } from '@web/components/ui/pager';
import { ADMIN_QUERY_ROOT, adminQueryString, useAdminQuery } from '@web/lib/admin-api';
import { cn } from '@web/lib/cn';
import { usePageMeta } from '@web/lib/use-page-meta';
import { useTableState } from '@web/lib/use-table-state';

const TAB_LABELS: Record<InboxKind, string> = { messages: 'Contact messages', newsletter: 'Newsletter', waitlist: 'Waitlist' };
const when = (iso: string) => new Date(iso).toLocaleString('en-US');

type Message = (typeof inboxMessagesResponseSchema)['_output']['items'][number];
type Signup = (typeof inboxSignupsResponseSchema)['_output']['items'][number];

const messageColumns: DataTableColumn<Message>[] = [
  { key: 'createdAt', header: 'Received', sort: 'createdAt', cell: (m) => when(m.createdAt) },
  { key: 'name', header: 'Name', sort: 'name', cell: (m) => m.name },
  { key: 'email', header: 'Email', sort: 'email', cell: (m) => <a href={`mailto:${m.email}`} className="text-brand hover:underline">{m.email}</a> },
  { key: 'type', header: 'Type', cell: (m) => m.inquiryType },
  { key: 'message', header: 'Message', cell: (m) => <p className="max-w-md whitespace-pre-wrap break-words">{m.message}</p> },
];
const signupColumns: DataTableColumn<Signup>[] = [
  { key: 'createdAt', header: 'Signed up', sort: 'createdAt', cell: (s) => when(s.createdAt) },
  { key: 'email', header: 'Email', sort: 'email', cell: (s) => s.email },
];

function InboxTable({ kind }: { kind: InboxKind }) {
  const table = useTableState<(typeof INBOX_SORTS)[number]>({ sort: 'createdAt', dir: 'desc', pageSize: 25 });
  const schema = kind === 'messages' ? inboxMessagesResponseSchema : inboxSignupsResponseSchema;
  const list = useAdminQuery([ADMIN_QUERY_ROOT, 'inbox', kind, table.state], `/api/admin/inbox/${kind}${adminQueryString(table.state)}`, schema);
  const exportUrl = `/api/admin/inbox/${kind}/export${adminQueryString({ q: table.state.q, sort: table.state.sort, dir: table.state.dir })}`;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Input aria-label="Filter" placeholder={kind === 'messages' ? 'Filter by name, email or text' : 'Filter by email'} className="max-w-xs" value={table.state.q} onChange={(e) => table.setFilter(e.target.value)} />
        <a href={exportUrl} download className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          Export CSV
        </a>
      </div>
      {list.isError && <p role="alert" className="text-sm text-destructive">{list.error.message}</p>}
      {list.data && (
        <>
          {kind === 'messages' ? (
            <DataTable caption={TAB_LABELS[kind]} columns={messageColumns} rows={list.data.items as Message[]} rowKey={(m) => m.id} sort={table.state} onSort={table.setSort} empty="No message." />
          ) : (
            <DataTable caption={TAB_LABELS[kind]} columns={signupColumns} rows={list.data.items as Signup[]} rowKey={(s) => s.id} sort={table.state} onSort={table.setSort} empty="No sign-up." />
          )}
          <Pager page={list.data.page} pageSize={list.data.pageSize} total={list.data.total} onPage={table.setPage} label={`${TAB_LABELS[kind]} pages`} />
        </>
      )}
    </div>
  );
}

/** Inbox: what visitors sent — contact messages, newsletter and waitlist sign-ups — with CSV export. */
export default function AdminInboxPage() {
  usePageMeta({ title: 'Inbox · Console', description: 'Pitlane operator console' });
  const [kind, setKind] = useState<InboxKind>('messages');
  return (
    <section className="grid gap-4">
      <h1 className="text-2xl font-bold tracking-tight">Inbox</h1>
      <div role="tablist" aria-label="Inbox" className="flex gap-2">
        {INBOX_KINDS.map((k) => (
          <button key={k} type="button" role="tab" aria-selected={kind === k} onClick={() => setKind(k)} className={cn(buttonVariants({ variant: kind === k ? 'default' : 'outline', size: 'sm' }))}>
            {TAB_LABELS[k]}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={TAB_LABELS[kind]}>
        <InboxTable key={kind} kind={kind} />
      </div>
    </section>
  );
}
