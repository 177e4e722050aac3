import { wasPriceVerdict } from '@shared/rules/deal-labels';

/** What a listing may show of its "was" price: the rule's decision, in cents. */
export interface WasPriceDisplay {
  /** The vendor's "was" price is backed by its own history: show the strike-through and "Save N%". */
  wasPriceSupported: boolean;
  /** The vendor's lowest item price of the last 30 days, shown next to a discount; null without one. */
  lowest30DayCents: number | null;
}

const NO_CLAIM: WasPriceDisplay = { wasPriceSupported: false, lowest30DayCents: null };

/**
 * Applies the was-price rule (shared/rules/deal-labels.ts) to a listing whose item price is
 * `priceCents` and whose vendor claims `originalCents`, from its last 30 daily prices (oldest first,
 * as `wasWindowPrices` selects them). No claim, or no reduction, shows nothing.
 */
export function wasPriceDisplay(
  priceCents: number,
  originalCents: number | null,
  windowPrices: readonly (number | null)[] | null | undefined,
): WasPriceDisplay {
  if (originalCents == null || originalCents <= priceCents || !windowPrices) return NO_CLAIM;
  const verdict = wasPriceVerdict(windowPrices, originalCents);
  return verdict.supported ? { wasPriceSupported: true, lowest30DayCents: verdict.lowest30Cents } : NO_CLAIM;
}
