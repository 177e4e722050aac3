/** Part-number rules: what looks like a part number, and the normalized form used for matching. */

/**
 * A trimmed term of 5-20 letters, digits or hyphens with no spaces: the home search sends such a
 * term to the part-number screen, and an empty result explains part numbers for it.
 */
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

/**
 * Text that can be a part number: letters, digits and separators, at most PART_NUMBER_MAX_LENGTH,
 * with a digit ("11 42 7 953 129", "HU 816 X"; not "clearance"). What search, live search and feed
 * labels take for a number.
 */
export function isNumberShaped(text: string): boolean {
  return text.length <= PART_NUMBER_MAX_LENGTH && PART_NUMBER_PATTERN.test(text) && /\d/.test(text);
}

/** The search words as a normalized part number, when they can be one: number-shaped, and 4+ characters once normalized. */
export function partNumberOfQuery(text: string | undefined): string | undefined {
  if (!text || !isNumberShaped(text)) return undefined;
  const normalized = normalizePartNumber(text);
  return normalized.length >= 4 ? normalized : undefined;
}
