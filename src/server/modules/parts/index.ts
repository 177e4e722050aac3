/** Parts: a part's page and offers (routes and service), and the mapping of parts and offers that search, live search and the basket share. */
export { groupListings, toListing, toPartSummary, toShippingOptions, withListings } from './part-mappers';
export { findListings, findParts, type ListingRow, type PartRow } from './parts.queries';
export { dealLabelsForParts, NO_DEAL_LABELS } from './deal-labels.service';
export { partsRoutes } from './parts.routes';
export { createPartsService, type PartsService } from './parts.service';
export { createPartPageCache, type PartPageCache } from './part-page-cache';
