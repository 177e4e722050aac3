export const smallButton =
  'rounded-md border border-border bg-card px-3 py-1.5 text-sm font-medium text-foreground hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** A one-button form that posts a change to a line and comes back to the basket. */
export function LineAction({ slug, action, label, name }: { slug: string; action: 'remove' | 'save' | 'restore'; label: string; name: string }) {
  return (
    <form method="post" action={`/api/basket/lines/${encodeURIComponent(slug)}/${action}`}>
      <button type="submit" className={smallButton}>
        {label}
        <span className="sr-only"> {name}</span>
      </button>
    </form>
  );
}
