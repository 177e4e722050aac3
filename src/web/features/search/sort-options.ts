import type { SearchSort } from '@shared/schemas/search';

/** The sort control's choices, price_asc first as the default. */
export const SORT_OPTIONS: readonly { value: SearchSort; label: string }[] = [
  { value: 'price_asc', label: 'Price: Low to High' },
  { value: 'price_desc', label: 'Price: High to Low' },
  { value: 'best_match', label: 'Best Match' },
  { value: 'highest_rated', label: 'Highest Rated' },
  { value: 'fastest_shipping', label: 'Fastest Shipping' },
];
