import type { ClickoutsReport } from '@shared/schemas/admin-clickouts';
import { formatUsd } from '@shared/rules/money';
import { BarList } from '@web/components/ui/bar-list';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { DayBars } from '@web/components/ui/day-bars';

const PAGE_TYPE_LABELS = { search: 'Search results', part: 'Part page', product: 'Product page', live: 'Live pricing dialog', basket: 'Basket', other: 'Other / unknown' } as const;
const percent = (fraction: number) => `${Number((fraction * 100).toFixed(2))}%`;

/** The click-out report: totals, clicks per day, per vendor with the estimate, per page type, top parts. */
export function ClickoutReportView({ report }: { report: ClickoutsReport }) {
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Card>
          <CardHeader>
            <h2 className="text-sm font-medium text-muted-foreground">Click-outs</h2>
          </CardHeader>
          <CardContent>
            <p className="text-3xl font-bold tabular-nums" data-testid="total-clicks">
              {report.totalClicks.toLocaleString('en-US')}
            </p>
            <p className="text-xs text-muted-foreground">
              {report.from} to {report.to} (UTC)
            </p>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <h2 className="text-sm font-medium text-muted-foreground">Estimated commission</h2>
          </CardHeader>
          <CardContent>
            <p className="text-3xl font-bold tabular-nums">{formatUsd(report.estimatedCommission)}</p>
            <p className="text-xs text-muted-foreground">An estimate: see the assumptions below.</p>
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader>
          <h2 className="font-semibold">Clicks per day</h2>
        </CardHeader>
        <CardContent>
          <DayBars label="Click-outs per day" days={report.byDay} />
        </CardContent>
      </Card>

      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <h2 className="font-semibold">Per vendor</h2>
          </CardHeader>
          <CardContent>
            <BarList label="Click-outs per vendor" items={report.vendors.filter((v) => v.clicks > 0).map((v) => ({ key: v.vendorId, label: v.vendorName, value: v.clicks }))} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <h2 className="font-semibold">Per page type</h2>
          </CardHeader>
          <CardContent>
            <BarList label="Click-outs per page type" items={report.byPageType.map((p) => ({ key: p.pageType, label: PAGE_TYPE_LABELS[p.pageType], value: p.clicks }))} />
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader>
          <h2 className="font-semibold">Vendors and estimated commission</h2>
        </CardHeader>
        <CardContent className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">Click-outs and estimated commission per vendor</caption>
            <thead className="text-left">
              <tr>
                <th scope="col" className="py-1 pr-3">Vendor</th>
                <th scope="col" className="py-1 pr-3 text-right">Clicks</th>
                <th scope="col" className="py-1 pr-3 text-right">Avg. order value</th>
                <th scope="col" className="py-1 pr-3 text-right">Commission rate</th>
                <th scope="col" className="py-1 text-right">Estimated commission</th>
              </tr>
            </thead>
            <tbody>
              {report.vendors.map((v) => (
                <tr key={v.vendorId} className="border-t border-border">
                  <td className="py-1 pr-3">{v.vendorName}</td>
                  <td className="py-1 pr-3 text-right tabular-nums">{v.clicks.toLocaleString('en-US')}</td>
                  <td className="py-1 pr-3 text-right tabular-nums">{formatUsd(v.averageOrderValue)}</td>
                  <td className="py-1 pr-3 text-right tabular-nums">{percent(v.commissionRate)}</td>
                  <td className="py-1 text-right tabular-nums">{formatUsd(v.estimatedCommission)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="mt-3 list-disc pl-5 text-xs text-muted-foreground" aria-label="Assumptions">
            {report.assumptions.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </ul>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <h2 className="font-semibold">Top parts</h2>
        </CardHeader>
        <CardContent>
          {report.topParts.length === 0 ? (
            <p className="text-sm text-muted-foreground">No click-outs in this period.</p>
          ) : (
            <BarList label="Most clicked parts" items={report.topParts.map((p) => ({ key: p.partId, label: `${p.name} (${p.partNumber})`, value: p.clicks }))} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
