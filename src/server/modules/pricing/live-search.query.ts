/**
 * What live search asks vendors: a part number when the words are one, otherwise the words with
 * the make's brand name in front (spec 000 §5 "Make-based query prefix").
 */
import { looksLikePartNumber } from '@shared/rules/part-number';
import { slugify } from '@shared/rules/text';
import type { LiveSearchQuery } from '@shared/schemas/pricing';
import type { VendorQuery } from './connectors/types';

/** Make params (as slugs) that get their brand name prepended, and that name. */
const MAKE_PREFIXES: Readonly<Record<string, string>> = {
  mercedes: 'Mercedes-Benz',
  'mercedes-benz': 'Mercedes-Benz',
  bmw: 'BMW',
  porsche: 'Porsche',
  audi: 'Audi',
  volkswagen: 'Volkswagen',
};

/** "brake pads" + make bmw → "BMW brake pads"; unchanged when the words already name the make. */
export function withMakePrefix(text: string, make: string | undefined): string {
  const slug = make ? slugify(make) : '';
  const brand = MAKE_PREFIXES[slug];
  if (!brand) return text;
  const words = text.toLowerCase();
  const names = [brand.toLowerCase(), slug.replace(/-/g, ' '), slug.split('-')[0]!];
  return names.some((name) => words.includes(name)) ? text : `${brand} ${text}`;
}

/** A term is searched as a part number when it is shaped like one and carries a digit. */
export function liveSearchVendorQuery(query: LiveSearchQuery): VendorQuery {
  const vehicle = { make: query.make || undefined, model: query.model || undefined, year: query.year };
  if (looksLikePartNumber(query.q) && /\d/.test(query.q)) return { partNumber: query.q, vehicle };
  return { text: withMakePrefix(query.q, query.make), vehicle };
}
