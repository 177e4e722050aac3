import { ArrowRight, LifeBuoy } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '@web/components/ui/button-variants';
import { FaqList } from '@web/features/legal/components/faq-list';
import { PageHeader } from '@web/features/legal/components/page-header';
import { FAQ_GROUPS } from '@web/features/legal/content/faq-groups';
import { SUPPORT_HOURS, SUPPORT_REPLY_TIME } from '@web/features/legal/site-contacts';
import { SlidesDownloadBlock } from '@web/features/slides/components/slides-download-block';
import { usePageMeta } from '@web/lib/use-page-meta';

export default function FaqPage() {
  usePageMeta({
    title: 'Frequently Asked Questions',
    description:
      'Answers about Pitlane: what it is, how it is paid, which vendors and brands it covers, part numbers, ordering, shipping and returns.',
  });
  return (
    <>
      <PageHeader eyebrow="Help Center" title="Frequently Asked Questions">
        How Pitlane works, how to find and order parts, and where to get help.
      </PageHeader>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-16 lg:px-8">
        <nav aria-label="FAQ topics" className="lg:sticky lg:top-32 lg:self-start">
          <ul className="flex flex-wrap gap-2 lg:grid lg:gap-1">
            {FAQ_GROUPS.map((group) => (
              <li key={group.id}>
                <a
                  href={`#${group.id}`}
                  className="block rounded-full border border-border bg-card px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground lg:rounded-md lg:border-0 lg:bg-transparent lg:px-2 lg:hover:bg-accent"
                >
                  {group.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="grid max-w-3xl gap-12">
          <FaqList groups={FAQ_GROUPS} />
          <SlidesDownloadBlock />
          <section aria-labelledby="still-questions-title" className="rounded-2xl p-6 surface-inverse sm:p-8">
            <LifeBuoy className="size-8 text-inverse-brand" aria-hidden="true" />
            <h2 id="still-questions-title" className="mt-4 text-xl font-bold tracking-tight">
              Still have questions?
            </h2>
            <p className="mt-2 text-sm text-inverse-muted">
              Our support team is available {SUPPORT_HOURS} and replies {SUPPORT_REPLY_TIME}.
            </p>
            <Link href="/contact" className={buttonVariants({ className: 'mt-6' })}>
              Contact Support
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </section>
        </div>
      </div>
    </>
  );
}
