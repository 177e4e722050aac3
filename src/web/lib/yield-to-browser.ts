/**
 * Ends the current task so the browser can handle input and paint before the code goes on; for work
 * split into steps that must not add up to one long task on a slow phone. Uses scheduler.yield where
 * the browser has it (the continuation then runs ahead of other queued tasks), a timer elsewhere.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
