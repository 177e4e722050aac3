/**
 * Open Graph and Twitter card tags: what a forum, chat or social site shows for a shared link. Pure:
 * the caller passes absolute urls, so the tags are the same whoever builds them.
 */
import { lowestTotal, type RankedOffer } from './best-offer';
import { STRUCTURED_DATA_CURRENCY } from './structured-data';

export interface PreviewImage {
  /** Site path or absolute url. */
  url: string;
  alt: string;
}

/** What a part's preview says beyond its title: the price a shopper can buy at, and whether anyone has it. */
export interface PreviewOffer {
  /** Decimal USD: the offer rule's lowest price (the lowest total when nothing is in stock). */
  amount: number;
  inStock: boolean;
  brand: string;
}

/** The site's own card, for pages with no picture of their own. */
export const SITE_PREVIEW_IMAGE: PreviewImage = {
  url: '/og-image.png',
  alt: 'Pitlane: compare prices on parts for luxury European and Japanese performance cars',
};

export const SITE_PREVIEW_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The preview price and availability of a part, by the offer rule; null when no vendor lists it. */
export function previewOffer(part: { brand: string; listings: readonly RankedOffer[] }): PreviewOffer | null {
  if (part.listings.length === 0) return null;
  const best = lowestTotal(part.listings);
  return {
    amount: best ?? Math.min(...part.listings.map((offer) => offer.totalPrice)),
    inStock: best !== null,
    brand: part.brand,
  };
}

export interface LinkPreviewInput {
  siteName: string;
  title: string;
  description: string;
  /** Absolute url of the page (its canonical url when it has one). */
  url: string;
  /** Absolute image url. */
  image: PreviewImage;
  /** True for the site's own card, whose size is known. */
  imageIsSiteCard: boolean;
  offer: PreviewOffer | null;
}

/** One <meta>: Open Graph names go in `property`, Twitter's in `name`. */
export interface PreviewTag {
  attribute: 'property' | 'name';
  key: string;
  content: string;
}

export function linkPreviewTags(input: LinkPreviewInput): PreviewTag[] {
  const og = (key: string, content: string): PreviewTag => ({ attribute: 'property', key, content });
  const twitter = (key: string, content: string): PreviewTag => ({ attribute: 'name', key, content });
  const tags = [
    og('og:site_name', input.siteName),
    og('og:type', input.offer ? 'product' : 'website'),
    og('og:title', input.title),
    og('og:description', input.description),
    og('og:url', input.url),
    og('og:image', input.image.url),
    og('og:image:alt', input.image.alt),
  ];
  if (input.imageIsSiteCard) {
    tags.push(og('og:image:width', String(SITE_PREVIEW_IMAGE_SIZE.width)), og('og:image:height', String(SITE_PREVIEW_IMAGE_SIZE.height)));
  }
  if (input.offer) {
    const availability = input.offer.inStock ? 'instock' : 'oos';
    tags.push(
      og('og:availability', availability),
      og('product:price:amount', input.offer.amount.toFixed(2)),
      og('product:price:currency', STRUCTURED_DATA_CURRENCY),
      og('product:availability', input.offer.inStock ? 'in stock' : 'out of stock'),
      og('product:brand', input.offer.brand),
    );
  }
  tags.push(
    twitter('twitter:card', 'summary_large_image'),
    twitter('twitter:title', input.title),
    twitter('twitter:description', input.description),
    twitter('twitter:image', input.image.url),
    twitter('twitter:image:alt', input.image.alt),
  );
  return tags;
}
