import { ChevronRight } from 'lucide-react';
import { Link } from 'wouter';

interface ProductBreadcrumbProps {
  categoryId: number;
  categoryName: string;
  productName: string;
}

const linkClass = 'rounded-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline';

/**
 * Home / category / product. The category links to its search results: the prototype's
 * /category/{id} route is not in the route table, and /search?categoryId={id} shows that category.
 */
export function ProductBreadcrumb({ categoryId, categoryName, productName }: ProductBreadcrumbProps) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex min-w-0 flex-wrap items-center gap-1.5 text-sm">
        <li>
          <Link href="/" className={linkClass}>
            Home
          </Link>
        </li>
        <li aria-hidden="true">
          <ChevronRight className="size-3.5 text-muted-foreground" />
        </li>
        <li>
          <Link href={`/search?categoryId=${categoryId}`} className={linkClass}>
            {categoryName.trim() || 'Category'}
          </Link>
        </li>
        <li aria-hidden="true">
          <ChevronRight className="size-3.5 text-muted-foreground" />
        </li>
        <li className="min-w-0 max-w-full">
          <span aria-current="page" className="block truncate font-medium text-foreground">
            {productName}
          </span>
        </li>
      </ol>
    </nav>
  );
}
