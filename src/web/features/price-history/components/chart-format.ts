/**
 * Date labels for the chart. Days are calendar dates, so they are read as UTC, never shifted.
 * Spelled out rather than with Intl.DateTimeFormat: building a formatter loads locale data, a cost
 * the chart would otherwise add to the page's start-up on a slow phone, for two fixed English formats.
 */
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function utc(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

/** "Aug 25" */
export function formatShortDay(date: string): string {
  const day = utc(date);
  return `${MONTHS[day.getUTCMonth()]?.slice(0, 3)} ${day.getUTCDate()}`;
}

/** "August 25, 2026" */
export function formatLongDay(date: string): string {
  const day = utc(date);
  return `${MONTHS[day.getUTCMonth()]} ${day.getUTCDate()}, ${day.getUTCFullYear()}`;
}
