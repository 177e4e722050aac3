import type { InboxKind, InboxQuery } from '@shared/schemas/admin-inbox';
import type { Database } from '../../db/client';
import { newsletterSignups, waitlistSignups } from '../../db/schema';
import { EXPORT_LIMIT, findMessages, findSignups } from './inbox.queries';

const SIGNUP_TABLES = { newsletter: newsletterSignups, waitlist: waitlistSignups } as const;
const iso = <T extends { createdAt: Date }>(row: T) => ({ ...row, createdAt: row.createdAt.toISOString() });

/** What visitors sent: contact messages and sign-ups, a page at a time or all of them for an export. */
export function createInboxService(db: Database) {
  return {
    async messages(query: InboxQuery) {
      const { rows, total } = await findMessages(db, query);
      return { items: rows.map(iso), total, page: query.page, pageSize: query.pageSize };
    },

    async signups(kind: Exclude<InboxKind, 'messages'>, query: InboxQuery) {
      const { rows, total } = await findSignups(db, SIGNUP_TABLES[kind], query);
      return { items: rows.map(iso), total, page: query.page, pageSize: query.pageSize };
    },

    /** Header and rows of a CSV export, with the table's filter and order. */
    async exportRows(kind: InboxKind, query: InboxQuery): Promise<{ name: string; header: string[]; rows: unknown[][] }> {
      const all = { limit: EXPORT_LIMIT, offset: 0 };
      if (kind === 'messages') {
        const { rows } = await findMessages(db, query, all);
        return {
          name: 'contact-messages',
          header: ['received', 'name', 'email', 'phone', 'inquiry type', 'message'],
          rows: rows.map((r) => [r.createdAt, r.name, r.email, r.phone, r.inquiryType, r.message]),
        };
      }
      const { rows } = await findSignups(db, SIGNUP_TABLES[kind], query, all);
      return { name: `${kind}-signups`, header: ['signed up', 'email'], rows: rows.map((r) => [r.createdAt, r.email]) };
    },
  };
}

export type InboxService = ReturnType<typeof createInboxService>;
