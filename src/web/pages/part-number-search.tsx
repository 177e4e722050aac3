import { Hash } from 'lucide-react';
import { Redirect, useSearchParams } from 'wouter';
import { searchPageJsonLd } from '@shared/rules/structured-data';
import { Card } from '@web/components/ui/card';
import { ExamplePartNumbers } from '@web/features/part-number-search/components/example-part-numbers';
import { PartNumberSearchForm, partPath } from '@web/features/part-number-search/components/part-number-search-form';
import { SearchInfoBox } from '@web/features/part-number-search/components/search-info-box';
import { useCanonicalLink } from '@web/lib/use-canonical-link';
import { usePageMeta } from '@web/lib/use-page-meta';
import { useStructuredData } from '@web/lib/use-structured-data';
import { pageOrigin } from '@web/lib/page-origin';

const TITLE = 'Find Parts by Number';
const DESCRIPTION =
  'Enter an OEM, superseded or aftermarket part number and compare real-time prices, shipping and stock across specialty retailers.';
/** Both routes show this screen; search engines should index one address. */
const CANONICAL_PATH = '/part-number-search';

/**
 * /part-number-search and /part-search. With ?partNumber= it goes straight to the
 * part's page, which is how part-number searches from the home page arrive.
 */
export default function PartNumberSearchPage() {
  const [searchParams] = useSearchParams();
  const requested = searchParams.get('partNumber')?.trim() ?? '';
  // The plain form (before or without the app's code) was sent with an empty box.
  const emptySubmitted = searchParams.has('partNumber') && requested === '';
  const origin = pageOrigin();

  usePageMeta({ title: TITLE, description: DESCRIPTION });
  useCanonicalLink(`${origin}${CANONICAL_PATH}`);
  useStructuredData(
    searchPageJsonLd({
      url: `${origin}${CANONICAL_PATH}`,
      name: TITLE,
      description: DESCRIPTION,
      targetTemplate: `${origin}/part/{partNumber}`,
    }),
  );

  if (requested) return <Redirect to={partPath(requested)} replace />;

  return (
    <div className="mx-auto grid max-w-3xl gap-8 px-4 py-10 sm:px-6 sm:py-16">
      <div className="text-center">
        <span className="mx-auto flex size-12 items-center justify-center rounded-xl bg-primary/10 text-brand">
          <Hash className="size-6" aria-hidden="true" />
        </span>
        <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{TITLE}</h1>
        <p className="mx-auto mt-3 max-w-xl text-muted-foreground">
          Know the number on the old part? Enter it to see every retailer&apos;s price for it, side by side.
        </p>
      </div>
      <Card className="p-5 sm:p-6">
        <PartNumberSearchForm emptySubmitted={emptySubmitted} />
      </Card>
      <ExamplePartNumbers />
      <SearchInfoBox />
    </div>
  );
}
