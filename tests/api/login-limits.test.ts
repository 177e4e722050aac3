/**
 * Login limits through the login route: failures only, per client address and per username; a
 * try made while a wait runs is refused (429, Retry-After) without its password being checked; a
 * success clears the counts; X-Forwarded-For is believed from the trusted proxy only, and rotating
 * it does not buy guesses against one username. Waits are long here so that nothing depends on the
 * machine's speed; how they grow and end is tested on the limiter itself (unit/login-limiter.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, TEST_USER, type TestApp } from '../support/app';

const IP = { freeFailures: 2, firstBackoffMs: 30_000, maxBackoffMs: 60_000, lockoutAfter: 4, lockoutMs: 120_000, forgetAfterMs: 600_000 };
const USERNAME = { freeFailures: 4, firstBackoffMs: 30_000, maxBackoffMs: 60_000, lockoutAfter: 40, lockoutMs: 120_000, forgetAfterMs: 600_000 };

describe('login limits', () => {
  let t: TestApp;
  let peer = 0;
  /** A client address of its own for each test, none of them a trusted proxy. */
  const newPeer = () => `203.0.113.${++peer}`;

  beforeAll(async () => {
    t = await createTestApp({ loginLimits: { ip: IP, username: USERNAME } });
  });
  afterAll(() => t.close());

  const login = (remoteAddress: string, username: string, password: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, headers, payload: { username, password } });
  /** A wrong password for a username nobody else uses, so only the address is counted. */
  let guess = 0;
  const failFrom = (address: string, headers: Record<string, string> = {}) => login(address, `nobody-${++guess}`, 'wrong', headers);

  it('never counts a successful login', async () => {
    const address = newPeer();
    for (let i = 0; i < 3 * (IP.lockoutAfter + 1); i++) expect((await login(address, TEST_USER, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('per address: after the free failures a try must wait; meanwhile it is 429 and its password is not checked', async () => {
    const address = newPeer();
    for (let i = 0; i < IP.freeFailures; i++) expect((await failFrom(address)).statusCode).toBe(401);
    // The first failure beyond the free ones sets the first wait.
    expect((await failFrom(address)).statusCode).toBe(401);
    const during = await login(address, TEST_USER, TEST_PASSWORD);
    expect(during.statusCode).toBe(429);
    expect(Number(during.headers['retry-after'])).toBeGreaterThan(20);
    expect(Number(during.headers['retry-after'])).toBeLessThanOrEqual(30);
    expect(during.json().error).toMatch(/^Too many failed attempts\. Please wait \d+ seconds and try again\.$/);
    // Other addresses are not held up.
    expect((await login(newPeer(), TEST_USER, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('a success clears the count: the free failures are free again', async () => {
    const address = newPeer();
    for (let i = 0; i < IP.freeFailures; i++) expect((await failFrom(address)).statusCode).toBe(401);
    expect((await login(address, TEST_USER, TEST_PASSWORD)).statusCode).toBe(200);
    // Without the reset the first of these would already set a wait and the second be refused.
    for (let i = 0; i <= IP.freeFailures; i++) expect((await failFrom(address)).statusCode, `failure ${i + 1}`).toBe(401);
    expect((await failFrom(address)).statusCode).toBe(429);
  });

  it('per username: new addresses buy no more guesses, whatever X-Forwarded-For the trusted proxy passes on', async () => {
    const target = 'Someone-Else';
    // Through the proxy on loopback (trusted): each try seems to come from another client.
    const viaProxy = (i: number, username = i % 2 ? target.toUpperCase() : ` ${target.toLowerCase()} `) =>
      login('127.0.0.1', username, 'wrong', { 'x-forwarded-for': `192.0.2.${i + 1}` });
    for (let i = 0; i <= USERNAME.freeFailures; i++) expect((await viaProxy(i)).statusCode, `try ${i + 1}`).toBe(401);
    // Any spelling of the username, from yet another address, now waits.
    expect((await login(newPeer(), target, 'wrong')).statusCode).toBe(429);
    expect((await viaProxy(50)).statusCode).toBe(429);
    // Another username from a fresh address is not held up, through the proxy or not.
    expect((await login(newPeer(), 'a-third-user', 'wrong')).statusCode).toBe(401);
    expect((await viaProxy(51, 'a-fourth-user')).statusCode).toBe(401);
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    const address = newPeer();
    const madeUp = (i: number) => ({ 'x-forwarded-for': `198.51.100.${i + 1}` });
    for (let i = 0; i <= IP.freeFailures; i++) expect((await failFrom(address, madeUp(i))).statusCode).toBe(401);
    expect((await failFrom(address, madeUp(99))).statusCode).toBe(429);
  });
});
