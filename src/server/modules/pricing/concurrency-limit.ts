/**
 * Bounds the requests in flight toward one vendor across all concurrent searches, so a burst of
 * shoppers never turns into a burst against a small retailer. Waiters leave the queue when their
 * search gives up (deadline, client gone) instead of running late.
 */
export class ConcurrencyLimit {
  private active = 0;
  private readonly waiting: { grant: () => void; reject: (reason: unknown) => void }[] = [];

  constructor(private max: number) {}

  /** The limit comes from the vendor's config, which can change between searches. */
  configure(max: number): void {
    this.max = max;
    this.drain();
  }

  get inFlight(): number {
    return this.active;
  }

  get queued(): number {
    return this.waiting.length;
  }

  /** Resolves with a release function once a slot is free; rejects if `signal` aborts first. */
  acquire(signal: AbortSignal): Promise<() => void> {
    if (signal.aborted) return Promise.reject(signal.reason);
    return new Promise((resolve, reject) => {
      const waiter = {
        grant: () => {
          signal.removeEventListener('abort', onAbort);
          resolve(this.releaser());
        },
        reject,
      };
      const onAbort = () => {
        const index = this.waiting.indexOf(waiter);
        if (index >= 0) this.waiting.splice(index, 1);
        reject(signal.reason);
      };
      signal.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(waiter);
      this.drain();
    });
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.active -= 1;
      this.drain();
    };
  }

  private drain(): void {
    while (this.active < this.max && this.waiting.length > 0) {
      this.active += 1;
      this.waiting.shift()!.grant();
    }
  }
}
