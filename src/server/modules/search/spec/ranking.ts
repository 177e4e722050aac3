/**
 * The weights of best match, read by both search engines (the SQL builder and the in-process index)
 * so they rank alike. ts_rank, the base score, stays below 1.
 */

/**
 * What a part gains when its words hold the searched words as a phrase, in order and side by side
 * ("brake pad" in "Front Brake Pad Set", not in "Brake Fluid for … Pad"): a phrase match ranks ahead
 * of most scattered ones without passing exact number hits.
 */
export const PHRASE_BOOST = 0.5;

/**
 * What a part gains when the words name its brand in full ("bilstein" → Bilstein's parts, ahead of
 * Febi Bilstein's). Below the phrase boost: the part the words describe comes first.
 */
export const NAMED_BRAND_BOOST = 0.25;

/**
 * A near-miss part number ranks its pg_trgm similarity times this: a part's own number a little above
 * an interchange number. Exact hits rank 1.0 and sort first by their own key.
 */
export const NUMBER_SIMILARITY_WEIGHT = { own: 0.5, interchange: 0.4 } as const;
