/**
 * A few demo offers whose price was last confirmed days ago, so the demo (and the browser tests) show
 * "price may be out of date" without waiting 48 hours. Chosen without the random generator, so the
 * rest of the catalog stays exactly as it was.
 *
 * Only a part's dearest offer by total price is aged, and never its only offer in stock: it is listed
 * last of its stock group either way, so the offer order and the part's best in-stock total are the
 * same as they would be if it were fresh.
 */
import { totalCents } from '../../../shared/rules/best-offer';
import { FEED_BACKED_DEMO_VENDORS } from '../data/vendors';
import type { ListingSeed, PartSeed } from './types';

const DAY_MS = 86_400_000;
/** Every this-many-th part with enough offers gets one aged offer. */
const EVERY_NTH_PART = 12;
const MIN_OFFERS = 3;
export const STALE_DEMO_OFFER_AGE_DAYS = 3;


const total = (l: ListingSeed) => totalCents(l.priceCents, l.shippingCostCents);

function dearest(listings: readonly ListingSeed[]): ListingSeed | undefined {
  return listings.reduce<ListingSeed | undefined>((top, l) => (top && total(top) >= total(l) ? top : l), undefined);
}

/** Sets `lastSeenAt` days back on the dearest offer of every 12th demo part that has several offers. */
export function ageSomeDemoOffers(parts: readonly PartSeed[], now: Date): void {
  const seenAt = new Date(now.getTime() - STALE_DEMO_OFFER_AGE_DAYS * DAY_MS);
  let eligible = 0;
  for (const part of parts) {
    if (part.listings.length < MIN_OFFERS) continue;
    if (eligible++ % EVERY_NTH_PART !== 0) continue;
    const offer = dearest(part.listings);
    // A feed-backed vendor's scheduled feed confirms its offers again within a minute of the first
    // start, so aging one would not last. A price that changed since cannot have been confirmed last
    // before that change.
    const lastChange = offer?.history.at(-1)?.recordedAt;
    if (!offer || FEED_BACKED_DEMO_VENDORS.has(offer.vendorSlug) || (lastChange && lastChange > seenAt)) continue;
    // Ties on the top total would make the order depend on the freshness: leave those parts alone.
    if (part.listings.some((l) => l !== offer && total(l) === total(offer))) continue;
    // An only offer in stock stays the best buy whatever its age: keep it fresh so the demo shows
    // "may be out of date" only where it moves nothing.
    if (offer.inStock && !part.listings.some((l) => l !== offer && l.inStock)) continue;
    offer.lastSeenAt = seenAt;
  }
}
