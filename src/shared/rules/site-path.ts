const BASE = 'http://next.invalid';

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * Where a login form sends the visitor back to: a path on this site, or `/`. Anything that could
 * leave the site (`//host`, `/\host`, `https:…`, control characters) or is not a path falls back
 * to `/`, so the login can never be used to redirect someone elsewhere.
 */
export function safeNextPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2000 || !value.startsWith('/')) return '/';
  if (/^\/[/\\]/.test(value) || value.includes('\\') || hasControlCharacter(value)) return '/';
  try {
    const url = new URL(value, BASE);
    if (url.origin !== BASE) return '/';
    // The login screen itself would only lead home.
    if (url.pathname === '/login') return '/';
    return `${url.pathname}${url.search}`;
  } catch {
    return '/';
  }
}
