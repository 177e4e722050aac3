import type { SearchResultPart } from '@shared/schemas/search';

/** Best Seller, On Sale and Premium Part markers. */
export function PartBadges({ part }: { part: SearchResultPart }) {
  const badges = [
    part.isBestSeller && 'Best Seller',
    part.isOnSale && 'On Sale',
    part.isPremium && 'Premium Part',
  ].filter((badge): badge is string => Boolean(badge));
  if (badges.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Highlights">
      {badges.map((badge) => (
        <li key={badge} className="rounded-full border border-border bg-secondary px-2 py-0.5 text-[11px] font-semibold text-secondary-foreground">
          {badge}
        </li>
      ))}
    </ul>
  );
}
