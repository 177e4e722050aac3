import { asc, count, desc, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { InboxQuery } from '@shared/schemas/admin-inbox';
import { offsetOf } from '@shared/schemas/admin-table';
import type { Database } from '../../db/client';
import { contactMessages, type newsletterSignups, type waitlistSignups } from '../../db/schema';

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Exports stop here: a spreadsheet, not a data dump. */
export const EXPORT_LIMIT = 100_000;

function order(query: InboxQuery, columns: { createdAt: SQL; email: SQL; name: SQL }) {
  const column = columns[query.sort];
  return query.dir === 'asc' ? asc(column) : desc(column);
}

export async function findMessages(db: Database, query: InboxQuery, paging: { limit: number; offset: number } = { limit: query.pageSize, offset: offsetOf(query) }) {
  const where = query.q
    ? or(ilike(contactMessages.name, likePattern(query.q)), ilike(contactMessages.email, likePattern(query.q)), ilike(contactMessages.message, likePattern(query.q)))
    : undefined;
  const sortBy = order(query, { createdAt: sql`${contactMessages.createdAt}`, email: sql`lower(${contactMessages.email})`, name: sql`lower(${contactMessages.name})` });
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: contactMessages.id,
        name: contactMessages.name,
        email: contactMessages.email,
        phone: contactMessages.phone,
        inquiryType: contactMessages.inquiryType,
        message: contactMessages.message,
        createdAt: contactMessages.createdAt,
      })
      .from(contactMessages)
      .where(where)
      .orderBy(sortBy, asc(contactMessages.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ n: count() }).from(contactMessages).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Newsletter or waitlist sign-ups (same shape: an email and when). */
export async function findSignups(
  db: Database,
  table: typeof newsletterSignups | typeof waitlistSignups,
  query: InboxQuery,
  paging: { limit: number; offset: number } = { limit: query.pageSize, offset: offsetOf(query) },
) {
  const where = query.q ? ilike(table.email, likePattern(query.q)) : undefined;
  // Sign-ups have no name: sorting by name sorts by email.
  const sortBy = order(query, { createdAt: sql`${table.createdAt}`, email: sql`${table.email}`, name: sql`${table.email}` });
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: table.id, email: table.email, createdAt: table.createdAt })
      .from(table)
      .where(where)
      .orderBy(sortBy, asc(table.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ n: count() }).from(table).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
