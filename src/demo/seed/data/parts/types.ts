/**
 * Part templates: one template ("Front Brake Pad Set") times its platforms (engines or models) gives the
 * demo catalog's parts. Templates hold the words; the builder adds numbers, prices, offers and reviews.
 */
import type { InterchangeKind, Specification } from '../../../../server/db/schema/catalog';
import type { Random } from '../../random';
import type { CategorySlug } from '../categories';
import type { PartSystem } from '../part-systems';
import type { PartTypeId } from '../../../../shared/part-types';
import type { Platform } from '../../../../server/db/seed/data/platforms';

/** "OE" stands for the genuine part of the platform's make ("Genuine BMW"). */
export type BrandPool = readonly string[];

export interface PartContext {
  brand: string;
  /** The platform's label: "BMW 3 Series E90", "Porsche M96/M97 Flat-Six". */
  vehicle: string;
  /** Make name of the platform's numbering make: "BMW". */
  makeName: string;
  platform: Platform;
  /** The part is the carmaker's own (brand "Genuine ..."). */
  genuine: boolean;
  /** Seeded per part, for spec values. */
  rng: Random;
}

export interface InterchangeData {
  number: string;
  kind: InterchangeKind;
  brand?: string;
}

/** Per-platform exceptions: real numbers, a fixed brand, a different name or offer count. */
export interface PartOverride {
  partNumber?: string;
  brand?: string;
  /** Replaces the template name ("Turbocharger, Passenger Side"). */
  name?: string;
  /** Exact number of vendors listing the part. */
  vendorCount?: number;
  /** Interchange numbers added before the generated ones. */
  interchange?: InterchangeData[];
  /** Base price in dollars, instead of the template's range. */
  price?: number;
  isBestSeller?: boolean;
}

export interface PartTemplate {
  key: string;
  category: CategorySlug;
  /** Product name without the vehicle: "Front Brake Pad Set". */
  name: string;
  system: PartSystem;
  /** The part type shoppers and the repair knowledge know it by; absent: the system's name is the type's id. */
  partType?: PartTypeId;
  /** Engine family keys, "make/model" keys or inline platforms. */
  targets: readonly (string | Platform)[];
  brands: {
    european: BrandPool;
    japanese?: BrandPool;
    /** Ferrari, Lamborghini, Aston Martin. */
    exotic?: BrandPool;
  };
  /** Base price range in dollars for a car at BMW's price level. */
  price: readonly [number, number];
  describe: (c: PartContext) => string;
  /** Most important first; each part shows the first three to six. */
  features: (c: PartContext) => string[];
  specs: (c: PartContext) => Specification[];
  tags: readonly string[];
  /**
   * Where the part number comes from for non-genuine brands: 'oem' (the number the part replaces, as
   * OE-replacement retailers list it) or 'brand' (the maker's own catalog number: kits, tools, fluids,
   * accessories that have no OEM equivalent).
   */
  numberSource?: 'oem' | 'brand';
  /** Share of this template's parts flagged best sellers (maintenance staples sell best). */
  bestSellerRate?: number;
  /** Keyed by the target's platform key. */
  overrides?: Readonly<Record<string, PartOverride>>;
}
