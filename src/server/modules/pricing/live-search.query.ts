/**
 * What live search asks vendors: a part number when the words are one, otherwise the words with
 * the make's brand name in front (the make-based query prefix, the rule the results page
 * uses too).
 */
import { isNumberShaped, looksLikePartNumber } from '@shared/rules/part-number';
import { withMakePrefix } from '@shared/rules/search';
import { slugify } from '@shared/rules/text';
import type { LiveSearchQuery } from '@shared/schemas/pricing';
import type { VendorQuery } from './connectors/types';

/** A term is searched as a part number when it is shaped like one and carries a digit. */
export function liveSearchVendorQuery(query: LiveSearchQuery): VendorQuery {
  const vehicle = { make: query.make || undefined, model: query.model || undefined, year: query.year };
  if (looksLikePartNumber(query.q) && isNumberShaped(query.q.trim())) return { partNumber: query.q, vehicle };
  // The make may come as a name ("Mercedes Benz") as well as a slug; the rule is keyed by slug.
  return { text: withMakePrefix(query.q, query.make ? slugify(query.make) : undefined), vehicle };
}
