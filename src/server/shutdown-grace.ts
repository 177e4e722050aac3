/** Grace period for in-flight requests after SIGTERM before a server process gives up on them. */
export const SHUTDOWN_GRACE_MS = 10_000;
