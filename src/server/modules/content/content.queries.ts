import type { Database } from '../../db/client';
import { contactMessages, newsletterSignups, waitlistSignups } from '../../db/schema';

export type NewContactMessage = typeof contactMessages.$inferInsert;

export async function insertContactMessage(db: Database, message: NewContactMessage): Promise<void> {
  await db.insert(contactMessages).values(message);
}

export type SignupList = 'newsletter' | 'waitlist';

const signupTables = { newsletter: newsletterSignups, waitlist: waitlistSignups } as const;

/**
 * Adds an address to a list once. The unique email column decides, inside the database, whether
 * it was new: two simultaneous sign-ups of one address cannot both insert. Returns false for a repeat.
 */
export async function addSignup(db: Database, list: SignupList, email: string): Promise<boolean> {
  const table = signupTables[list];
  const inserted = await db
    .insert(table)
    .values({ email })
    .onConflictDoNothing({ target: table.email })
    .returning({ id: table.id });
  return inserted.length > 0;
}
