import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'wouter';
import { pageWindow } from '@shared/rules/search';
import { buttonVariants } from '@web/components/ui/button-variants';
import { cn } from '@web/lib/cn';

interface PaginationProps {
  page: number;
  totalPages: number;
  /** The address of a page, so every page is a real, shareable link. */
  hrefFor: (page: number) => string;
}

const scrollToTop = () => window.scrollTo({ top: 0 });

/** Previous, up to five page numbers with ellipses, next. */
export function Pagination({ page, totalPages, hrefFor }: PaginationProps) {
  if (totalPages <= 1) return null;
  const edge = (target: number, label: string, disabled: boolean, icon: 'prev' | 'next') => {
    const content = (
      <>
        {icon === 'prev' && <ChevronLeft className="size-4" aria-hidden="true" />}
        <span className="hidden sm:inline">{label}</span>
        {icon === 'next' && <ChevronRight className="size-4" aria-hidden="true" />}
      </>
    );
    const className = buttonVariants({ variant: 'outline', size: 'sm', className: 'min-w-9 px-2.5' });
    return disabled ? (
      // A link that leads nowhere on the first or last page: still announced as a (disabled) link.
      <span role="link" className={cn(className, 'pointer-events-none opacity-50')} aria-disabled="true" aria-label={`${label} page`}>
        {content}
      </span>
    ) : (
      <Link href={hrefFor(target)} className={className} aria-label={`${label} page`} onClick={scrollToTop}>
        {content}
      </Link>
    );
  };

  return (
    <nav aria-label="Pagination" className="flex items-center justify-center gap-1.5 pt-2">
      {edge(page - 1, 'Previous', page <= 1, 'prev')}
      <ul className="flex items-center gap-1">
        {pageWindow(page, totalPages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="px-1 text-muted-foreground" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                href={hrefFor(item)}
                onClick={scrollToTop}
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                className={buttonVariants({
                  variant: item === page ? 'default' : 'ghost',
                  size: 'sm',
                  className: 'min-w-9 px-2 tabular-nums',
                })}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ul>
      {edge(page + 1, 'Next', page >= totalPages, 'next')}
    </nav>
  );
}
