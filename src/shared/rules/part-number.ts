/** Part-number rules: what looks like a part number, and the normalized form used for matching. */

/** A trimmed term of 5-20 letters, digits or hyphens with no spaces. */
export function looksLikePartNumber(term: string): boolean {
  return /^[A-Za-z0-9-]{5,20}$/.test(term.trim());
}

/**
 * Normalized part number: spaces, dashes, dots, slashes and underscores removed, upper case.
 * "11 62 1 259 307", "11-62-1-259-307" and "11621259307" all become "11621259307".
 */
export function normalizePartNumber(value: string): string {
  return value.replace(/[\s\-._/]+/g, '').toUpperCase();
}

/** Longest part number accepted anywhere (OEM numbers with separators stay well below this). */
export const PART_NUMBER_MAX_LENGTH = 40;

/** Letters, digits and the separators people type between groups. */
export const PART_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 .\-_/]*$/;
