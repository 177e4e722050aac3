/** How the part pages say when prices were checked. */

// Local times need Intl (the visitor's zone and its rules); built on first use, as each formatter
// loads locale data. While a server-rendered page hydrates, dates are shown in UTC (see
// use-display-time-zone), spelled out below, so starting the page builds no formatter at all.
const formatters = new Map<string, Intl.DateTimeFormat>();
function dateFormat(timeStyle: 'short' | undefined): Intl.DateTimeFormat {
  const key = String(timeStyle);
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle });
    formatters.set(key, format);
  }
  return format;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Nov 22, 2026", in UTC. */
function utcDate(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** "Nov 22, 2026, 12:05 PM", in UTC. */
function utcDateTime(date: Date): string {
  const hours = date.getUTCHours();
  const minutes = String(date.getUTCMinutes()).padStart(2, '0');
  return `${utcDate(date)}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** English relative time as Intl.RelativeTimeFormat('en-US', { numeric: 'auto' }) words it, for whole units. */
const NEIGHBOURS: Partial<Record<Intl.RelativeTimeFormatUnit, [past: string, future: string]>> = {
  day: ['yesterday', 'tomorrow'],
  week: ['last week', 'next week'],
  month: ['last month', 'next month'],
  year: ['last year', 'next year'],
};
function relative(value: number, unit: Intl.RelativeTimeFormatUnit): string {
  const neighbour = Math.abs(value) === 1 ? NEIGHBOURS[unit] : undefined;
  if (neighbour) return value < 0 ? neighbour[0] : neighbour[1];
  const count = Math.abs(value);
  const words = `${count} ${unit}${count === 1 ? '' : 's'}`;
  return value < 0 ? `${words} ago` : `in ${words}`;
}

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
  return timeZone ? utcDateTime(new Date(iso)) : dateFormat('short').format(new Date(iso));
}

/** "Sep 1, 2026" */
export function formatDate(iso: string, timeZone?: 'UTC'): string {
  return timeZone ? utcDate(new Date(iso)) : dateFormat(undefined).format(new Date(iso));
}

/** "just now", "5 minutes ago", "yesterday"… relative to `now` (milliseconds). */
export function formatRelative(iso: string, now: number): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative(Math.round(seconds / size), unit);
  }
  return 'just now';
}
