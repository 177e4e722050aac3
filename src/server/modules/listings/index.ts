/** Listings: the one write path for offers (feeds, live pricing and review decisions alike), and how a "was" price is judged. */
export { gtinKey, prepareOffers, upsertOffers, writeOffers, type PreparedOffers } from './listings.service';
export type { ListingOffer } from './listing-offer';
export { OfferTermsRow, StoredShippingOptions } from './offer-terms';
export { findWasWindowPrices, wasWindowPrices } from './was-price.queries';
export { wasPriceDisplay } from './was-price';
