/**
 * Google Merchant Center amounts: "129.95 USD" (also "129.95USD", "USD 129.95", "1,299.00 USD").
 * Parsed from the text into whole cents with integer arithmetic — never through a float.
 */

export type MoneyResult = { ok: true; cents: number; currency: string } | { ok: false; reason: string };

const AMOUNT = /^(?:([A-Za-z]{3})\s*)?(-?)\s*(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d*))?\s*([A-Za-z]{3})?$/;

/** A value quoted in a reason: short, on one line. */
export function quoted(value: string): string {
  const oneLine = value.replace(/\s+/g, ' ').trim();
  return JSON.stringify(oneLine.length > 40 ? `${oneLine.slice(0, 40)}…` : oneLine);
}

/** Parses an amount with its currency; `what` names the attribute in the reason ("price"). */
export function parseMoney(text: string, what: string): MoneyResult {
  const match = AMOUNT.exec(text.trim());
  const [, before, minus, whole, fraction, after] = match ?? [];
  const currency = (before ?? after ?? '').toUpperCase();
  if (!match || (whole === undefined && !fraction) || (before && after)) {
    return { ok: false, reason: `${what} ${quoted(text)} is not an amount with a currency, such as "129.95 USD"` };
  }
  if (!currency) return { ok: false, reason: `${what} ${quoted(text)} has no currency (write it as "129.95 USD")` };
  if ((fraction ?? '').length > 2) return { ok: false, reason: `${what} ${quoted(text)} has more than two decimals` };
  const cents = Number((whole ?? '0').replace(/,/g, '')) * 100 + Number((fraction ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return { ok: false, reason: `${what} ${quoted(text)} is too large` };
  if (minus && cents > 0) return { ok: false, reason: `${what} ${quoted(text)} is negative` };
  return { ok: true, cents, currency };
}
