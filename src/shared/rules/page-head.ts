/**
 * What goes into a page's <head> for search engines — title, description, canonical url and
 * JSON-LD — built from the same API data on both sides: the web app sets it after loading the data,
 * and the server injects it into the initial HTML (gate off). One builder per page keeps the two
 * from ever disagreeing.
 */
import type { GuideDetail } from '../schemas/guides';
import type { PartDetail } from '../schemas/parts';
import { type PreviewImage, type PreviewOffer, previewOffer } from './link-preview';
import { normalizePartNumber } from './part-number';
import { type JsonLd, productJsonLd } from './structured-data';
import { metaDescription } from './text';

export const SITE_NAME = 'Pitlane';

export interface PageHead {
  /** Page name; `documentTitle` appends the site name. */
  title: string;
  description: string;
  /** Site-relative path of the canonical url, or null when the page has none. */
  canonicalPath: string | null;
  jsonLd: JsonLd | null;
  /** The picture a shared link shows; the site's card when absent. */
  image?: PreviewImage | null;
  /** A part's price and availability for a shared link's preview. */
  offer?: PreviewOffer | null;
}

/**
 * What a page asked for while the server rendered it. `canonicalPath` undefined: the page named none,
 * so its own address (without the query) is canonical; null: it has none on purpose (a search with
 * words in it).
 */
export interface RenderedHead {
  title: string;
  description: string;
  canonicalPath?: string | null;
}

/** The text of <title>: "Page | Pitlane", or the bare site name for the home page. */
export function documentTitle(title: string): string {
  return title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
}

/** A site path as an absolute url on `origin` (canonical links and JSON-LD need absolute urls). */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, origin).href;
}

type PartForHead = Pick<PartDetail, 'name' | 'description' | 'brand' | 'partNumber' | 'rating' | 'reviewCount' | 'imageUrl' | 'listings'>;

/** A part's picture and price for a shared link. */
function partPreview(part: PartForHead): Pick<PageHead, 'image' | 'offer'> {
  return { image: part.imageUrl ? { url: part.imageUrl, alt: part.name } : null, offer: previewOffer(part) };
}

function partJsonLd(part: PartForHead, origin: string, path: string): JsonLd {
  return productJsonLd({
    url: absoluteUrl(origin, path),
    imageUrl: part.imageUrl ? absoluteUrl(origin, part.imageUrl) : null,
    name: part.name,
    description: part.description,
    brand: part.brand,
    partNumber: part.partNumber,
    rating: part.rating,
    reviewCount: part.reviewCount,
    offers: part.listings,
  });
}

/** /part/{partNumber}: canonical under the normalized number, whatever form the visitor typed. */
export function partNumberPagePath(partNumber: string): string {
  return `/part/${encodeURIComponent(normalizePartNumber(partNumber))}`;
}

export function partPageHead(part: PartForHead, origin: string): PageHead {
  const path = partNumberPagePath(part.partNumber);
  return {
    title: `${part.name} (${part.partNumber})`,
    description: metaDescription(part.description),
    canonicalPath: path,
    jsonLd: partJsonLd(part, origin, path),
    ...partPreview(part),
  };
}

/** /product/{slug}. */
export function productPageHead(part: PartForHead & Pick<PartDetail, 'slug'>, origin: string): PageHead {
  const path = `/product/${part.slug}`;
  return {
    title: part.name,
    description: metaDescription(part.description),
    canonicalPath: path,
    jsonLd: partJsonLd(part, origin, path),
    ...partPreview(part),
  };
}

type GuideForHead = Pick<GuideDetail, 'title' | 'description' | 'path' | 'content'>;

/**
 * schema.org HowTo for a guide page. Guides without numbered steps (the Ferrari checklist, the
 * Lamborghini fluids) describe their work in sections, so each section becomes a step there.
 */
export function howToJsonLd(guide: GuideForHead, pageUrl: string): JsonLd {
  const { content } = guide;
  const steps =
    content.steps.length > 0
      ? content.steps.map((step) => ({ name: step.title, text: step.body }))
      : content.sections.map((section) => ({
          name: section.title,
          text:
            section.kind === 'system'
              ? section.items.join('. ')
              : [section.frequency, section.check, section.topUp].filter(Boolean).join(' '),
        }));
  return {
    '@context': 'https://schema.org',
    '@type': 'HowTo',
    name: guide.title,
    description: guide.description,
    url: pageUrl,
    tool: content.tools.map((name) => ({ '@type': 'HowToTool', name })),
    supply: content.parts.map((part) => ({ '@type': 'HowToSupply', name: part.name })),
    step: steps.map((step, index) => ({ '@type': 'HowToStep', position: index + 1, ...step })),
  };
}

export function guidePageHead(guide: GuideForHead, origin: string): PageHead {
  return {
    title: guide.title,
    description: metaDescription(guide.description),
    canonicalPath: guide.path,
    jsonLd: howToJsonLd(guide, absoluteUrl(origin, guide.path)),
  };
}

/** /search?categoryId=N with no other filter: a category's listing page. */
export function categorySearchPath(categoryId: number): string {
  return `/search?categoryId=${categoryId}`;
}

export function categorySearchDescription(categoryName: string): string {
  return metaDescription(
    `Compare prices on ${categoryName.toLowerCase()} for luxury and performance cars across specialty retailers: shipping, stock and delivery side by side.`,
  );
}

export function categorySearchHead(category: { id: number; name: string }, origin: string): PageHead {
  const path = categorySearchPath(category.id);
  const description = categorySearchDescription(category.name);
  return {
    title: category.name,
    description,
    canonicalPath: path,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
      name: category.name,
      description,
      url: absoluteUrl(origin, path),
    },
  };
}

/**
 * The category id when a search address is a plain category listing (`?categoryId=N` and nothing
 * else), the one kind of search page worth indexing; null for any other search.
 */
export function categoryListingId(params: URLSearchParams): number | null {
  const keys = [...params.keys()];
  if (keys.length !== 1 || keys[0] !== 'categoryId') return null;
  const value = params.get('categoryId') ?? '';
  return /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
}
