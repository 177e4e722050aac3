/**
 * The login limiter's rules on its own (in-process counters): free failures, waits that double up
 * to a ceiling, a lock-out after many failures, waits that end, a success that clears.
 */
import { describe, expect, it } from 'vitest';
import { createLoginLimiter, usernameKey } from '../../src/server/modules/gate/login-limiter';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const IP = { freeFailures: 2, firstBackoffMs: 100, maxBackoffMs: 400, lockoutAfter: 6, lockoutMs: 60_000, forgetAfterMs: 60_000 };
/** Username limits out of the way, so these tests see the address's alone. */
const OPEN = { freeFailures: 1000, lockoutAfter: 2000 };

describe('login limiter', () => {
  it('frees the first failures, then doubles the wait up to its ceiling, then locks out', async () => {
    const limiter = createLoginLimiter({ ip: IP, username: OPEN });
    const waits: number[] = [];
    for (let i = 0; i < IP.lockoutAfter + 1; i++) waits.push(await limiter.failed('192.0.2.1', `user-${i}`));
    expect(waits.slice(0, IP.lockoutAfter)).toEqual([0, 0, 100, 200, 400, 400]);
    // Past the lock-out mark: the whole lock-out.
    expect(waits[IP.lockoutAfter]).toBeGreaterThan(IP.lockoutMs - 1000);
    expect(await limiter.waitMs('192.0.2.1', 'anyone')).toBeGreaterThan(IP.lockoutMs - 1000);
    expect(await limiter.waitMs('192.0.2.2', 'anyone')).toBe(0);
  });

  it('lets a wait run out', async () => {
    const limiter = createLoginLimiter({ ip: IP, username: OPEN });
    for (let i = 0; i <= IP.freeFailures; i++) await limiter.failed('192.0.2.3', `user-${i}`);
    expect(await limiter.waitMs('192.0.2.3', 'x')).toBeGreaterThan(0);
    await sleep(IP.firstBackoffMs + 300);
    expect(await limiter.waitMs('192.0.2.3', 'x')).toBe(0);
  });

  it('ends a lock-out', async () => {
    const limiter = createLoginLimiter({ ip: { ...IP, lockoutAfter: 3, lockoutMs: 200 }, username: OPEN });
    for (let i = 0; i < 4; i++) await limiter.failed('192.0.2.4', `user-${i}`);
    expect(await limiter.waitMs('192.0.2.4', 'x')).toBeGreaterThan(0);
    await sleep(1200);
    expect(await limiter.waitMs('192.0.2.4', 'x')).toBe(0);
  });

  it('counts a username in any case and spacing, and clears both counts on success', async () => {
    const limiter = createLoginLimiter({ ip: OPEN, username: { ...IP } });
    for (let i = 0; i <= IP.freeFailures; i++) await limiter.failed(`198.51.100.${i}`, i % 2 ? ' Tester ' : 'TESTER');
    expect(await limiter.waitMs('198.51.100.99', 'tester')).toBeGreaterThan(0);
    await limiter.succeeded('198.51.100.99', 'tester');
    expect(await limiter.waitMs('198.51.100.99', 'tester')).toBe(0);
    expect(usernameKey('  MiXeD Case ')).toBe('mixed case');
  });
});
