import { productJsonLd, type JsonLd } from '@shared/rules/structured-data';
import type { PartDetail } from '@shared/schemas/parts';

/** A path of this site as an absolute url (structured data and canonical links need absolute urls). */
export function absoluteUrl(path: string): string {
  return new URL(path, window.location.origin).href;
}

/** Product JSON-LD for a part: its offers aggregated in USD, offer count = number of listings. */
export function partJsonLd(part: PartDetail, pagePath: string): JsonLd {
  return productJsonLd({
    url: absoluteUrl(pagePath),
    imageUrl: part.imageUrl ? absoluteUrl(part.imageUrl) : null,
    name: part.name,
    description: part.description,
    brand: part.brand,
    partNumber: part.partNumber,
    rating: part.rating,
    offers: part.listings,
  });
}
