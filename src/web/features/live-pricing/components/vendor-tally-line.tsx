import { tallyVendors } from '@shared/rules/live-offers';
import type { VendorStatus } from '@shared/schemas/pricing';

const vendors = (n: number) => `${n} ${n === 1 ? 'vendor' : 'vendors'}`;

/**
 * How the vendor network answered: while searching, how many have answered so far; at the end,
 * how many answered, timed out or failed (and were skipped, when a breaker kept one out).
 */
export function VendorTallyLine({ statuses, final }: { statuses: VendorStatus[]; final: boolean }) {
  const tally = tallyVendors(statuses);
  if (!final) {
    return <p className="text-xs text-muted-foreground">{vendors(tally.answered)} answered so far…</p>;
  }
  const parts = [`${tally.answered} answered`, `${tally.timedOut} timed out`, `${tally.failed} failed`];
  if (tally.skipped > 0) parts.push(`${tally.skipped} skipped`);
  return (
    <p className="text-xs text-muted-foreground" data-testid="vendor-tally">
      {vendors(statuses.length)} asked: {parts.join(', ')}
    </p>
  );
}
