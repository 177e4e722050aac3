/** How the part pages say when prices were checked. */

// Local time for the visitor; UTC while the page hydrates the server's HTML (see use-display-time-zone).
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const dateTimeUtc = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
const dateOnly = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dateOnlyUtc = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "Nov 22, 2026, 12:05 PM" */
export function formatDateTime(iso: string, timeZone?: 'UTC'): string {
  return (timeZone ? dateTimeUtc : dateTime).format(new Date(iso));
}

/** "Sep 1, 2026" */
export function formatDate(iso: string, timeZone?: 'UTC'): string {
  return (timeZone ? dateOnlyUtc : dateOnly).format(new Date(iso));
}

/** "just now", "5 minutes ago", "yesterday"… relative to `now` (milliseconds). */
export function formatRelative(iso: string, now: number): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  }
  return 'just now';
}
