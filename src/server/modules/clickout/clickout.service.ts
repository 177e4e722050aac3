import { isClickOrigin, pageTypeOfPath } from '@shared/rules/click-origin';
import type { Database } from '../../db/client';
import { clickDestination } from './affiliate-link';
import { findClickTarget, recordClickOut } from './clickout.queries';

export interface ClickContext {
  /** The path of our own page the click came from, or null. */
  referrer: string | null;
  /** The page kind our Buy link named (`from`); anything else is ignored. */
  from: string | undefined;
  /** The anonymous visitor id the click is attributed to. */
  visitor: string;
}

export function createClickoutService(db: Database) {
  return {
    /**
     * Where a Buy click on an offer leads (the network's tracking link, the vendor's link template, or
     * the retailer's page with our UTM parameters: affiliate-link.ts), recorded before it is followed.
     * Null when the offer is gone or leads nowhere: nothing is recorded then.
     */
    async follow(listingId: number, context: ClickContext): Promise<string | null> {
      const target = await findClickTarget(db, listingId);
      const destination = target && clickDestination({ url: target.url, trackingUrl: target.tracking_url, template: target.affiliate_template });
      if (!target || !destination) return null;
      await recordClickOut(db, {
        listingId: target.listing_id,
        partId: target.part_id,
        vendorId: target.vendor_id,
        referrer: context.referrer,
        pageType: isClickOrigin(context.from) ? context.from : pageTypeOfPath(context.referrer),
        sessionId: context.visitor,
      });
      return destination;
    },
  };
}

export type ClickoutService = ReturnType<typeof createClickoutService>;
