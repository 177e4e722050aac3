/**
 * Text that starts like a formula (=, +, -, @, tab, carriage return) is prefixed with a quote, so a
 * visitor's sign-up or message cannot run as a formula when an operator opens the export in a
 * spreadsheet.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function safeCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = value instanceof Date ? value.toISOString() : String(value);
  return typeof value === 'string' && FORMULA_START.test(text) ? `'${text}` : text;
}
