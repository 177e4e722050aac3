import { AlertTriangle } from 'lucide-react';
import { PRICE_MAY_BE_OUT_OF_DATE } from '@shared/schemas/constants';
import { Badge } from './badge';

/**
 * "Price may be out of date": on an offer whose price no feed or live answer has confirmed within the
 * server's freshness age (the API's `listing.stale`). Such offers are listed after fresh ones.
 */
export function StalePriceBadge({ className }: { className?: string }) {
  return (
    <Badge variant="warning" className={className} data-price-stale="">
      <AlertTriangle aria-hidden="true" />
      {PRICE_MAY_BE_OUT_OF_DATE}
    </Badge>
  );
}
