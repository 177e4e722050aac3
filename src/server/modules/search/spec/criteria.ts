import type { OfferFilterName } from '@shared/rules/offer-filters';
import type { SearchSort } from '@shared/schemas/search';

/** What the search engine filters and orders by, already resolved to ids and cents. */
export interface SearchCriteria {
  text?: string;
  /**
   * The text with its synonyms as a to_tsquery expression, when query understanding added any; it is
   * what matches then (the text, without them, is what the shopper sees searched for).
   */
  tsquery?: string;
  /** The text as a normalized part number, when it could be one. */
  partNumber?: string;
  categoryId?: number;
  makeId?: number;
  modelId?: number;
  year?: number;
  minPriceCents?: number;
  maxPriceCents?: number;
  vendorIds?: number[];
  brands?: string[];
  /** Brands the words name in full (as stored): best match puts their parts first. */
  namedBrands?: string[];
  /**
   * The catalog part types the words name ("brake pads": front and rear pad sets): their parts come
   * first under every sort, the sort applying within them and then to the rest.
   */
  partTypes?: string[];
  /** Catalog part type ids the shopper ticked: only parts of one of them match (unlike `partTypes`, which orders). */
  partTypeFilter?: string[];
  /** Offer filters chosen (rules/offer-filters.ts): a result needs an offer passing all of them. */
  offerFilters?: readonly OfferFilterName[];
  sort: SearchSort;
  limit: number;
  offset: number;
}
