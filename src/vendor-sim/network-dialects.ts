/**
 * The affiliate networks' shapes, as the simulated shops' networks would serve them (one dialect
 * per format, from each network's public documentation):
 *
 * - Awin product feed: CSV with Awin's column names, gzip-compressed when asked (Accept-Encoding);
 * - AvantLink datafeed: pipe-delimited, with the buy link wrapping the product page;
 * - CJ product search answer: `<cj-api><products><product>` XML;
 * - eBay Browse `item_summary/search`: `itemSummaries[]` JSON, the vehicle matched through
 *   `compatibility_filter` (`compatibilityMatch`), affiliate urls when a campaign is named.
 */
import type { SimVendor } from './catalog';
import type { SimOffer } from './offers';

const amount = (cents: number) => (Math.round(cents) / 100).toFixed(2);
const csv = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** A stable numeric id for a sku (the networks number their products). */
function numericId(slug: string, sku: string): number {
  let h = 2166136261;
  for (const c of `${slug}:${sku}`) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  return 10_000_000 + (h % 89_999_999);
}

const AWIN_COLUMNS = [
  'aw_deep_link', 'product_name', 'aw_product_id', 'merchant_product_id', 'merchant_image_url', 'description', 'merchant_category',
  'search_price', 'merchant_name', 'merchant_id', 'currency', 'store_price', 'delivery_cost', 'merchant_deep_link', 'brand_name',
  'rrp_price', 'in_stock', 'stock_quantity', 'ean', 'mpn',
];

export function awinFeed(vendor: SimVendor, offers: SimOffer[]): string {
  const merchantId = numericId(vendor.slug, 'merchant') % 100_000;
  const rows = offers.map((o) => {
    const productId = numericId(vendor.slug, o.item.sku);
    const values: Record<string, string> = {
      aw_deep_link: `https://www.awin1.com/pclick.php?p=${productId}&a=123456&m=${merchantId}`,
      product_name: o.item.name,
      aw_product_id: String(productId),
      merchant_product_id: o.item.sku,
      merchant_image_url: new URL(`/images/${encodeURIComponent(o.item.sku)}.jpg`, vendor.website).toString(),
      description: o.item.description || o.item.name,
      merchant_category: o.item.category,
      search_price: amount(o.priceCents),
      merchant_name: vendor.name,
      merchant_id: String(merchantId),
      currency: 'USD',
      store_price: amount(o.priceCents),
      delivery_cost: amount(o.shippingCostCents),
      merchant_deep_link: o.item.url,
      brand_name: o.item.brand,
      rrp_price: o.originalPriceCents != null ? amount(o.originalPriceCents) : '',
      in_stock: o.inStock ? '1' : '0',
      stock_quantity: String(o.stockQuantity),
      ean: '',
      mpn: o.item.partNumber,
    };
    return AWIN_COLUMNS.map((c) => csv(values[c] ?? '')).join(',');
  });
  return [AWIN_COLUMNS.join(','), ...rows, ''].join('\n');
}

export function avantlinkFeed(vendor: SimVendor, offers: SimOffer[]): string {
  const header = ['SKU', 'Manufacturer Id', 'Brand Name', 'Product Name', 'Short Description', 'Category', 'Image URL', 'Buy Link', 'Retail Price', 'Sale Price'];
  const clean = (value: string) => value.replace(/[|\r\n]+/g, ' ');
  const rows = offers.map((o) => {
    const onSale = o.originalPriceCents != null && o.originalPriceCents > o.priceCents;
    return [
      o.item.sku,
      o.item.partNumber,
      o.item.brand,
      o.item.name,
      o.item.description || o.item.name,
      o.item.category,
      new URL(`/images/${encodeURIComponent(o.item.sku)}.jpg`, vendor.website).toString(),
      `https://www.avantlink.com/click.php?tt=df&mi=10248&pw=223344&url=${encodeURIComponent(o.item.url)}`,
      amount(onSale ? o.originalPriceCents! : o.priceCents),
      onSale ? amount(o.priceCents) : '',
    ]
      .map(clean)
      .join('|');
  });
  return [header.join('|'), ...rows, ''].join('\n');
}

export function cjProductSearch(vendor: SimVendor, offers: SimOffer[]): string {
  const tag = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;
  const adId = numericId(vendor.slug, 'ad');
  const products = offers.map((o) =>
    [
      '<product>',
      tag('ad-id', String(adId)),
      tag('advertiser-name', vendor.name),
      tag('buy-url', `https://www.jdoqocy.com/click-8877665-${adId}?url=${encodeURIComponent(o.item.url)}`),
      tag('currency', 'USD'),
      tag('description', o.item.description || o.item.name),
      tag('in-stock', o.inStock ? 'yes' : 'no'),
      tag('manufacturer-name', o.item.brand),
      tag('manufacturer-sku', o.item.partNumber),
      tag('name', o.item.name),
      tag('price', amount(o.originalPriceCents != null && o.originalPriceCents > o.priceCents ? o.originalPriceCents : o.priceCents)),
      tag('sale-price', o.originalPriceCents != null && o.originalPriceCents > o.priceCents ? amount(o.priceCents) : ''),
      tag('sku', o.item.sku),
      '</product>',
    ].join(''),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<cj-api><products total-matched="${offers.length}" records-returned="${offers.length}" page-number="1">\n${products.join('\n')}\n</products></cj-api>\n`;
}

export interface EbayAsk {
  vehicleAsked: boolean;
  campaignId: string | null;
  href: string;
}

export function ebayItemSummaries(offers: SimOffer[], ask: EbayAsk) {
  const summaries = offers.map((o) => {
    const itemNumber = numericId('ebay', o.item.sku);
    const itemWebUrl = `https://www.ebay.com/itm/${itemNumber}`;
    return {
      itemId: `v1|${itemNumber}|0`,
      title: o.item.name,
      price: { value: amount(o.priceCents), currency: 'USD' },
      itemHref: `https://api.ebay.com/buy/browse/v1/item/v1%7C${itemNumber}%7C0`,
      seller: { username: 'sim_seller', feedbackPercentage: '99.5', feedbackScore: 1200 },
      condition: 'New',
      conditionId: '1000',
      shippingOptions: [{ shippingCostType: 'FIXED', shippingCost: { value: amount(o.shippingCostCents), currency: 'USD' } }],
      buyingOptions: ['FIXED_PRICE'],
      itemWebUrl,
      ...(ask.campaignId
        ? { itemAffiliateWebUrl: `${itemWebUrl}?mkevt=1&mkcid=1&mkrid=711-53200-19255-0&campid=${ask.campaignId}&toolid=10001` }
        : {}),
      ...(ask.vehicleAsked ? { compatibilityMatch: 'EXACT' } : {}),
    };
  });
  // eBay leaves the list out when nothing was found.
  return { href: ask.href, total: summaries.length, limit: 50, offset: 0, ...(summaries.length ? { itemSummaries: summaries } : {}) };
}
