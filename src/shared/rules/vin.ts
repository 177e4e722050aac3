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

export const CHECK_DIGIT_WARNING = 'The check digit (character 9) does not match the rest of the VIN; please re-check it for a typo.';

/**
 * A mismatch on a VIN from a European maker: Europe's VINs need not carry the North American check
 * digit, so it is no sign of a typo there.
 */
export const EUROPEAN_CHECK_DIGIT_NOTE =
  'Character 9 is not the North American check digit. European-market VINs do not use position 9 as a check digit, so this is expected for a car sold in Europe; for a car sold in North America, re-check the VIN.';

/** Manufacturer regions (vPIC's names) whose home-market VINs leave position 9 free. */
const REGIONS_WITHOUT_CHECK_DIGIT = new Set(['EUROPE']);

/** What to say about a check digit that does not match, by the region of the VIN's manufacturer code. */
export function checkDigitWarning(region: string | null): string {
  return region && REGIONS_WITHOUT_CHECK_DIGIT.has(region.toUpperCase()) ? EUROPEAN_CHECK_DIGIT_NOTE : CHECK_DIGIT_WARNING;
}

/** The world manufacturer identifier: the first three characters. */
export const manufacturerCode = (vin: string): string => vin.slice(0, 3);

/**
 * Why a well-formed VIN decodes to no vehicle: its manufacturer code is unknown, or the maker is
 * known but not the vehicle the descriptor (characters 4–8) names.
 */
export function undecodableVinMessage(vin: string, manufacturer: string | null): string {
  const code = manufacturerCode(vin);
  const why = manufacturer
    ? `the manufacturer code ${code} is ${manufacturer}'s, but characters 4–8 name no vehicle of theirs we know`
    : `unknown manufacturer code ${code}`;
  return `This VIN could not be decoded: ${why}. Check it, or choose your vehicle with the selector.`;
}

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

/**
 * The VIN with the check digit its other characters call for in position 9: what to look up, since
 * nothing else is read from that position and a decoder refuses a VIN whose digit is off.
 */
export function withExpectedCheckDigit(vin: string): string {
  return `${vin.slice(0, 8)}${expectedCheckDigit(vin)}${vin.slice(9)}`;
}
