/** How the part pages say when prices were checked. */

// Built on first use: each formatter loads locale data, and a page hydrating in UTC (see
// use-display-time-zone) should not pay for the local ones until it needs them.
const formatters = new Map<string, Intl.DateTimeFormat>();
function dateFormat(timeStyle: 'short' | undefined, timeZone: 'UTC' | undefined): Intl.DateTimeFormat {
  const key = `${timeStyle}-${timeZone}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle, timeZone });
    formatters.set(key, format);
  }
  return format;
}
let relativeFormat: Intl.RelativeTimeFormat | undefined;
const relative = () => (relativeFormat ??= new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' }));

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
  return dateFormat('short', timeZone).format(new Date(iso));
}

/** "Sep 1, 2026" */
export function formatDate(iso: string, timeZone?: 'UTC'): string {
  return dateFormat(undefined, timeZone).format(new Date(iso));
}

/** "just now", "5 minutes ago", "yesterday"… relative to `now` (milliseconds). */
export function formatRelative(iso: string, now: number): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative().format(Math.round(seconds / size), unit);
  }
  return 'just now';
}
