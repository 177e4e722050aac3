import { SearchX } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '@web/components/ui/button-variants';
import { Card } from '@web/components/ui/card';

/**
 * A failed lookup, an unknown number or a part no vendor lists:
 * "Part Not Found" with "Try Another Search" back to the part-number search.
 */
export function PartNotFound({ partNumber }: { partNumber: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center px-4 py-16">
      <Card className="w-full max-w-md p-8 text-center">
        <SearchX className="mx-auto size-12 text-muted-foreground" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold tracking-tight">Part Not Found</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          We couldn&apos;t find part number <span className="font-mono font-semibold text-foreground break-all">{partNumber}</span>{' '}
          across our vendor network. Check the number, or try an OEM or superseded number.
        </p>
        <Link href="/part-search" className={buttonVariants({ className: 'mt-6' })}>
          Try Another Search
        </Link>
      </Card>
    </div>
  );
}
