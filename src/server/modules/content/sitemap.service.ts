import type { Database } from '../../db/client';
import * as queries from './sitemap.queries';
import { sitemapIndexXml, urlsetXml } from './sitemap.xml';

/** Every indexable page of the web app that is not generated from data. /download-slides is deliberately absent. */
export const SITE_PAGES = [
  '/',
  '/how-it-works',
  '/vendors',
  '/your-genius',
  '/knowledge-base',
  '/contact',
  '/part-number-search',
  '/faq',
  '/shipping',
  '/returns',
  '/privacy',
  '/terms',
  '/sitemap',
  '/pitch-deck',
  '/bmw-timing-belts',
] as const;

/** The protocol's limit per sitemap file; a larger catalog is split and listed by a sitemap index. */
export const MAX_URLS_PER_SITEMAP = 50_000;

type PartSectionKind = 'products' | 'part-numbers';
type Section = { kind: 'pages' } | { kind: PartSectionKind; page: number };

/** Sitemap file names under /sitemaps/: "pages.xml", "products-3.xml", "part-numbers-1.xml". */
export const SECTION_FILE = /^(pages|products-[1-9]\d{0,6}|part-numbers-[1-9]\d{0,6})\.xml$/;

function parseSection(file: string): Section | null {
  const match = SECTION_FILE.exec(file);
  if (!match) return null;
  const name = match[1]!;
  if (name === 'pages') return { kind: 'pages' };
  const dash = name.lastIndexOf('-');
  return { kind: name.slice(0, dash) as PartSectionKind, page: Number(name.slice(dash + 1)) };
}

const productPath = (slug: string) => `/product/${encodeURIComponent(slug)}`;
const partNumberPath = (number: string) => `/part/${encodeURIComponent(number)}`;

export interface SitemapOptions {
  /** Lowered by tests to exercise the split without a 50,000-part catalog. */
  maxUrlsPerFile?: number;
}

export function createSitemapService(db: Database, options: SitemapOptions = {}) {
  const max = options.maxUrlsPerFile ?? MAX_URLS_PER_SITEMAP;
  const fileCount = (urls: number) => Math.max(1, Math.ceil(urls / max));

  /** Static pages, then categories, makes and guides; a guide served at a static route appears once. */
  async function pagePaths(): Promise<string[]> {
    const { categoryIds, makeSlugs, guidePaths } = await queries.listSitemapEntities(db);
    const paths = [
      ...SITE_PAGES,
      ...categoryIds.map((id) => `/search?categoryId=${id}`),
      ...makeSlugs.map((slug) => `/search?make=${encodeURIComponent(slug)}`),
      ...guidePaths,
    ];
    return [...new Set(paths)];
  }

  async function partPaths(kind: PartSectionKind, page: number): Promise<string[]> {
    const offset = (page - 1) * max;
    if (kind === 'products') return (await queries.listPartSlugs(db, offset, max)).map(productPath);
    return (await queries.listPartNumbers(db, offset, max)).map(partNumberPath);
  }

  const absolute = (base: string, paths: string[]) => paths.map((p) => new URL(p, base).href);

  return {
    /**
     * /sitemap.xml: one urlset while everything fits in one file (the usual case), otherwise an
     * index of the split files, so a catalog of millions of parts stays within the protocol.
     */
    async sitemap(base: string): Promise<string> {
      const [pages, counts] = await Promise.all([pagePaths(), queries.countPartPages(db)]);
      if (pages.length + counts.products + counts.partNumbers <= max) {
        const [products, numbers] = await Promise.all([partPaths('products', 1), partPaths('part-numbers', 1)]);
        return urlsetXml(absolute(base, [...pages, ...products, ...numbers]));
      }
      const files = [
        'pages.xml',
        ...Array.from({ length: fileCount(counts.products) }, (_, i) => `products-${i + 1}.xml`),
        ...Array.from({ length: fileCount(counts.partNumbers) }, (_, i) => `part-numbers-${i + 1}.xml`),
      ];
      return sitemapIndexXml(absolute(base, files.map((f) => `/sitemaps/${f}`)));
    },

    /** One file of a split sitemap; null for a name or page number that does not exist. */
    async section(base: string, file: string): Promise<string | null> {
      const section = parseSection(file);
      if (!section) return null;
      // Categories, makes and guides number in the hundreds at most: they always fit one file.
      if (section.kind === 'pages') return urlsetXml(absolute(base, await pagePaths()));
      const counts = await queries.countPartPages(db);
      const total = section.kind === 'products' ? counts.products : counts.partNumbers;
      if (section.page > fileCount(total)) return null;
      return urlsetXml(absolute(base, await partPaths(section.kind, section.page)));
    },
  };
}

export type SitemapService = ReturnType<typeof createSitemapService>;
