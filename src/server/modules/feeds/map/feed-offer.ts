import type { ListingOffer } from '../../listings';

export const AVAILABILITIES = ['in_stock', 'out_of_stock', 'preorder', 'backorder'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

export const CONDITIONS = ['new', 'refurbished', 'used'] as const;
export type Condition = (typeof CONDITIONS)[number];

/** A feed item that passed every field rule: a listing offer plus what the review queue shows. */
export interface FeedOffer extends ListingOffer {
  line: number;
  brand: string | null;
  mpn: string | null;
  gtin: string | null;
  productType: string | null;
  imageLink: string | null;
  availability: Availability;
  condition: Condition;
  /** The numbers the item gave, as printed: its mpn, then the numbers in its custom labels. */
  numbers: string[];
}

export interface FeedRejection {
  line: number;
  itemId: string | null;
  reason: string;
}

export type MappedItem = { ok: true; offer: FeedOffer } | ({ ok: false } & FeedRejection);
