import { describe, expect, it } from 'vitest';
import { CircuitBreaker } from '../../src/server/modules/pricing/circuit-breaker';
import { ConcurrencyLimit } from '../../src/server/modules/pricing/concurrency-limit';

describe('CircuitBreaker', () => {
  const clock = () => {
    let t = 1_000;
    return { now: () => t, advance: (ms: number) => (t += ms) };
  };

  it('opens after N consecutive failures; a success in between resets the count', () => {
    const c = clock();
    const breaker = new CircuitBreaker({ failureThreshold: 3, cooldownMs: 1000 }, c.now);
    breaker.recordFailure();
    breaker.recordFailure();
    breaker.recordSuccess();
    breaker.recordFailure();
    breaker.recordFailure();
    expect(breaker.state).toBe('closed');
    expect(breaker.tryAcquire()).toBe(true);
    breaker.recordFailure();
    expect(breaker.state).toBe('open');
    expect(breaker.tryAcquire()).toBe(false);
    expect(breaker.retryInMs).toBe(1000);
  });

  it('lets one trial through after the cool-down; success closes, failure reopens', () => {
    const c = clock();
    const breaker = new CircuitBreaker({ failureThreshold: 1, cooldownMs: 500 }, c.now);
    breaker.recordFailure();
    c.advance(499);
    expect(breaker.tryAcquire()).toBe(false);
    c.advance(1);
    expect(breaker.state).toBe('half-open');
    expect(breaker.tryAcquire()).toBe(true);
    expect(breaker.tryAcquire()).toBe(false); // one trial at a time
    breaker.recordFailure();
    expect(breaker.state).toBe('open');
    c.advance(500);
    expect(breaker.tryAcquire()).toBe(true);
    breaker.recordSuccess();
    expect(breaker.state).toBe('closed');
    expect(breaker.tryAcquire()).toBe(true);
  });

  it('frees the trial slot when a call ends for reasons unrelated to the vendor', () => {
    const c = clock();
    const breaker = new CircuitBreaker({ failureThreshold: 1, cooldownMs: 100 }, c.now);
    breaker.recordFailure();
    c.advance(100);
    expect(breaker.tryAcquire()).toBe(true);
    breaker.release();
    expect(breaker.tryAcquire()).toBe(true);
  });
});

describe('ConcurrencyLimit', () => {
  it('never runs more than the limit at once and serves waiters in order', async () => {
    const limit = new ConcurrencyLimit(2);
    const never = new AbortController().signal;
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 6 }, async (_, i) => {
        const release = await limit.acquire(never);
        order.push(i);
        running++;
        peak = Math.max(peak, running);
        await new Promise((resolve) => setTimeout(resolve, 10));
        running--;
        release();
      }),
    );
    expect(peak).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
    expect(limit.inFlight).toBe(0);
  });

  it('drops a waiter whose signal aborts, without taking a slot', async () => {
    const limit = new ConcurrencyLimit(1);
    const first = await limit.acquire(new AbortController().signal);
    const giveUp = new AbortController();
    const waiting = limit.acquire(giveUp.signal);
    expect(limit.queued).toBe(1);
    giveUp.abort(new Error('deadline'));
    await expect(waiting).rejects.toThrow('deadline');
    expect(limit.queued).toBe(0);
    first();
    first(); // releasing twice is harmless
    expect(limit.inFlight).toBe(0);
    const again = await limit.acquire(new AbortController().signal);
    expect(limit.inFlight).toBe(1);
    again();
  });
});
