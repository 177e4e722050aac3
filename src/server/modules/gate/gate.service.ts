import { randomBytes, timingSafeEqual } from 'node:crypto';
import { verify } from '@node-rs/argon2';
import type { Database } from '../../db/client';
import { deleteExpiredSessions, deleteSession, findLiveSession, insertSession } from './gate.queries';

export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface GateConfig {
  enabled: boolean;
  username: string;
  passwordHash: string;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function createGateService(db: Database, config: GateConfig) {
  return {
    enabled: config.enabled,

    /** Checks the pair and opens a fresh session (a new id every time: no fixation). */
    async login(username: string, password: string): Promise<{ sessionId: string; username: string } | null> {
      // Verify the password even for a wrong username, so timing does not reveal which was wrong.
      const passwordOk = await verify(config.passwordHash, password).catch(() => false);
      if (!passwordOk || !sameText(username, config.username)) return null;
      const sessionId = randomBytes(32).toString('base64url');
      const now = new Date();
      await insertSession(db, { id: sessionId, username, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) });
      // Housekeeping on the rare write path keeps the table small without a timer.
      await deleteExpiredSessions(db, now);
      return { sessionId, username };
    },

    async session(sessionId: string | undefined): Promise<{ username: string } | null> {
      if (!sessionId) return null;
      return findLiveSession(db, sessionId, new Date());
    },

    async logout(sessionId: string | undefined): Promise<void> {
      if (sessionId) await deleteSession(db, sessionId);
    },
  };
}

export type GateService = ReturnType<typeof createGateService>;
