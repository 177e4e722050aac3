/** The dialog's fields and their rules, and the makes it offers. */
import { LIVE_PRICING_DEFAULT_YEAR, LIVE_PRICING_MAKES, LIVE_PRICING_REQUIRED_MESSAGE } from '@shared/schemas/constants';
import type { LivePricingRequest } from '@shared/schemas/pricing';
import type { PartDetail } from '@shared/schemas/parts';

/** What the fields hold, as typed. */
export interface LivePricingFields {
  partNumber: string;
  make: string;
  model: string;
  year: string;
}

export const EMPTY_FIELDS: LivePricingFields = { partNumber: '', make: '', model: '', year: String(LIVE_PRICING_DEFAULT_YEAR) };

/** The button waits for both required fields to hold something. */
export function canSubmit(fields: LivePricingFields): boolean {
  return fields.partNumber !== '' && fields.make !== '';
}

/** The spec's one message when the part number (trimmed) or the make is missing, else null. */
export function fieldsProblem(fields: LivePricingFields): string | null {
  return fields.partNumber.trim() === '' || fields.make.trim() === '' ? LIVE_PRICING_REQUIRED_MESSAGE : null;
}

/** The request for complete fields; an empty year is left to the server's default (2020). */
export function toRequest(fields: LivePricingFields): LivePricingRequest {
  const partNumber = fields.partNumber.trim();
  return {
    partNumber,
    // The prototype's contract sends the part number as the name too.
    partName: partNumber,
    make: fields.make.trim(),
    model: fields.model.trim(),
    year: fields.year.trim() === '' ? undefined : Number(fields.year.trim()),
  };
}

/**
 * The product page's pre-fill: the part's number and the first vehicle it fits, from its first
 * year (fitments come ordered by make, model and year). A part with no fitment leaves the vehicle
 * for the visitor to choose.
 */
export function fieldsForPart(part: Pick<PartDetail, 'partNumber' | 'fitments'>): LivePricingFields {
  const fitment = part.fitments[0];
  if (!fitment) return { ...EMPTY_FIELDS, partNumber: part.partNumber };
  return { partNumber: part.partNumber, make: fitment.makeName, model: fitment.modelName, year: String(fitment.yearFrom) };
}

/** The five makes, plus a pre-filled make outside them so the select can show it. */
export function makeOptions(current: string): string[] {
  const makes: string[] = [...LIVE_PRICING_MAKES];
  return current && !makes.includes(current) ? [...makes, current] : makes;
}
