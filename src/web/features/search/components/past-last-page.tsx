import { LayoutList } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '@web/components/ui/button-variants';
import { SearchMessage } from './search-message';

/** A page number beyond the results (an old or edited link). */
export function PastLastPage({ firstPageHref }: { firstPageHref: string }) {
  return (
    <SearchMessage Icon={LayoutList} title="No more results">
      <p>This page is past the last page of results.</p>
      <Link href={firstPageHref} className={buttonVariants({ variant: 'outline' })}>
        Back to page 1
      </Link>
    </SearchMessage>
  );
}
