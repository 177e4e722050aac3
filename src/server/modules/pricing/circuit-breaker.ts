/**
 * Per-vendor circuit breaker: after `failureThreshold` consecutive failures the vendor is skipped
 * for `cooldownMs`; then one trial call is let through (half-open) — success closes the circuit,
 * failure opens it for another cool-down. Keeps a dead vendor from costing every search its
 * timeout, and gives it a steady trickle of chances to come back.
 */
export interface BreakerSettings {
  failureThreshold: number;
  cooldownMs: number;
}

export type BreakerState = 'closed' | 'open' | 'half-open';

export class CircuitBreaker {
  private failures = 0;
  private openedAt: number | null = null;
  private trialInFlight = false;

  constructor(
    private settings: BreakerSettings,
    private readonly now: () => number = Date.now,
  ) {}

  /** Settings come from the vendor's config, which can change between searches. */
  configure(settings: BreakerSettings): void {
    this.settings = settings;
  }

  get state(): BreakerState {
    if (this.openedAt === null) return 'closed';
    return this.now() - this.openedAt >= this.settings.cooldownMs ? 'half-open' : 'open';
  }

  get consecutiveFailures(): number {
    return this.failures;
  }

  /** Milliseconds until an open circuit lets a trial through (0 when not open). */
  get retryInMs(): number {
    if (this.openedAt === null) return 0;
    return Math.max(0, this.openedAt + this.settings.cooldownMs - this.now());
  }

  /** Whether a call may go ahead now. In half-open only one trial runs at a time. */
  tryAcquire(): boolean {
    const state = this.state;
    if (state === 'closed') return true;
    if (state === 'open' || this.trialInFlight) return false;
    this.trialInFlight = true;
    return true;
  }

  recordSuccess(): void {
    this.failures = 0;
    this.openedAt = null;
    this.trialInFlight = false;
  }

  /** Returns true when this failure opened a closed circuit (worth a log line). */
  recordFailure(): boolean {
    const wasClosed = this.openedAt === null;
    this.failures += 1;
    this.trialInFlight = false;
    if (!wasClosed || this.failures >= this.settings.failureThreshold) this.openedAt = this.now();
    return wasClosed && this.openedAt !== null;
  }

  /** A call that ended for reasons that say nothing about the vendor (the client went away). */
  release(): void {
    this.trialInFlight = false;
  }
}
