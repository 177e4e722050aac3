/**
 * Vehicle identification numbers (ISO 3779 / 49 CFR 565): the shape every VIN has, and the North
 * American check digit in position 9, which many VINs from elsewhere do not use.
 */

export const VIN_LENGTH = 17;

/** Why a VIN was refused, as the API names it in `reason`. */
export type VinProblem = 'length' | 'letters' | 'characters';

export const VIN_PROBLEM_MESSAGES: Readonly<Record<VinProblem, string>> = {
  length: 'A VIN has exactly 17 characters',
  letters: 'A VIN never contains the letters I, O or Q',
  characters: 'A VIN has only letters A–Z and digits 0–9',
};

export const CHECK_DIGIT_WARNING = 'check digit does not match; please re-check the VIN';

const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** Letter values of the check-digit sum: A–H 1–8, J–R 1–9 skipping O and Q, S–Z 2–9. */
const LETTER_VALUES: Readonly<Record<string, number>> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};

/** The number a VIN character stands for in the check-digit sum; undefined for I, O, Q and others. */
export function transliterate(char: string): number | undefined {
  if (/^[0-9]$/.test(char)) return Number(char);
  return Object.hasOwn(LETTER_VALUES, char) ? LETTER_VALUES[char] : undefined;
}

/** Upper case, spaces and dashes people type between groups removed. */
export function normalizeVin(input: string): string {
  return input.trim().replace(/[\s-]+/g, '').toUpperCase();
}

export type VinCheck = { ok: true; vin: string } | { ok: false; reason: VinProblem; message: string };

/** The VIN's shape: 17 characters of A–Z and 0–9 without I, O or Q. */
export function validateVin(input: string): VinCheck {
  const vin = normalizeVin(input);
  const fail = (reason: VinProblem): VinCheck => ({ ok: false, reason, message: VIN_PROBLEM_MESSAGES[reason] });
  if ([...vin].length !== VIN_LENGTH) return fail('length');
  if (!/^[A-Z0-9]+$/.test(vin)) return fail('characters');
  if (/[IOQ]/.test(vin)) return fail('letters');
  return { ok: true, vin };
}

/** The check digit a well-formed VIN should carry in position 9: "0"–"9" or "X" for 10. */
export function expectedCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < VIN_LENGTH; i++) sum += (transliterate(vin[i] ?? '') ?? 0) * WEIGHTS[i]!;
  const rest = sum % 11;
  return rest === 10 ? 'X' : String(rest);
}

export function checkDigitMatches(vin: string): boolean {
  return vin[8] === expectedCheckDigit(vin);
}
