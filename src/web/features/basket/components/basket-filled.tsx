import { Loader2 } from 'lucide-react';
import { Link } from 'wouter';

export interface BasketFillState {
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
}

/** What became of putting an answer's parts in the shopper's basket, with the way to it. */
export function BasketFilled({ fill, parts }: { fill: BasketFillState; parts: number }) {
  if (fill.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        Adding the parts to your basket…
      </p>
    );
  }
  if (fill.isError) {
    return (
      <p role="alert" className="text-sm">
        The parts could not be added to your basket. Please try again.
      </p>
    );
  }
  if (!fill.isSuccess) return null;
  return (
    <p role="status" className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <span>
        Added {parts} {parts === 1 ? 'part' : 'parts'} to your basket, with the quantities the job takes.
      </span>
      <Link href="/basket" className="font-semibold text-primary underline underline-offset-2">
        Open your basket
      </Link>
    </p>
  );
}
