/**
 * How the part pages say when prices were checked. Spelled out rather than with Intl: building a
 * formatter loads locale data, which on a slow phone costs more than drawing the page, for a few
 * fixed English formats. Local time comes from Date's own getters (the visitor's zone); while a
 * server-rendered page hydrates, dates are in UTC (see use-display-time-zone).
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

interface DateParts {
  year: number;
  month: number;
  day: number;
  hours: number;
  minutes: number;
}

function dateParts(iso: string, timeZone: 'UTC' | undefined): DateParts {
  const date = new Date(iso);
  return timeZone
    ? { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate(), hours: date.getUTCHours(), minutes: date.getUTCMinutes() }
    : { year: date.getFullYear(), month: date.getMonth(), day: date.getDate(), hours: date.getHours(), minutes: date.getMinutes() };
}

function spellDate({ year, month, day }: DateParts): string {
  return `${MONTHS[month]} ${day}, ${year}`;
}

function spellDateTime(parts: DateParts): string {
  const { hours, minutes } = parts;
  return `${spellDate(parts)}, ${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
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
  return spellDateTime(dateParts(iso, timeZone));
}

/** "Sep 1, 2026" */
export function formatDate(iso: string, timeZone?: 'UTC'): string {
  return spellDate(dateParts(iso, timeZone));
}

/** "just now", "5 minutes ago", "yesterday"… relative to `now` (milliseconds). */
export function formatRelative(iso: string, now: number): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative(Math.round(seconds / size), unit);
  }
  return 'just now';
}
