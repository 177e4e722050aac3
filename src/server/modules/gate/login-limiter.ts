/**
 * Limits on guessing the gate's password, counted on failed logins only, per client address and
 * per username (so neither new addresses nor new usernames buy more guesses): a few failures are
 * free, each further one makes the next try wait twice as long (exponential backoff), and many in a
 * row lock that address or username out for a short while. While a wait or lock-out runs, a try is
 * answered 429 without checking the password. A successful login clears both counts.
 *
 * Counters live in Redis when configured (shared by every instance), with an in-process fallback
 * while it is unreachable; in-process otherwise (rate-limiter-flexible).
 */
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

export interface LoginLimits {
  /** Failures before tries start to wait. */
  freeFailures: number;
  /** The wait after the first failure beyond the free ones; it doubles with each further failure. */
  firstBackoffMs: number;
  maxBackoffMs: number;
  /** Failures (counted within `forgetAfterMs` of the first) that lock out for `lockoutMs`. */
  lockoutAfter: number;
  lockoutMs: number;
  forgetAfterMs: number;
}

/** Per client address. */
export const IP_LOGIN_LIMITS: LoginLimits = {
  freeFailures: 5,
  firstBackoffMs: 1000,
  maxBackoffMs: 60_000,
  lockoutAfter: 20,
  lockoutMs: 15 * 60_000,
  forgetAfterMs: 60 * 60_000,
};

/**
 * Per username: more room than per address, since anyone can spend a username's failures (and
 * so lock its owner out for a while); the lock-out stays short for the same reason.
 */
export const USERNAME_LOGIN_LIMITS: LoginLimits = {
  freeFailures: 10,
  firstBackoffMs: 1000,
  maxBackoffMs: 60_000,
  lockoutAfter: 50,
  lockoutMs: 15 * 60_000,
  forgetAfterMs: 60 * 60_000,
};

export interface LoginLimiter {
  /** How long this client must wait before trying `username` (0: it may try now). */
  waitMs(ip: string, username: string): Promise<number>;
  /** Counts a failure; returns the wait it imposes. */
  failed(ip: string, username: string): Promise<number>;
  succeeded(ip: string, username: string): Promise<void>;
}

export interface LoginLimiterOptions {
  /** Shared counters; absent, each process counts alone. */
  redis?: Redis | null;
  keyPrefix?: string;
  ip?: Partial<LoginLimits>;
  username?: Partial<LoginLimits>;
}

/** A username as counted: case and surrounding spaces do not make a new one. */
export const usernameKey = (username: string) => username.trim().toLowerCase().slice(0, 200);

/** The failure count and the current wait of one kind of key (addresses, or usernames). */
function dimension(name: string, limits: LoginLimits, options: LoginLimiterOptions) {
  const prefix = `${options.keyPrefix ?? 'pitlane:login:'}${name}`;
  const make = (kind: string, points: number, durationS: number, blockDurationS: number): RateLimiterAbstract => {
    const config = { keyPrefix: `${prefix}:${kind}`, points, duration: durationS, blockDuration: blockDurationS };
    const memory = new RateLimiterMemory(config);
    return options.redis ? new RateLimiterRedis({ ...config, storeClient: options.redis, insuranceLimiter: memory }) : memory;
  };
  const failures = make('failures', limits.lockoutAfter, Math.ceil(limits.forgetAfterMs / 1000), Math.ceil(limits.lockoutMs / 1000));
  // Holds the backoff wait: a key "blocked" here until its wait is over.
  const waits = make('wait', 1, 1, 0);
  const blocked = (res: RateLimiterRes | null, points: number) => (res && res.consumedPoints > points ? Math.max(res.msBeforeNext, 0) : 0);

  return {
    async waitMs(key: string): Promise<number> {
      const [count, wait] = await Promise.all([failures.get(key), waits.get(key)]);
      return Math.max(blocked(count, limits.lockoutAfter), blocked(wait, 1));
    },
    async failed(key: string): Promise<number> {
      // Rejected (with the result) once the count passes the lock-out mark: the key is then blocked.
      const count = await failures.consume(key).catch((res: unknown) => {
        if (res instanceof RateLimiterRes) return res;
        throw res;
      });
      if (count.consumedPoints > limits.lockoutAfter) return Math.max(count.msBeforeNext, 0);
      const beyond = count.consumedPoints - limits.freeFailures;
      if (beyond <= 0) return 0;
      const waitMs = Math.min(limits.firstBackoffMs * 2 ** (beyond - 1), limits.maxBackoffMs);
      await waits.block(key, waitMs / 1000);
      return waitMs;
    },
    async cleared(key: string): Promise<void> {
      await Promise.all([failures.delete(key), waits.delete(key)]);
    },
  };
}

export function createLoginLimiter(options: LoginLimiterOptions = {}): LoginLimiter {
  const byIp = dimension('ip', { ...IP_LOGIN_LIMITS, ...options.ip }, options);
  const byUsername = dimension('user', { ...USERNAME_LOGIN_LIMITS, ...options.username }, options);
  return {
    async waitMs(ip, username) {
      const waits = await Promise.all([byIp.waitMs(ip), byUsername.waitMs(usernameKey(username))]);
      return Math.max(...waits);
    },
    async failed(ip, username) {
      const waits = await Promise.all([byIp.failed(ip), byUsername.failed(usernameKey(username))]);
      return Math.max(...waits);
    },
    async succeeded(ip, username) {
      await Promise.all([byIp.cleared(ip), byUsername.cleared(usernameKey(username))]);
    },
  };
}
