/**
 * Specialty retailers in the demo catalog: real shops with their real public websites. Shipping terms,
 * price levels and coverage are approximations of their published policies, used only to shape demo
 * offers; live prices come from feeds and connectors.
 */
import type { ShippingPolicy } from '../../../server/db/schema/vendors';

export interface VendorData {
  name: string;
  slug: string;
  website: string;
  description: string;
  /** A walk-in counter or store where orders can be collected. */
  hasStorePickup: boolean;
  shippingPolicy: ShippingPolicy;
  /** Make slugs whose parts the shop sells. */
  makes: readonly string[];
  /** Typical price relative to the catalog's base price (dealers above, discounters below). */
  priceLevel: number;
  /** Ships in-stock orders placed before the afternoon cut-off the same day. */
  shipsSameDay: boolean;
  /**
   * Path of a product page on the shop's site: {slug} is the product slug, {sku} the shop's item id,
   * {brand} the brand slug. No query string: the affiliate template appends one.
   */
  productPath: string;
  /** Prefix of the shop's own item ids. */
  skuPrefix: string;
  /** Dealers sell only genuine parts; discount catalogs mostly aftermarket and OE-supplier brands. */
  catalog: 'genuine' | 'aftermarket' | 'all';
}

const EUROPEAN = ['bmw', 'mercedes-benz', 'audi', 'volkswagen', 'porsche'];
const MAINSTREAM = [
  ...EUROPEAN,
  'aston-martin',
  'lexus',
  'toyota',
  'nissan',
  'honda',
  'mazda',
  'subaru',
];

function policy(
  freeShippingThresholdCents: number | null,
  standardShippingCents: number,
  standardDays: [number, number],
  expressDays: [number, number] | null,
): ShippingPolicy {
  // Express runs about two and a half times the standard rate at these shops, to the .95.
  const expressShippingCents = expressDays ? Math.round((standardShippingCents * 2.5) / 100) * 100 - 5 : null;
  return { freeShippingThresholdCents, standardShippingCents, standardDays, expressDays, expressShippingCents };
}

/**
 * Demo vendors whose offers quote no shipping of their own (as some shops' product data does not):
 * their totals use the vendor's standard rate and are marked as estimates.
 */
export const SHIPPING_NOT_QUOTED_DEMO_VENDORS: ReadonlySet<string> = new Set(['design-911', 'eurospares']);

/**
 * Demo vendors known through their product feed only: live pricing answers from their stored listings,
 * and the demo points their scheduled feed at the vendor simulator.
 */
export const FEED_BACKED_DEMO_VENDORS: ReadonlySet<string> = new Set(['rockauto', 'parts-geek', 'carparts-com']);

