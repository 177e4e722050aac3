/**
 * A problem with a feed as a whole (unreadable, wrong encoding, not well-formed, truncated): the run
 * stops, its transaction rolls back, and this message is recorded as the run's error. Problems
 * with one item are per-row rejections instead and never throw.
 */
export class FeedError extends Error {
  constructor(
    message: string,
    /** Line of the feed the problem was found on, when known. */
    readonly line?: number,
  ) {
    super(line != null ? `line ${line}: ${message}` : message);
  }
}

/** The shrink guard held the run: rolled back, its staged feed kept for an operator. The message is the reason. */
export class RunHeldError extends Error {}

/** Another run of the same vendor's feed holds the lock; nothing was read. */
export class RunRefusedError extends Error {}

/** The caller asked for something that cannot run (unknown vendor, no feed url, bad source). */
export class FeedRequestError extends Error {
  constructor(
    readonly statusCode: 400 | 404 | 409,
    message: string,
  ) {
    super(message);
  }
}
