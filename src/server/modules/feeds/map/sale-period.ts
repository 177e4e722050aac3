/**
 * `sale_price_effective_date`: an ISO 8601 interval, "2024-02-24T11:07+0100/2024-02-29T23:07+0100".
 * A date without a time covers the whole day (UTC); a time without a zone is UTC.
 */

export type SalePeriod = { start: number; end: number };

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)\s*(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

function instant(text: string, endOfDay: boolean): number | null {
  const match = DATE_TIME.exec(text.trim());
  if (!match) return null;
  const [, date, time, zone] = match;
  if (!time) return Date.parse(`${date}T${endOfDay ? '23:59:59.999' : '00:00:00'}Z`);
  let offset = 'Z';
  if (zone && zone.toUpperCase() !== 'Z') {
    const digits = zone.replace(':', '');
    offset = `${digits.slice(0, 3)}:${digits.slice(3, 5) || '00'}`;
  }
  const value = Date.parse(`${date}T${time}${offset}`);
  return Number.isFinite(value) ? value : null;
}

/** The period, or null when the text is not a valid interval. */
export function parseSalePeriod(text: string): SalePeriod | null {
  const [from, to, extra] = text.split('/');
  if (from === undefined || to === undefined || extra !== undefined) return null;
  const start = instant(from, false);
  const end = instant(to, true);
  if (start == null || end == null || end < start) return null;
  return { start, end };
}
