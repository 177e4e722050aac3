import { AlertCircle, ArrowLeft } from 'lucide-react';
import { Card, CardContent } from '@web/components/ui/card';
import { BackToKnowledgeBase } from './back-to-knowledge-base';

/** Shown when the guide cannot be loaded; the error text follows the spec's "status: body" form. */
export function GuideUnavailable({ error }: { error: Error }) {
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <Card className="w-full max-w-md">
        <CardContent className="pt-6">
          <div className="flex items-center gap-3">
            <AlertCircle className="size-8 shrink-0 text-brand" aria-hidden="true" />
            <h1 className="text-2xl font-bold tracking-tight">Guide unavailable</h1>
          </div>
          <p className="mt-4 break-words text-sm text-muted-foreground">{error.message}</p>
          <BackToKnowledgeBase className="mt-6 text-brand hover:underline" Icon={ArrowLeft} />
        </CardContent>
      </Card>
    </div>
  );
}
