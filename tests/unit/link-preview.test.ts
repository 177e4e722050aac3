import { describe, expect, it } from 'vitest';
import { linkPreviewTags, previewOffer } from '../../src/shared/rules/link-preview';
import type { RankedOffer } from '../../src/shared/rules/best-offer';

const offer = (totalPrice: number, inStock: boolean): RankedOffer => ({ id: totalPrice, totalPrice, inStock });

const base = {
  siteName: 'Pitlane',
  title: 'Front Brake Pad Set | Pitlane',
  description: 'Pads.',
  url: 'https://pitlane.example/product/pads',
  image: { url: 'https://pitlane.example/og-image.png', alt: 'Pitlane' },
  imageIsSiteCard: true,
};

const byKey = (tags: ReturnType<typeof linkPreviewTags>) => Object.fromEntries(tags.map((tag) => [tag.key, tag]));

describe('link preview tags', () => {
  it('gives a plain page every Open Graph and Twitter tag the previews require, Open Graph as property, Twitter as name', () => {
    const tags = byKey(linkPreviewTags({ ...base, offer: null }));
    for (const key of ['og:title', 'og:type', 'og:url', 'og:image', 'og:image:alt', 'og:description', 'og:site_name']) {
      expect(tags[key]?.attribute, key).toBe('property');
    }
    for (const key of ['twitter:card', 'twitter:title', 'twitter:description', 'twitter:image', 'twitter:image:alt']) {
      expect(tags[key]?.attribute, key).toBe('name');
    }
    expect(tags['og:type']?.content).toBe('website');
    expect(tags['og:image:width']?.content).toBe('1200');
    expect(tags['product:price:amount']).toBeUndefined();
  });

  it('makes a part a product with its price, currency and availability, and no size for its own picture', () => {
    const tags = byKey(linkPreviewTags({ ...base, imageIsSiteCard: false, offer: { amount: 89.9, inStock: true, brand: 'Textar' } }));
    expect(tags['og:type']?.content).toBe('product');
    expect(tags['product:price:amount']?.content).toBe('89.90');
    expect(tags['product:price:currency']?.content).toBe('USD');
    expect(tags['og:availability']?.content).toBe('instock');
    expect(tags['og:image:width']).toBeUndefined();
  });

  it('prices a part by the offer rule: the best in-stock total, else the lowest total and out of stock', () => {
    expect(previewOffer({ brand: 'B', listings: [offer(50, false), offer(70, true), offer(60, true)] })).toEqual({ amount: 60, inStock: true, brand: 'B' });
    expect(previewOffer({ brand: 'B', listings: [offer(50, false), offer(40, false)] })).toEqual({ amount: 40, inStock: false, brand: 'B' });
    expect(previewOffer({ brand: 'B', listings: [] })).toBeNull();
  });
});
