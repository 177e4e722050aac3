import { BookOpen, Car, FileCode, LayoutGrid, LifeBuoy, Mail, Wrench } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '@web/components/ui/button-variants';
import { useCategories } from '@web/entities/category/api/categories';
import { useGuideCards } from '@web/entities/guide/api/guides';
import { PageHeader } from '@web/features/legal/components/page-header';
import { type SitemapLink, SitemapSection } from '@web/features/legal/components/sitemap-section';
import { HELP_PAGES, MAIN_PAGES } from '@web/features/legal/content/sitemap-pages';
import { useMakes } from '@web/lib/catalog-queries';
import type { QueryView } from '@web/lib/query-view';
import { usePageMeta } from '@web/lib/use-page-meta';

/** A query's result turned into links, keeping its loading and error state. */
function asLinks<T>(query: QueryView<T[]>, toLink: (item: T) => SitemapLink): QueryView<SitemapLink[]> {
  return { data: query.data?.map(toLink), isPending: query.isPending, error: query.error };
}

export default function SitemapPage() {
  usePageMeta({
    title: 'Sitemap',
    description: 'Every section of Pitlane: main pages, vehicle makes, part categories, repair guides and help pages.',
  });
  const makes = asLinks(useMakes(), (make) => ({ href: `/search?make=${encodeURIComponent(make.slug)}`, label: make.name }));
  const categories = asLinks(useCategories(), (category) => ({ href: `/search?categoryId=${category.id}`, label: category.name }));
  const guides = asLinks(useGuideCards(), (guide) => ({ href: guide.path, label: guide.title, detail: guide.make }));

  return (
    <>
      <PageHeader eyebrow="Navigation" title="Sitemap">
        Every part of Pitlane on one page.
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="grid items-start gap-6 md:grid-cols-2 lg:grid-cols-3">
          <SitemapSection id="sitemap-main" title="Main Pages" Icon={LayoutGrid} links={MAIN_PAGES} />
          <SitemapSection id="sitemap-makes" title="Vehicle Makes" Icon={Car} links={makes} />
          <SitemapSection id="sitemap-categories" title="Part Categories" Icon={Wrench} links={categories} />
          <SitemapSection id="sitemap-guides" title="Knowledge Base Guides" Icon={BookOpen} links={guides} />
          <SitemapSection id="sitemap-help" title="Help & Support" Icon={LifeBuoy} links={HELP_PAGES} />
          <section aria-labelledby="sitemap-xml-title" className="rounded-xl border border-border bg-card p-5 shadow-xs">
            <h2 id="sitemap-xml-title" className="flex items-center gap-2 text-lg font-bold text-card-foreground">
              <span className="flex size-8 items-center justify-center rounded-lg bg-primary/10 text-brand">
                <FileCode className="size-4" aria-hidden="true" />
              </span>
              For search engines
            </h2>
            <p className="mt-3 text-sm text-muted-foreground">
              The machine-readable sitemap lists every public page, category, make, guide and part.
            </p>
            {/* A server file, not an app route: a plain link so the browser loads it. */}
            <a href="/sitemap.xml" className={buttonVariants({ variant: 'outline', size: 'sm', className: 'mt-4' })}>
              View sitemap.xml
            </a>
          </section>
        </div>

        <div className="mt-12 flex flex-col items-start gap-4 rounded-2xl border border-border bg-card p-6 shadow-xs sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 className="text-lg font-bold">Can’t find what you’re looking for?</h2>
            <p className="text-sm text-muted-foreground">Our support team will point you in the right direction.</p>
          </div>
          <Link href="/contact" className={buttonVariants()}>
            <Mail className="size-4" aria-hidden="true" />
            Contact Us
          </Link>
        </div>
      </div>
    </>
  );
}
