import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { siteSettings } from './schema';

/** Server-owned key/value settings (catalog source, gate hash, generated secrets). */
export async function readSetting(db: Database, key: string): Promise<string | null> {
  const rows = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, key));
  return rows[0]?.value ?? null;
}

/** Writes a setting only if absent and returns the stored value (the first writer wins across instances). */
export async function writeSettingOnce(db: Database, key: string, value: string): Promise<string> {
  await db.insert(siteSettings).values({ key, value }).onConflictDoNothing();
  return (await readSetting(db, key)) ?? value;
}
