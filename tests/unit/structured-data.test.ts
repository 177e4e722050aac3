/** JSON-LD builders for the part pages and the part-number search screen. */
import { describe, expect, it } from 'vitest';
import {
  productJsonLd,
  type ProductJsonLdInput,
  searchPageJsonLd,
  serializeJsonLd,
} from '../../src/shared/rules/structured-data';

const input = (values: Partial<ProductJsonLdInput> = {}): ProductJsonLdInput => ({
  url: 'https://pitlane.example/product/exhaust-gasket',
  imageUrl: 'https://pitlane.example/img/parts/exhaust-gasket.svg',
  name: 'Exhaust Manifold Gasket',
  description: 'Multi-layer steel gasket.',
  brand: 'Elring',
  partNumber: '11 62 1 259 307',
  rating: 4.8,
  reviewCount: 20,
  offers: [
    { totalPrice: 9.49, inStock: true },
    { totalPrice: 7.88, inStock: true },
    { totalPrice: 12.5, inStock: true },
  ],
  ...values,
});

describe('productJsonLd', () => {
  it('describes the part as a schema.org Product', () => {
    const data = productJsonLd(input());
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Exhaust Manifold Gasket',
      description: 'Multi-layer steel gasket.',
      sku: '11 62 1 259 307',
      mpn: '11 62 1 259 307',
      brand: { '@type': 'Brand', name: 'Elring' },
      url: 'https://pitlane.example/product/exhaust-gasket',
      image: 'https://pitlane.example/img/parts/exhaust-gasket.svg',
    });
  });

  it('aggregates the offers by total price: lowest, highest, count, USD', () => {
    expect(productJsonLd(input()).offers).toEqual({
      '@type': 'AggregateOffer',
      lowPrice: '7.88',
      highPrice: '12.50',
      offerCount: 3,
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
    });
  });

  it('says out of stock only when no offer is in stock', () => {
    const none = productJsonLd(input({ offers: [{ totalPrice: 5, inStock: false }, { totalPrice: 6, inStock: false }] }));
    expect(none.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock', lowPrice: '5.00' });
    const some = productJsonLd(input({ offers: [{ totalPrice: 5, inStock: false }, { totalPrice: 6, inStock: true }] }));
    expect(some.offers).toMatchObject({ availability: 'https://schema.org/InStock' });
  });

  it('takes lowPrice from the offer rule: an out-of-stock offer is never the lowest', () => {
    const offers = [
      { totalPrice: 4.99, inStock: false },
      { totalPrice: 18.4, inStock: true },
      { totalPrice: 15.95, inStock: true },
    ];
    expect(productJsonLd(input({ offers })).offers).toMatchObject({ lowPrice: '15.95', highPrice: '18.40' });
  });

  it('gives the review count the page shows', () => {
    expect(productJsonLd(input({ rating: 4.8, reviewCount: 20 })).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.8,
      bestRating: 5,
      worstRating: 1,
      reviewCount: 20,
    });
    expect(productJsonLd(input({ rating: 4.3, reviewCount: 0 }))).not.toHaveProperty('aggregateRating');
  });

  it('leaves out empty aggregates and a missing image', () => {
    const data = productJsonLd(input({ offers: [], rating: 0, imageUrl: null }));
    expect(data).not.toHaveProperty('offers');
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('image');
  });
});

describe('searchPageJsonLd', () => {
  it('is a WebPage with a part-number SearchAction', () => {
    const data = searchPageJsonLd({
      url: 'https://pitlane.example/part-number-search',
      name: 'Find Parts by Number',
      description: 'Search every vendor by part number.',
      targetTemplate: 'https://pitlane.example/part/{partNumber}',
    });
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      name: 'Find Parts by Number',
      description: 'Search every vendor by part number.',
      url: 'https://pitlane.example/part-number-search',
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: 'https://pitlane.example/part/{partNumber}' },
        'query-input': 'required name=partNumber',
      },
    });
  });
});

describe('serializeJsonLd', () => {
  it('is JSON that can never close its script element', () => {
    const data = productJsonLd(input({ name: 'Gasket </script><script>alert(1)</script>' }));
    const text = serializeJsonLd(data);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(data);
  });
});
