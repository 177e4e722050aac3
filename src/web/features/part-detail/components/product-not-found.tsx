import { PackageX } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '@web/components/ui/button-variants';
import { Card } from '@web/components/ui/card';

/** Unknown slug or a failed load: "Product not found" with "Return to Home". */
export function ProductNotFound() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center px-4 py-16">
      <Card className="w-full max-w-md p-8 text-center">
        <PackageX className="mx-auto size-12 text-muted-foreground" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold tracking-tight">Product not found</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          This part is not in our catalog, or it could not be loaded right now.
        </p>
        <Link href="/" className={buttonVariants({ className: 'mt-6' })}>
          Return to Home
        </Link>
      </Card>
    </div>
  );
}
