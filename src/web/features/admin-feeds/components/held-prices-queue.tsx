import { useState } from 'react';
import { Link } from 'wouter';
import { formatUsd } from '@shared/rules/money';
import { HELD_PRICE_STATUSES, type HeldPrice, type HeldPriceStatus } from '@shared/schemas/feeds';
import { Button } from '@web/components/ui/button';
import { NativeSelect } from '@web/components/ui/native-select';
import { useDecideHeldPrice, useHeldPrices } from '../api/feeds-api';
import { formatWhen } from './run-format';
import { PRICE_GUARD } from '@shared/rules/price-guard';

const STATUS_LABELS: Record<HeldPriceStatus, string> = { open: 'Open', accepted: 'Accepted', rejected: 'Rejected', superseded: 'Replaced by a later price' };
const DECISIONS = [
  { decision: 'accept', label: 'Accept', done: 'Accepted' },
  { decision: 'reject', label: 'Reject', done: 'Rejected' },
] as const;

type Decide = (item: HeldPrice, decision: (typeof DECISIONS)[number]) => void;

/** One held change; `decide` is null where no decision may be taken (an analyst, a decided entry). */
function HeldPriceRow({ item, decide, pending }: { item: HeldPrice; decide: Decide | null; pending: boolean }) {
  return (
    <tr className="border-b border-border align-top last:border-0">
      <td className="px-3 py-2">
        <a className="font-medium text-brand underline-offset-2 hover:underline" href={`/product/${item.partSlug}`}>
          {item.partName}
        </a>
        <div className="text-xs text-muted-foreground">SKU {item.vendorSku}</div>
      </td>
      <td className="px-3 py-2">{item.vendorName}</td>
      <td className="px-3 py-2 whitespace-nowrap tabular-nums">{item.change}</td>
      <td className="px-3 py-2 tabular-nums">{formatUsd(item.medianPrice)}</td>
      <td className="px-3 py-2 whitespace-nowrap">
        {formatWhen(item.createdAt)}
        <div className="text-xs text-muted-foreground">
          {item.runId !== null ? (
            <Link href={`/admin/feeds/runs/${item.runId}`} className="text-brand hover:underline">
              Run #{item.runId}
            </Link>
          ) : (
            'Live price'
          )}
        </div>
      </td>
      {decide && (
        <td className="px-3 py-2">
          <div className="flex gap-2">
            {DECISIONS.map((d) => (
              <Button key={d.decision} variant={d.decision === 'accept' ? 'default' : 'outline'} size="sm" disabled={pending} aria-label={`${d.label} ${item.change} for ${item.partName} at ${item.vendorName}`} onClick={() => decide(item, d)}>
                {d.label}
              </Button>
            ))}
          </div>
        </td>
      )}
    </tr>
  );
}

/**
 * The price guard's review queue: feed or live prices that moved too far from the listing's 30-day
 * median, which the listing does not show until an editor accepts one. Rejecting keeps the price the
 * listing has. Analysts see the queue without the buttons (the API refuses them the decision).
 */
export function HeldPricesQueue({ canEdit }: { canEdit: boolean }) {
  const [status, setStatus] = useState<HeldPriceStatus>('open');
  const [message, setMessage] = useState<string | null>(null);
  const held = useHeldPrices(status);
  const decide = useDecideHeldPrice();
  const decideOne: Decide = (item, d) => {
    setMessage(null);
    decide.mutate({ id: item.id, decision: d.decision }, { onSuccess: () => setMessage(`${d.done} ${item.change} for ${item.partName}.`) });
  };
  const items = held.data?.items ?? [];

  return (
    <section aria-labelledby="held-prices-title" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="held-prices-title" className="text-lg font-semibold">
          Held price changes{held.data && status === 'open' ? ` (${held.data.total.toLocaleString('en-US')})` : ''}
        </h2>
        <NativeSelect aria-label="Held prices to show" className="w-56" value={status} onChange={(e) => { setStatus(e.target.value as HeldPriceStatus); setMessage(null); }}>
          {HELD_PRICE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <p className="text-xs text-muted-foreground">A price that falls by more than {PRICE_GUARD.maxFallPercent} % or rises by more than {PRICE_GUARD.maxRisePercent} % against the listing's 30-day median waits here; the listing keeps its last good price meanwhile.</p>
      {message && (
        <p role="status" className="text-sm text-green-700 dark:text-green-400">
          {message}
        </p>
      )}
      {decide.error && (
        <p role="alert" className="text-sm text-destructive">
          {decide.error.displayMessage}
        </p>
      )}
      {held.isError && (
        <p role="alert" className="text-sm text-destructive">
          {held.error.message}
        </p>
      )}
      {held.data && items.length === 0 && <p className="text-sm text-muted-foreground">No {STATUS_LABELS[status].toLowerCase()} price changes.</p>}
      {items.length > 0 && (
        <div className="overflow-x-auto rounded-lg border border-border bg-card">
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">Held price changes</caption>
            <thead className="text-left">
              <tr className="border-b border-border">
                <th scope="col" className="px-3 py-2 font-semibold">Part</th>
                <th scope="col" className="px-3 py-2 font-semibold">Shop</th>
                <th scope="col" className="px-3 py-2 font-semibold">Change</th>
                <th scope="col" className="px-3 py-2 font-semibold">30-day median</th>
                <th scope="col" className="px-3 py-2 font-semibold">Held</th>
                {canEdit && status === 'open' && (
                  <th scope="col" className="px-3 py-2 font-semibold">
                    <span className="sr-only">Decision</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <HeldPriceRow key={item.id} item={item} decide={canEdit && status === 'open' ? decideOne : null} pending={decide.isPending} />
              ))}
            </tbody>
          </table>
          {held.data && held.data.total > items.length && <p className="px-3 py-2 text-xs text-muted-foreground">The newest {items.length} of {held.data.total.toLocaleString('en-US')}.</p>}
        </div>
      )}
    </section>
  );
}
