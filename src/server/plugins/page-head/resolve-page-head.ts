/**
 * The head of the pages search engines should see with content in the first HTML (gate off):
 * /part/{partNumber}, /product/{slug}, guide pages and category listings (/search?categoryId=N).
 * Built through the same services (handed over by the composition root) and shared builders as the
 * API and web app.
 */
import {
  categorySearchHead,
  categoryListingId,
  guidePageHead,
  type PageHead,
  partPageHead,
  productPageHead,
} from '@shared/rules/page-head';
import type { CatalogService } from '../../modules/catalog';
import type { GuideService } from '../../modules/guides';
import type { PartsService } from '../../modules/parts';
import { HttpError } from '../../http/http-error';

/**
 * The head to inject (null: the shell's default), and whether the page exists: a part or product
 * page for an unknown part answers 404, so search engines drop it instead of indexing the app's
 * not-found card as a page.
 */
export interface ResolvedPage {
  head: PageHead | null;
  found: boolean;
}

export type PageHeadResolver = (url: string, origin: string) => Promise<ResolvedPage>;

const found = (head: PageHead | null): ResolvedPage => ({ head, found: true });
const NOT_FOUND: ResolvedPage = { head: null, found: false };

/** A lookup that 404s means "no such page": the app shell is served as it is and shows its own not-found card. */
async function orNull<T>(lookup: Promise<T>): Promise<T | null> {
  try {
    return await lookup;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  }
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment).trim() || null;
  } catch {
    return null;
  }
}

/** What the heads are read from. */
export interface PageHeadSources {
  parts: Pick<PartsService, 'byNumber' | 'bySlug'>;
  guides: Pick<GuideService, 'get'>;
  catalog: Pick<CatalogService, 'categories'>;
}

export function createPageHeadResolver({ parts, guides, catalog }: PageHeadSources): PageHeadResolver {

  return async (url, origin) => {
    const { pathname, searchParams } = new URL(url, origin);
    const segments = pathname.split('/').filter(Boolean);

    if (segments.length === 2 && segments[0] === 'part') {
      const partNumber = decodeSegment(segments[1] ?? '');
      const lookup = partNumber ? await orNull(parts.byNumber(partNumber)) : null;
      // The page treats a part no vendor lists as not found, so it is not found here either.
      return lookup && lookup.vendors.length > 0 ? found(partPageHead(lookup.part, origin)) : NOT_FOUND;
    }
    if (segments.length === 2 && segments[0] === 'product') {
      const slug = decodeSegment(segments[1] ?? '')?.toLowerCase();
      const part = slug && /^[a-z0-9-]{1,200}$/.test(slug) ? await orNull(parts.bySlug(slug)) : null;
      return part ? found(productPageHead(part, origin)) : NOT_FOUND;
    }
    if (pathname === '/search') {
      const categoryId = categoryListingId(searchParams);
      const category = categoryId ? (await catalog.categories()).find((c) => c.id === categoryId) : undefined;
      return found(category ? categorySearchHead(category, origin) : null);
    }
    // Guides are known by their stored path (/guides/…, /bmw-timing-belts); the slug is its last segment.
    const slug = segments.at(-1);
    if (slug && /^[a-z0-9-]{1,100}$/.test(slug)) {
      const guide = await orNull(guides.get(slug));
      if (guide && guide.path === pathname) return found(guidePageHead(guide, origin));
    }
    if (segments[0] === 'guides') return NOT_FOUND;
    return found(null);
  };
}
