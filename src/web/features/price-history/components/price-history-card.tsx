import { LineChart, TrendingDown, TrendingUp } from 'lucide-react';
import { useId, useMemo } from 'react';
import { formatUsd } from '@shared/rules/money';
import type { PriceHistory } from '@shared/schemas/parts';
import { DealLabelList } from '@web/components/deal-label-list';
import { Card } from '@web/components/ui/card';
import { ErrorNotice } from '@web/components/ui/error-notice';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import type { QueryView } from '@web/lib/query-view';
import { formatShortDay } from './chart-format';
import { toPricePoints } from './chart-scale';
import { chartSummary, historyFacts, priceVerdict, type VerdictTone } from './history-facts';
import { PriceHistoryTable } from './price-history-table';
import { PriceLineChart } from './price-line-chart';

const verdictClass: Record<VerdictTone, string> = {
  best: 'bg-emerald-600/10 text-emerald-700 dark:bg-emerald-400/10 dark:text-emerald-400',
  good: 'bg-emerald-600/10 text-emerald-700 dark:bg-emerald-400/10 dark:text-emerald-400',
  high: 'bg-rating/15 text-foreground',
};

function Legend({ color, label, value }: { color: string; label: string; value: string }) {
  return (
    <div className="flex items-center gap-2">
      <span className={cn('size-2.5 rounded-full', color)} aria-hidden="true" />
      <span className="text-muted-foreground">{label}</span>
      <span className="font-semibold tabular-nums text-foreground">{value}</span>
    </div>
  );
}

/**
 * Every figure is the best total a shopper could pay (item + one unit's shipping, today the best
 * in-stock offer), the same figure as the deal labels and the alerts, and is labelled so.
 */
function HistoryBody({ history }: { history: PriceHistory }) {
  const captionId = useId();
  const points = useMemo(() => toPricePoints(history.days), [history.days]);
  const facts = useMemo(() => historyFacts(points), [points]);
  if (!facts || points.length < 2) {
    return <p className="text-sm text-muted-foreground">Not enough price history yet. Check back after a few days of price checks.</p>;
  }
  // Nothing in stock today: no verdict on a price nobody can pay.
  const verdict = history.current == null ? null : priceVerdict(facts);
  return (
    <>
      <DealLabelList labels={history.dealLabels} className="mb-4" />
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
        <Legend color="bg-primary" label="Best total today" value={history.current == null ? 'Out of stock' : formatUsd(history.current)} />
        <Legend
          color="bg-emerald-600 dark:bg-emerald-400"
          label="90-day low total"
          value={`${formatUsd(facts.low.price)} · ${formatShortDay(facts.low.date)}`}
        />
        {verdict && (
          <span className={cn('inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold', verdictClass[verdict.tone])}>
            {verdict.tone === 'high' ? (
              <TrendingUp className="size-3.5" aria-hidden="true" />
            ) : (
              <TrendingDown className="size-3.5" aria-hidden="true" />
            )}
            {verdict.text}
          </span>
        )}
      </div>
      <figure className="mt-5" aria-describedby={captionId}>
        <PriceLineChart points={points} facts={facts} summary={chartSummary(facts)} />
      </figure>
      <PriceHistoryTable days={history.days} captionId={captionId} />
    </>
  );
}

/** "Price history": whether today's best total is a good one, from 90 days of observations. */
export function PriceHistoryCard({ history, className }: { history: QueryView<PriceHistory>; className?: string }) {
  const titleId = useId();
  return (
    <Card className={cn('p-5 sm:p-6', className)}>
      <section aria-labelledby={titleId}>
        <div className="mb-4 flex items-start gap-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-brand">
            <LineChart className="size-4" aria-hidden="true" />
          </span>
          <div>
            <h2 id={titleId} className="text-lg font-bold tracking-tight">
              Price history
            </h2>
            <p className="text-sm text-muted-foreground">Best total (item + shipping) across all vendors, last 90 days</p>
          </div>
        </div>
        {history.error ? (
          <ErrorNotice title="Price history could not be loaded" error={history.error} />
        ) : history.isPending || !history.data ? (
          <div role="status" aria-label="Loading price history">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="mt-5 h-[190px] w-full sm:h-[230px]" />
          </div>
        ) : (
          <HistoryBody history={history.data} />
        )}
      </section>
    </Card>
  );
}
