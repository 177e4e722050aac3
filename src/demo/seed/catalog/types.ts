import type { StoredShippingOption } from '../../../server/db/schema/vendors';
/**
 * The catalog as plain rows before they meet the database: references are by slug or model key, so the
 * builders stay pure and the inserters resolve ids.
 */
import type { InterchangeKind, Specification } from '../../../server/db/schema/catalog';
import type { ModelKey } from '../../../server/db/seed/data/makes';

export interface FitmentSeed {
  model: ModelKey;
  yearFrom: number;
  yearTo: number;
  notes: string | null;
  /** Qualifiers: where on the car, the engine code it is made for, the variants it is limited to. */
  position: string | null;
  engineCode: string | null;
  variants: string[];
}

export interface InterchangeSeed {
  number: string;
  numberNormalized: string;
  kind: InterchangeKind;
  brand: string | null;
}

export interface PricePointSeed {
  priceCents: number;
  originalPriceCents: number | null;
  recordedAt: Date;
}

export interface ListingSeed {
  vendorSlug: string;
  vendorSku: string;
  title: string;
  priceCents: number;
  originalPriceCents: number | null;
  /** One unit's shipping by the offer rule (shared/rules/best-offer.ts). */
  shippingCostCents: number;
  shippingEstimated: boolean;
  shippingOptions: StoredShippingOption[];
  hasFreeShipping: boolean;
  hasSameDayShipping: boolean;
  hasNextDayDelivery: boolean;
  inStore: boolean;
  inStock: boolean;
  stockQuantity: number;
  deliveryDaysMin: number;
  deliveryDaysMax: number;
  url: string;
  firstSeenAt: Date;
  /** When the price was last confirmed; absent: the seed's "now". */
  lastSeenAt?: Date;
  /** Oldest first; the last point is the current price. Empty when history is generated elsewhere. */
  history: PricePointSeed[];
}

export interface ReviewSeed {
  authorName: string;
  rating: number;
  title: string;
  body: string;
  vehicle: string | null;
  verifiedPurchase: boolean;
  createdAt: Date;
}

export interface PartSeed {
  slug: string;
  name: string;
  description: string;
  brand: string;
  partNumber: string;
  partNumberNormalized: string;
  categorySlug: string;
  /** The catalog part type's id (shared/part-types.ts). */
  partType: string;
  imageUrl: string;
  /** One decimal, 0-5. */
  rating: number;
  reviewCount: number;
  features: string[];
  tags: string[];
  specifications: Specification[];
  isBestSeller: boolean;
  isOnSale: boolean;
  isPremium: boolean;
  /** Make whose numbering the part follows; decides which vendors carry it. */
  oemMake: string;
  isGenuine: boolean;
  basePriceCents: number;
  /** Exact vendor count when the catalog pins one (the special part). */
  vendorCount?: number;
  fitments: FitmentSeed[];
  interchange: InterchangeSeed[];
  listings: ListingSeed[];
  reviews: ReviewSeed[];
  /** Promotion priority when the part is featured; higher shows first. */
  promotionPriority?: number;
}
