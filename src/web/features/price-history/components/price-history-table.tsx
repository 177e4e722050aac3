import { formatUsd } from '@shared/rules/money';
import { formatLongDay } from './chart-format';

interface PriceHistoryTableProps {
  days: readonly { date: string; lowest: number | null }[];
  /** Id of the caption, so the chart can point at the table it summarises. */
  captionId: string;
}

/** Every day's figure as a table for screen readers; visually hidden, the chart shows the same data. */
export function PriceHistoryTable({ days, captionId }: PriceHistoryTableProps) {
  // Hidden through a wrapper: tables ignore overflow and height, so sr-only on the table itself
  // would still stretch the page.
  return (
    <div className="sr-only">
      <table>
        <caption id={captionId}>Daily best total (item + shipping) across all vendors, last 90 days</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Best total</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{formatLongDay(day.date)}</th>
              <td>{day.lowest == null ? 'No offers' : formatUsd(day.lowest)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
