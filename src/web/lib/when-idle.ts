/**
 * Runs `task` once the browser is idle after the first paint (or after `timeoutMs` at the latest).
 * For code that is wanted soon but must not compete with the page's own scripts and data.
 * Returns a function that cancels it.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  // Safari has no requestIdleCallback.
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}
