import { metaDescription } from '@shared/rules/text';
import { usePartBySlug } from '@web/features/part-detail/api/part-by-slug';
import { ProductDetail } from '@web/features/part-detail/components/product-detail';
import { ProductNotFound } from '@web/features/part-detail/components/product-not-found';
import { ProductSkeleton } from '@web/features/part-detail/components/product-skeleton';
import { absoluteUrl, partJsonLd } from '@web/features/part-detail/components/part-structured-data';
import { usePriceHistory } from '@web/features/price-history/api/price-history';
import { PriceHistoryCard } from '@web/features/price-history/components/price-history-card';
import { useCanonicalLink } from '@web/lib/use-canonical-link';
import { usePageMeta } from '@web/lib/use-page-meta';
import { useStructuredData } from '@web/lib/use-structured-data';

/** /product/{slug}: one part with every retailer's offer (spec 000 §2 Product detail). */
export default function ProductPage({ params }: { params: { slug: string } }) {
  const slug = params.slug;
  const query = usePartBySlug(slug);
  const part = query.data;
  const history = usePriceHistory(part?.id);
  const path = part ? `/product/${part.slug}` : null;

  usePageMeta(
    part
      ? { title: part.name, description: metaDescription(part.description) }
      : query.isPending
        ? { title: 'Loading product', description: 'Compare prices on this part across specialty retailers.' }
        : { title: 'Product not found', description: 'This part is not in the Pitlane catalog.' },
  );
  useCanonicalLink(path ? absoluteUrl(path) : null);
  useStructuredData(part && path ? partJsonLd(part, path) : null);

  if (query.isPending) return <ProductSkeleton />;
  if (query.error || !part) return <ProductNotFound />;
  return <ProductDetail key={part.id} part={part} priceHistory={<PriceHistoryCard history={history} />} />;
}
