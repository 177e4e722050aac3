interface ResultsSummaryProps {
  total: number | undefined;
  page: number;
  pageSize: number;
  loading: boolean;
}

/**
 * The result count, in a live region so screen readers hear it whenever a search or filter
 * finishes. Always mounted: a live region must exist before its text changes to be announced.
 */
export function ResultsSummary({ total, page, pageSize, loading }: ResultsSummaryProps) {
  let text = '';
  if (loading) text = 'Searching retailers…';
  else if (total === 0) text = 'No parts found';
  else if (total !== undefined) {
    const first = (page - 1) * pageSize + 1;
    const last = Math.min(total, page * pageSize);
    text =
      first > total
        ? `${total} ${total === 1 ? 'part' : 'parts'} found`
        : `${total} ${total === 1 ? 'part' : 'parts'} found · showing ${first}–${last}`;
  }
  return (
    <p role="status" aria-live="polite" className="order-first w-full text-sm text-muted-foreground sm:order-none sm:w-auto sm:flex-1">
      {text}
    </p>
  );
}
