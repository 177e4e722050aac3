/**
 * localStorage that never throws: private modes and blocked storage make it fail, and a preference
 * that cannot be stored should not break the page.
 */
export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the value simply lives for this page view only.
  }
}