export const VENDORS: VendorData[] = [
  {
    name: 'FCP Euro',
    slug: 'fcp-euro',
    website: 'https://www.fcpeuro.com',
    description: 'European parts specialist with a lifetime replacement guarantee on everything it sells.',
    hasStorePickup: false,
    shippingPolicy: policy(4900, 995, [2, 5], [1, 2]),
    makes: EUROPEAN,
    priceLevel: 1.0,
    shipsSameDay: true,
    productPath: '/products/{slug}-{sku}',
    catalog: 'all',
    skuPrefix: 'FCP',
  },
  {
    name: 'ECS Tuning',
    slug: 'ecs-tuning',
    website: 'https://www.ecstuning.com',
    description: 'OEM replacement and performance parts for European cars, shipped from Ohio.',
    hasStorePickup: false,
    shippingPolicy: policy(4900, 899, [2, 5], [1, 2]),
    makes: EUROPEAN,
    priceLevel: 0.97,
    shipsSameDay: true,
    productPath: '/b-{brand}-parts/{slug}/{sku}/',
    catalog: 'all',
    skuPrefix: 'ES',
  },
  {
    name: 'Pelican Parts',
    slug: 'pelican-parts',
    website: 'https://www.pelicanparts.com',
    description: 'Porsche, BMW and Mercedes parts with thousands of free DIY tech articles.',
    hasStorePickup: true,
    shippingPolicy: policy(7500, 1095, [2, 6], [1, 2]),
    makes: EUROPEAN,
    priceLevel: 0.98,
    shipsSameDay: true,
    productPath: '/catalog/SuperCat/{sku}.htm',
    catalog: 'all',
    skuPrefix: 'PEL',
  },
  {
    name: 'Turner Motorsport',
    slug: 'turner-motorsport',
    website: 'https://www.turnermotorsport.com',
    description: 'BMW racing team and parts shop: OE replacement, maintenance and performance parts.',
    hasStorePickup: false,
    shippingPolicy: policy(14900, 999, [2, 5], [1, 2]),
    makes: ['bmw'],
    priceLevel: 1.02,
    shipsSameDay: true,
    productPath: '/p-{sku}-{slug}.aspx',
    catalog: 'all',
    skuPrefix: 'TMS',
  },
  {
    name: 'RockAuto',
    slug: 'rockauto',
    website: 'https://www.rockauto.com',
    description: 'Huge online catalog of aftermarket and OE-supplier parts at warehouse prices.',
    hasStorePickup: false,
    shippingPolicy: policy(null, 1195, [3, 7], [1, 2]),
    makes: MAINSTREAM,
    priceLevel: 0.86,
    shipsSameDay: false,
    productPath: '/en/moreinfo/{sku}',
    catalog: 'all',
    skuPrefix: 'RA',
  },
  {
    name: 'Bavarian Autosport',
    slug: 'bavarian-autosport',
    website: 'https://www.bavauto.com',
    description: 'BMW and MINI parts and accessories from New Hampshire since 1974.',
    hasStorePickup: false,
    shippingPolicy: policy(9900, 1095, [3, 6], [1, 2]),
    makes: ['bmw'],
    priceLevel: 1.0,
    shipsSameDay: true,
    productPath: '/product/{slug}/{sku}',
    catalog: 'all',
    skuPrefix: 'BAV',
  },
  {
    name: 'AutohausAZ',
    slug: 'autohausaz',
    website: 'https://www.autohausaz.com',
    description: 'Discount OE and OEM-supplier parts for European cars from Arizona.',
    hasStorePickup: false,
    shippingPolicy: policy(4900, 795, [3, 6], [1, 3]),
    makes: EUROPEAN,
    priceLevel: 0.9,
    shipsSameDay: false,
    productPath: '/partsearch/{sku}',
    catalog: 'all',
    skuPrefix: 'AZ',
  },
  {
    name: 'Suncoast Porsche Parts',
    slug: 'suncoast-porsche-parts',
    website: 'https://www.suncoastparts.com',
    description: 'Genuine Porsche parts from a Florida Porsche dealership’s parts department.',
    hasStorePickup: true,
    shippingPolicy: policy(19900, 1295, [2, 5], [1, 2]),
    makes: ['porsche'],
    priceLevel: 1.06,
    shipsSameDay: true,
    productPath: '/product/{sku}.html',
    catalog: 'genuine',
    skuPrefix: 'SC',
  },
  {
    name: 'Design 911',
    slug: 'design-911',
    website: 'https://www.design911.com',
    description: 'UK Porsche specialist for genuine, OE and performance parts, shipping worldwide.',
    hasStorePickup: true,
    shippingPolicy: policy(25000, 1995, [4, 9], [2, 4]),
    makes: ['porsche'],
    priceLevel: 0.96,
    shipsSameDay: false,
    productPath: '/{slug}-{sku}',
    catalog: 'all',
    skuPrefix: 'D911',
  },
  {
    name: 'Eurospares',
    slug: 'eurospares',
    website: 'https://www.eurospares.co.uk',
    description: 'Parts for Ferrari, Lamborghini, Aston Martin and Porsche from a UK supercar specialist.',
    hasStorePickup: false,
    shippingPolicy: policy(null, 2495, [4, 10], [2, 4]),
    makes: ['ferrari', 'lamborghini', 'aston-martin', 'porsche'],
    priceLevel: 1.0,
    shipsSameDay: false,
    productPath: '/parts/{slug}/{sku}',
    catalog: 'all',
    skuPrefix: 'EUS',
  },
  {
    name: 'Lexus Parts Now',
    slug: 'lexus-parts-now',
    website: 'https://www.lexuspartsnow.com',
    description: 'Genuine Lexus parts and accessories from an authorised Lexus dealer.',
    hasStorePickup: false,
    shippingPolicy: policy(null, 995, [3, 7], [2, 3]),
    makes: ['lexus'],
    priceLevel: 0.94,
    shipsSameDay: false,
    productPath: '/oem-parts/lexus-{slug}-{sku}',
    catalog: 'genuine',
    skuPrefix: 'LPN',
  },
  {
    name: 'getBMWparts',
    slug: 'getbmwparts',
    website: 'https://www.getbmwparts.com',
    description: 'Genuine BMW parts at dealer-direct discount prices.',
    hasStorePickup: true,
    shippingPolicy: policy(null, 895, [3, 6], [1, 2]),
    makes: ['bmw'],
    priceLevel: 0.93,
    shipsSameDay: false,
    productPath: '/oem-parts/bmw-{slug}-{sku}',
    catalog: 'genuine',
    skuPrefix: 'GBP',
  },
  {
    name: 'Zims Autotechnik',
    slug: 'zims-autotechnik',
    website: 'https://www.zimsautotechnik.com',
    description: 'Southern California Porsche and BMW parts house, open to walk-in customers.',
    hasStorePickup: true,
    shippingPolicy: policy(15000, 1195, [2, 6], [1, 2]),
    makes: ['porsche', 'bmw'],
    priceLevel: 1.01,
    shipsSameDay: true,
    productPath: '/products/{sku}',
    catalog: 'all',
    skuPrefix: 'ZIM',
  },
  {
    name: 'Europa Parts',
    slug: 'europa-parts',
    website: 'https://www.europaparts.com',
    description: 'OE and OEM-quality parts for German and Swedish cars.',
    hasStorePickup: false,
    shippingPolicy: policy(7500, 899, [3, 6], [1, 2]),
    makes: EUROPEAN,
    priceLevel: 0.95,
    shipsSameDay: false,
    productPath: '/{slug}-{sku}.html',
    catalog: 'all',
    skuPrefix: 'EP',
  },
  {
    name: 'UroTuning',
    slug: 'urotuning',
    website: 'https://www.urotuning.com',
    description: 'Maintenance and performance parts for Audi, Volkswagen, BMW, Mercedes and Porsche.',
    hasStorePickup: false,
    shippingPolicy: policy(5900, 995, [2, 6], [1, 2]),
    makes: EUROPEAN,
    priceLevel: 0.97,
    shipsSameDay: true,
    productPath: '/products/{slug}',
    catalog: 'all',
    skuPrefix: 'URO',
  },
  {
    name: 'Ricambi America',
    slug: 'ricambi-america',
    website: 'https://www.ricambiamerica.com',
    description: 'Ferrari and Maserati parts specialist stocking genuine and OEM-supplier parts.',
    hasStorePickup: false,
    shippingPolicy: policy(null, 1995, [3, 7], [1, 3]),
    makes: ['ferrari', 'lamborghini'],
    priceLevel: 0.98,
    shipsSameDay: false,
    productPath: '/{slug}-{sku}.html',
    catalog: 'all',
    skuPrefix: 'RIC',
  },
  {
    name: 'Scuderia Car Parts',
    slug: 'scuderia-car-parts',
    website: 'https://www.scuderiacarparts.com',
    description: 'UK supplier of parts for Ferrari, Lamborghini and other Italian supercars.',
    hasStorePickup: false,
    shippingPolicy: policy(null, 2995, [5, 10], [2, 5]),
    makes: ['ferrari', 'lamborghini'],
    priceLevel: 0.95,
    shipsSameDay: false,
    productPath: '/parts/{sku}/{slug}',
    catalog: 'all',
    skuPrefix: 'SCP',
  },
  {
    name: 'Toyota Parts Deal',
    slug: 'toyota-parts-deal',
    website: 'https://www.toyotapartsdeal.com',
    description: 'Genuine Toyota parts at discounted dealer prices.',
    hasStorePickup: false,
    shippingPolicy: policy(null, 995, [3, 7], [2, 3]),
    makes: ['toyota'],
    priceLevel: 0.92,
    shipsSameDay: false,
    productPath: '/genuine/toyota-{slug}~{sku}.html',
    catalog: 'genuine',
    skuPrefix: 'TPD',
  },
  {
    name: 'Nissan Parts Deal',
    slug: 'nissan-parts-deal',
    website: 'https://www.nissanpartsdeal.com',
    description: 'Genuine Nissan and NISMO parts at discounted dealer prices.',
    hasStorePickup: false,
    shippingPolicy: policy(null, 995, [3, 7], [2, 3]),
    makes: ['nissan'],
    priceLevel: 0.92,
    shipsSameDay: false,
    productPath: '/genuine/nissan-{slug}~{sku}.html',
    catalog: 'genuine',
    skuPrefix: 'NPD',
  },
  {
    name: 'Honda Parts Now',
    slug: 'honda-parts-now',
    website: 'https://www.hondapartsnow.com',
    description: 'Genuine Honda parts from an authorised Honda dealer.',
    hasStorePickup: false,
    shippingPolicy: policy(null, 995, [3, 7], [2, 3]),
    makes: ['honda'],
    priceLevel: 0.93,
    shipsSameDay: false,
    productPath: '/genuine/honda-{slug}~{sku}.html',
    catalog: 'genuine',
    skuPrefix: 'HPN',
  },
  {
    name: 'Summit Racing',
    slug: 'summit-racing',
    website: 'https://www.summitracing.com',
    description: 'Performance and replacement parts with retail stores in Ohio, Georgia, Nevada and Texas.',
    hasStorePickup: true,
    shippingPolicy: policy(10900, 999, [1, 4], [1, 1]),
    makes: MAINSTREAM,
    priceLevel: 1.03,
    shipsSameDay: true,
    productPath: '/parts/{sku}',
    catalog: 'aftermarket',
    skuPrefix: 'SUM',
  },
  {
    name: 'Parts Geek',
    slug: 'parts-geek',
    website: 'https://www.partsgeek.com',
    description: 'Discount replacement parts for domestic, European and Japanese cars.',
    hasStorePickup: false,
    shippingPolicy: policy(null, 899, [3, 8], null),
    makes: MAINSTREAM,
    priceLevel: 0.89,
    shipsSameDay: false,
    productPath: '/mmparts/{slug}-{sku}.html',
    catalog: 'aftermarket',
    skuPrefix: 'PG',
  },
  {
    name: 'CarParts.com',
    slug: 'carparts-com',
    website: 'https://www.carparts.com',
    description: 'Replacement parts shipped from warehouses across the US.',
    hasStorePickup: false,
    shippingPolicy: policy(5000, 799, [2, 6], [1, 2]),
    makes: MAINSTREAM,
    priceLevel: 0.92,
    shipsSameDay: false,
    productPath: '/details/{slug}/{sku}',
    catalog: 'aftermarket',
    skuPrefix: 'CP',
  },
];

/** Logo served by the server for a vendor slug. */
export function vendorLogoPath(slug: string): string {
  return `/img/vendors/${slug}.svg`;
}

/** Click-out template: "{url}" is replaced by the listing url when a buyer follows it. */
export function vendorAffiliateTemplate(slug: string): string {
  return `{url}?utm_source=pitlane&utm_medium=referral&aff=${slug}`;
}
