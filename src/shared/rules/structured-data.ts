/**
 * schema.org JSON-LD builders for the part pages and the part-number search screen. Pure: the
 * caller passes the site origin, so the same builders serve the browser and any server render.
 */
import { lowestTotal, type RankedOffer } from './best-offer';

export type JsonLd = Record<string, unknown>;

/** Every amount is USD. */
export const STRUCTURED_DATA_CURRENCY = 'USD';

export interface ProductJsonLdInput {
  /** Absolute url of the page, also used as the product's canonical url. */
  url: string;
  /** Absolute image url, or null when the part has none. */
  imageUrl: string | null;
  name: string;
  description: string;
  brand: string;
  partNumber: string;
  rating: number;
  /** The reviews the page says the part has ("N reviews"): the same number goes into the data. */
  reviewCount: number;
  /** Every offer (decimal amounts); the builder works out the aggregate by the offer rule. */
  offers: readonly RankedOffer[];
}

/** Decimal amount as schema.org expects it: a plain number with two decimals ("7.90"). */
function amount(value: number): string {
  return value.toFixed(2);
}

function highestTotal(offers: readonly RankedOffer[]): number {
  return offers.reduce((max, o) => Math.max(max, o.totalPrice), 0);
}

/**
 * A Product with an AggregateOffer and an AggregateRating. The offer's lowPrice is the offer rule's
 * lowest price (the best in-stock total the page shows; the lowest total when nothing is in stock),
 * highPrice the dearest total, in USD. reviewCount is the part's review count, the number the page
 * shows. Offers are left out when there are none and the rating when it or its count is 0, because
 * search engines reject empty aggregates.
 */
export function productJsonLd(input: ProductJsonLdInput): JsonLd {
  const data: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.name,
    description: input.description,
    sku: input.partNumber,
    mpn: input.partNumber,
    brand: { '@type': 'Brand', name: input.brand },
    url: input.url,
  };
  if (input.imageUrl) data.image = input.imageUrl;
  if (input.offers.length > 0) {
    const anyInStock = input.offers.some((o) => o.inStock);
    const lowest = lowestTotal(input.offers) ?? Math.min(...input.offers.map((o) => o.totalPrice));
    data.offers = {
      '@type': 'AggregateOffer',
      lowPrice: amount(lowest),
      highPrice: amount(highestTotal(input.offers)),
      offerCount: input.offers.length,
      priceCurrency: STRUCTURED_DATA_CURRENCY,
      availability: anyInStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    };
  }
  const reviewCount = input.reviewCount;
  if (input.rating > 0 && reviewCount > 0) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: input.rating,
      bestRating: 5,
      worstRating: 1,
      reviewCount,
    };
  }
  return data;
}

export interface SearchPageJsonLdInput {
  /** Absolute url of the search screen. */
  url: string;
  name: string;
  description: string;
  /** Absolute url with a {partNumber} placeholder where the searched number goes. */
  targetTemplate: string;
}

/** A WebPage whose SearchAction tells search engines how a part-number search is addressed. */
export function searchPageJsonLd(input: SearchPageJsonLdInput): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: input.name,
    description: input.description,
    url: input.url,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: input.targetTemplate },
      'query-input': 'required name=partNumber',
    },
  };
}

/**
 * JSON text for a <script type="application/ld+json"> block. "<" is escaped so the text can never
 * close the script element, even if the block is ever serialized into HTML.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
