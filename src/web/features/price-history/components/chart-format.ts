/** Date labels for the chart. Days are calendar dates, so they are formatted in UTC, never shifted. */
const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

function utc(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

/** "Aug 25" */
export function formatShortDay(date: string): string {
  return shortDate.format(utc(date));
}

/** "August 25, 2026" */
export function formatLongDay(date: string): string {
  return longDate.format(utc(date));
}
