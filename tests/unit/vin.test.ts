import { describe, expect, it } from 'vitest';
import {
  CHECK_DIGIT_WARNING,
  EUROPEAN_CHECK_DIGIT_NOTE,
  checkDigitMatches,
  checkDigitWarning,
  expectedCheckDigit,
  normalizeVin,
  transliterate,
  undecodableVinMessage,
  validateVin,
  withExpectedCheckDigit,
} from '../../src/shared/rules/vin';

describe('VIN rules', () => {
  it('transliterates letters as the check-digit table says, digits as themselves, and refuses I, O, Q', () => {
    expect([...'ABCDEFGH'].map(transliterate)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...'JKLMNPR'].map(transliterate)).toEqual([1, 2, 3, 4, 5, 7, 9]);
    expect([...'STUVWXYZ'].map(transliterate)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect([...'0123456789'].map(transliterate)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const c of ['I', 'O', 'Q', 'a', '-', '']) expect(transliterate(c)).toBeUndefined();
  });

  it('computes the check digit with the weights 8 7 6 5 4 3 2 10 0 9 8 7 6 5 4 3 2', () => {
    // NHTSA's worked example (49 CFR 565.15): 1M8GDM9A_KP042788 → check digit 9 ... as X when the rest is 10.
    expect(expectedCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(checkDigitMatches('1M8GDM9AXKP042788')).toBe(true);
    expect(expectedCheckDigit('11111111111111111')).toBe('1');
    expect(checkDigitMatches('WBS8M9C58J5K98765')).toBe(true);
    expect(checkDigitMatches('WBS8M9C50J5K98765')).toBe(false);
    expect(withExpectedCheckDigit('WBS8M9C50J5K98765')).toBe('WBS8M9C58J5K98765');
  });

  it('calls a mismatch no typo on a European maker’s VIN, and a likely typo elsewhere', () => {
    expect(checkDigitWarning('EUROPE')).toBe(EUROPEAN_CHECK_DIGIT_NOTE);
    expect(EUROPEAN_CHECK_DIGIT_NOTE).toMatch(/European-market VINs do not use position 9 as a check digit/);
    expect(checkDigitWarning('NORTH AMERICA')).toBe(CHECK_DIGIT_WARNING);
    expect(checkDigitWarning(null)).toBe(CHECK_DIGIT_WARNING);
  });

  it('says why a VIN names no vehicle', () => {
    expect(undecodableVinMessage('ZZZZZZZZZZZZZZZZZ', null)).toMatch(/could not be decoded: unknown manufacturer code ZZZ\./);
    expect(undecodableVinMessage('WBAZZZZZ1ZZZZZZZZ', 'BMW AG')).toMatch(/manufacturer code WBA is BMW AG's, but characters 4–8 name no vehicle/);
  });

  it('names each reason a VIN is refused', () => {
    expect(validateVin('WBS8M9C58J5K9876')).toMatchObject({ ok: false, reason: 'length' });
    expect(validateVin('WBS8M9C58J5K987655')).toMatchObject({ ok: false, reason: 'length' });
    expect(validateVin('')).toMatchObject({ ok: false, reason: 'length' });
    expect(validateVin('WBS8M9C58J5K9876I')).toMatchObject({ ok: false, reason: 'letters' });
    expect(validateVin('WBS8M9C58J5KO8765')).toMatchObject({ ok: false, reason: 'letters' });
    expect(validateVin('QBS8M9C58J5K98765')).toMatchObject({ ok: false, reason: 'letters' });
    expect(validateVin('WBS8M9C58J5K9876*')).toMatchObject({ ok: false, reason: 'characters' });
    expect(validateVin('WBS8M9C58J5K9876É')).toMatchObject({ ok: false, reason: 'characters' });
    expect(validateVin('WBS8M9C58J5K98765')).toEqual({ ok: true, vin: 'WBS8M9C58J5K98765' });
  });

  it('accepts lower case and the spaces or dashes people type between groups', () => {
    expect(normalizeVin(' wbs8m9c5-8j5k 98765 ')).toBe('WBS8M9C58J5K98765');
    expect(validateVin('wbs8m9c58j5k98765')).toEqual({ ok: true, vin: 'WBS8M9C58J5K98765' });
  });
});
