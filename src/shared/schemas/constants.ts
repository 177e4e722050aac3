/**
 * Values the schemas are built from that the web app also shows or uses on its own. Kept free of
 * zod so a page can use them without loading the schemas (decision 004); the schema modules
 * re-export them.
 */

export const SEARCH_SORTS = ['price_asc', 'price_desc', 'best_match', 'highest_rated', 'fastest_shipping'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const DEFAULT_PAGE_SIZE = 5;

/** The search address's bounds, which the results page's address checks as the API does. */
export const SEARCH_MAX_PAGE = 10_000;
/** A make or model slug, once trimmed and lower-cased ("bmw", "3-series-e90"). */
export const SEARCH_SLUG_PATTERN = /^[a-z0-9-]{1,100}$/;
/** A price bound in dollars, at most two decimals ("49.99"). */
export const SEARCH_PRICE_PATTERN = /^\d+(\.\d{1,2})?$/;
export const SEARCH_MAX_PRICE_DOLLARS = 10_000_000;

/** The model years the catalog knows. */
export const VEHICLE_YEAR_MIN = 1900;
export const VEHICLE_YEAR_MAX = 2100;

/** The largest id a row can have (a PostgreSQL integer): a larger one names no row, and would fail the query. */
export const MAX_ROW_ID = 2_147_483_647;

export const PRICE_MAY_BE_OUT_OF_DATE = 'Price may be out of date';

/** Longest question the assistant accepts: the panel's input stops there too. */
export const ASSISTANT_QUERY_MAX_LENGTH = 200;

/** The one message for a missing part number or make. */
export const LIVE_PRICING_REQUIRED_MESSAGE = 'Part number and make are required';
/** Year when the dialog leaves it empty. */
export const LIVE_PRICING_DEFAULT_YEAR = 2020;
/** Makes offered by the Live Pricing dialog. */
export const LIVE_PRICING_MAKES = ['BMW', 'Mercedes-Benz', 'Audi', 'Volkswagen', 'Porsche'] as const;
/** Live answers are cached for 5 minutes (server per vendor, client per query). */
export const LIVE_RESULTS_CACHE_MS = 5 * 60 * 1000;

/** The most of one part a basket line holds. */
export const BASKET_MAX_QUANTITY = 99;
