import { AlertCircle } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '@web/components/ui/button-variants';
import { Card, CardContent } from '@web/components/ui/card';
import { usePageMeta } from '@web/lib/use-page-meta';

export default function NotFoundPage() {
  usePageMeta({ title: 'Page Not Found', description: 'The page you were looking for does not exist on Pitlane.' });
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <Card className="w-full max-w-md">
        <CardContent className="pt-6">
          <div className="flex items-center gap-3">
            <AlertCircle className="size-8 shrink-0 text-brand" aria-hidden="true" />
            <h1 className="text-2xl font-bold tracking-tight">404 Page Not Found</h1>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">Did you forget to add the page to the router?</p>
          <Link href="/" className={buttonVariants({ variant: 'outline', size: 'sm', className: 'mt-6' })}>
            Back to Home
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
