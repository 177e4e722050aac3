import { hash, verify } from '@node-rs/argon2';

export const hashPassword = (password: string) => hash(password);

/**
 * Checks a password against a hash. Given no hash (an unknown email), it checks against a hash of
 * nothing anybody can type, so the answer takes as long either way and timing does not reveal
 * which addresses have accounts.
 */
let decoy: Promise<string> | null = null;
export async function passwordMatches(passwordHash: string | null, password: string): Promise<boolean> {
  decoy ??= hash('\u0000 no account \u0000');
  const target = passwordHash ?? (await decoy);
  const ok = await verify(target, password).catch(() => false);
  return ok && passwordHash !== null;
}
