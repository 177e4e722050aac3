import type { LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { ErrorNotice } from '@web/components/ui/error-notice';
import { Skeleton } from '@web/components/ui/skeleton';
import type { QueryView } from '@web/lib/query-view';

export interface SitemapLink {
  href: string;
  label: string;
  /** Small print after the label, e.g. a guide's make. */
  detail?: string;
}

interface SitemapSectionProps {
  id: string;
  title: string;
  Icon: LucideIcon;
  /** Fixed links, or a query's result while it loads. */
  links: readonly SitemapLink[] | QueryView<readonly SitemapLink[]>;
  /** How many placeholder rows to show while loading. */
  skeletonRows?: number;
}

function isQuery(links: SitemapSectionProps['links']): links is QueryView<readonly SitemapLink[]> {
  return !Array.isArray(links);
}

function LinkList({ links }: { links: readonly SitemapLink[] }) {
  if (links.length === 0) return <p className="text-sm text-muted-foreground">Nothing here yet.</p>;
  return (
    <ul className="grid gap-1">
      {links.map((link) => (
        <li key={link.href}>
          <Link
            href={link.href}
            className="flex items-baseline justify-between gap-3 rounded-md px-2 py-1.5 text-sm text-card-foreground transition-colors hover:bg-accent hover:text-brand"
          >
            <span className="min-w-0">{link.label}</span>
            {link.detail && <span className="shrink-0 text-xs text-muted-foreground">{link.detail}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** One block of the human-readable site map: a titled card of links. */
export function SitemapSection({ id, title, Icon, links, skeletonRows = 6 }: SitemapSectionProps) {
  let body;
  if (!isQuery(links)) body = <LinkList links={links} />;
  else if (links.error) body = <ErrorNotice title={`${title} could not be loaded`} error={links.error} />;
  else if (links.isPending || !links.data)
    body = (
      <div className="grid gap-2" role="status" aria-label={`Loading ${title.toLowerCase()}`}>
        {Array.from({ length: skeletonRows }, (_, i) => (
          <Skeleton key={i} className="h-6" />
        ))}
      </div>
    );
  else body = <LinkList links={links.data} />;

  return (
    <section aria-labelledby={id} className="rounded-xl border border-border bg-card p-5 shadow-xs">
      <h2 id={id} className="flex items-center gap-2 text-lg font-bold text-card-foreground">
        <span className="flex size-8 items-center justify-center rounded-lg bg-primary/10 text-brand">
          <Icon className="size-4" aria-hidden="true" />
        </span>
        {title}
      </h2>
      <div className="mt-4">{body}</div>
    </section>
  );
}
