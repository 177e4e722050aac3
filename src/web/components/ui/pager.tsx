import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** What the list holds, singular and plural: "1 entry", "312 entries". */
  noun?: readonly [string, string];
  /** The navigation's accessible name, when a page has more than one pager. */
  label?: string;
}

/** Previous / next for a list paged on the server: "Page 2 of 7 · 312 entries". */
export function Pager({ page, pageSize, total, onPage, noun = ['entry', 'entries'], label = 'Pages' }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3 text-sm text-muted-foreground">
      <span>
        Page {Math.min(page, pages)} of {pages} · {total.toLocaleString('en-US')} {total === 1 ? noun[0] : noun[1]}
      </span>
      <span className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft className="size-4" aria-hidden="true" />
          Previous
        </Button>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
          <ChevronRight className="size-4" aria-hidden="true" />
        </Button>
      </span>
    </nav>
  );
}
