import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { Database } from '../../db/client';
import type { Env } from '../../env';
import { readSetting, writeSettingOnce } from '../../db/settings';

export const DEFAULT_SITE_USERNAME = 'pitlane';

export interface GateCredentials {
  username: string;
  passwordHash: string;
  /** Set only on the start that generated the password: print it once, it is never stored. */
  generatedPassword?: string;
}

/**
 * Where the gate's credentials come from: SITE_PASSWORD_HASH, else SITE_PASSWORD (hashed now),
 * else a hash stored by an earlier start, else a new strong password whose hash is stored.
 */
export async function resolveGateCredentials(db: Database, env: Env): Promise<GateCredentials> {
  if (env.SITE_PASSWORD_HASH) {
    return { username: env.SITE_USERNAME ?? DEFAULT_SITE_USERNAME, passwordHash: env.SITE_PASSWORD_HASH };
  }
  if (env.SITE_PASSWORD) {
    return { username: env.SITE_USERNAME ?? DEFAULT_SITE_USERNAME, passwordHash: await hash(env.SITE_PASSWORD) };
  }
  const storedHash = await readSetting(db, 'gate_password_hash');
  const storedUser = await readSetting(db, 'gate_username');
  if (storedHash && storedUser) return { username: env.SITE_USERNAME ?? storedUser, passwordHash: storedHash };

  const username = env.SITE_USERNAME ?? DEFAULT_SITE_USERNAME;
  const password = randomBytes(18).toString('base64url');
  const passwordHash = await writeSettingOnce(db, 'gate_password_hash', await hash(password));
  await writeSettingOnce(db, 'gate_username', username);
  return { username, passwordHash, generatedPassword: password };
}

/** SESSION_SECRET, else one generated on the first start and shared through the database. */
export async function resolveSessionSecret(db: Database, env: Env): Promise<string> {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  return writeSettingOnce(db, 'session_secret', randomBytes(48).toString('base64url'));
}
