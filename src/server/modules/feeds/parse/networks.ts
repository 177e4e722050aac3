/**
 * The affiliate networks' product formats, each turned into the attributes the field rules read
 * (Google Merchant Center's names: id, title, link, price, sale_price, availability, brand, mpn, gtin,
 * shipping...), plus `tracking_link` (the network's click url) and `quantity`. The rules themselves
 * (map/map-item.ts) are the same for every format, so a row is accepted or rejected for the same
 * reasons, with its line, whatever network sent it.
 *
 * Column names are compared as "keys": lower case, letters and digits only, so `aw_deep_link`,
 * `AW Deep Link`, `buy-url` / `BUYURL` and `strBuyURL` each read one way. Sources (each network's
 * public documentation):
 * - Awin product feed (CSV/TSV, often gzip): aw_product_id, merchant_product_id, aw_deep_link,
 *   merchant_deep_link, product_name, search_price, store_price, rrp_price, delivery_cost, currency,
 *   brand_name, mpn, ean, in_stock, stock_quantity...
 * - AvantLink: the datafeed (SKU, Manufacturer Id, Brand Name, Product Name, Retail Price, Sale
 *   Price, Buy Link...) and the ProductSearch API's answer (strProductSKU, strProductName,
 *   strBrandName, dblProductPrice, dblProductSalePrice, strBuyURL...).
 * - CJ: the product feed (SKU, NAME, MANUFACTURER, MANUFACTURERID, PRICE, SALEPRICE, BUYURL,
 *   INSTOCK...) and the product search answer (ad-id, sku, name, manufacturer-name,
 *   manufacturer-sku, price, sale-price, buy-url, in-stock...).
 * - eBay Browse API `item_summary/search`: itemSummaries[].{itemId, title, price.value,
 *   shippingOptions[].shippingCost.value, itemAffiliateWebUrl, itemWebUrl, condition(Id)...}.
 */
import { NETWORK_FORMAT_SPECS, type NetworkFormat } from '@shared/schemas/feed-formats';
import { emptyItem, type RawItem } from './raw-item';

/** One record of a network's feed or answer: column key → value as text. */
export type NetworkRecord = Map<string, string>;

const keys = new Map<string, string>();
/** A column name as compared: "AW Deep Link" → "awdeeplink", "buy-url" → "buyurl". Memoized. */
export function columnKey(name: string): string {
  let key = keys.get(name);
  if (key === undefined) {
    key = name.toLowerCase().replace(/[^a-z0-9]/g, '');
    if (keys.size < 10_000) keys.set(name, key);
  }
  return key;
}

export interface NetworkDialect {
  format: NetworkFormat;
  /** The columns it reads: others are not kept. */
  columns: ReadonlySet<string>;
  /** Alternatives of which each record needs one: a table lacking any is not this format. */
  required: readonly (readonly string[])[];
  toItem(record: NetworkRecord, line: number): RawItem;
}

function first(record: NetworkRecord, names: readonly string[]): string | undefined {
  for (const name of names) {
    const value = record.get(name)?.trim();
    if (value) return value;
  }
  return undefined;
}

/** "$1,299.00" and "1299.00" with the feed's currency → "1299.00 USD"; null when empty. */
function money(value: string | undefined, currency: string | undefined): string | undefined {
  if (!value) return undefined;
  const amount = value.replace(/^\$\s*/, '').trim();
  if (/[A-Za-z]{3}/.test(amount)) return amount;
  return currency ? `${amount} ${currency}` : amount;
}

/** A number for comparing amounts (never stored: the field rules parse the text). */
function amount(value: string | undefined): number | null {
  if (!value) return null;
  const n = Number(value.replace(/[$,\s]|[A-Za-z]{3}/g, ''));
  return Number.isFinite(n) ? n : null;
}

/** The networks' stock flags ("1", "yes", "Y", "true", "in stock") as Merchant availability; other text is passed on to be rejected by name. */
function availability(flag: string | undefined, quantity: string | undefined): string {
  if (flag !== undefined) {
    const v = flag.toLowerCase().replace(/[\s_-]+/g, '');
    if (['1', 'y', 'yes', 'true', 'instock', 'available'].includes(v)) return 'in_stock';
    if (['0', 'n', 'no', 'false', 'outofstock', 'unavailable', 'soldout'].includes(v)) return 'out_of_stock';
    if (['preorder', 'backorder'].includes(v)) return v;
    return flag;
  }
  const count = quantity === undefined ? NaN : Number(quantity);
  if (Number.isFinite(count)) return count > 0 ? 'in_stock' : 'out_of_stock';
  // The networks list what a shopper can buy; a feed without a stock column lists items in stock.
  return 'in_stock';
}

/**
 * The retailer's page a tracking link leads to, from its destination parameter (Awin `ued`,
 * AvantLink and CJ `url`), when the feed gives no page of its own.
 */
function destinationOf(tracking: string | undefined, params: readonly string[]): string | undefined {
  if (!tracking) return undefined;
  try {
    const url = new URL(tracking);
    for (const param of params) {
      const value = url.searchParams.get(param);
      if (value && /^https?:\/\//i.test(value)) return value;
    }
  } catch {
    // Not a url: the field rules say so when it matters.
  }
  return undefined;
}

/** The current price and the regular one: Merchant's price is the regular price, sale_price the reduced. */
function prices(current: string | undefined, regular: string | undefined, currency: string | undefined): { price?: string; sale_price?: string } {
  const now = amount(current);
  const was = amount(regular);
  if (current && regular && now !== null && was !== null && was > now) {
    return { price: money(regular, currency), sale_price: money(current, currency) };
  }
  return { price: money(current ?? regular, currency) };
}

function item(line: number, fields: Record<string, string | undefined>, shippingCost?: string, currency?: string): RawItem {
  const raw = emptyItem(line);
  for (const [name, value] of Object.entries(fields)) if (value) raw.fields.set(name, value);
  if (shippingCost !== undefined && amount(shippingCost) !== null) raw.shipping.push({ country: 'US', price: money(shippingCost, currency)! });
  else if (shippingCost !== undefined && /^free/i.test(shippingCost)) raw.shipping.push({ country: 'US', price: `0 ${currency ?? 'USD'}` });
  return raw;
}

function dialect(spec: Omit<NetworkDialect, 'columns'> & { columns: readonly string[] }): NetworkDialect {
  return { ...spec, columns: new Set(spec.columns) };
}

const AWIN = {
  id: ['merchantproductid', 'awproductid'],
  title: ['productname'],
  tracking: ['awdeeplink'],
  link: ['merchantdeeplink'],
  price: ['searchprice', 'storeprice'],
  rrp: ['rrpprice'],
  currency: ['currency'],
  shipping: ['deliverycost'],
  brand: ['brandname'],
  mpn: ['mpn', 'modelnumber'],
  gtin: ['ean', 'upc', 'productgtin'],
  stock: ['instock'],
  quantity: ['stockquantity'],
  condition: ['condition'],
  image: ['merchantimageurl', 'awimageurl', 'largeimage'],
  category: ['merchantcategory', 'categoryname'],
  description: ['description', 'productshortdescription'],
} as const;

export const awin = dialect({
  format: 'awin',
  columns: Object.values(AWIN).flat(),
  required: [AWIN.id, AWIN.title, AWIN.price, [...AWIN.tracking, ...AWIN.link]],
  toItem(record, line) {
    const currency = first(record, AWIN.currency);
    const tracking = first(record, AWIN.tracking);
    const quantity = first(record, AWIN.quantity);
    return item(
      line,
      {
        id: first(record, AWIN.id),
        title: first(record, AWIN.title),
        link: first(record, AWIN.link) ?? destinationOf(tracking, ['ued']),
        tracking_link: tracking,
        ...prices(first(record, AWIN.price), first(record, AWIN.rrp), currency),
        availability: availability(first(record, AWIN.stock), quantity),
        quantity,
        brand: first(record, AWIN.brand),
        mpn: first(record, AWIN.mpn),
        gtin: first(record, AWIN.gtin),
        condition: first(record, AWIN.condition),
        image_link: first(record, AWIN.image),
        product_type: first(record, AWIN.category),
        description: first(record, AWIN.description),
      },
      first(record, AWIN.shipping),
      currency,
    );
  },
});

const AVANTLINK = {
  id: ['strproductsku', 'sku', 'productsku'],
  title: ['strproductname', 'productname'],
  brand: ['strbrandname', 'brandname'],
  price: ['dblproductprice', 'retailprice'],
  sale: ['dblproductsaleprice', 'saleprice'],
  tracking: ['strbuyurl', 'buylink', 'buyurl'],
  link: ['strproducturl', 'producturl'],
  mpn: ['strmanufacturerpartnumber', 'manufacturerpartnumber', 'manufacturerid', 'mpn'],
  gtin: ['strupc', 'upc', 'strgtin', 'gtin', 'ean'],
  currency: ['strcurrency', 'currency'],
  stock: ['strstockstatus', 'instock', 'availability'],
  image: ['strlargeimage', 'strmediumimage', 'imageurl', 'largeimage'],
  category: ['strcategoryname', 'category', 'strsubcategoryname'],
  description: ['txtshortdescription', 'shortdescription'],
} as const;

export const avantlink = dialect({
  format: 'avantlink',
  columns: Object.values(AVANTLINK).flat(),
  required: [AVANTLINK.id, AVANTLINK.title, [...AVANTLINK.price, ...AVANTLINK.sale], AVANTLINK.tracking],
  toItem(record, line) {
    // AvantLink's programs sell in US dollars unless the feed says otherwise.
    const currency = first(record, AVANTLINK.currency) ?? 'USD';
    const tracking = first(record, AVANTLINK.tracking);
    const sale = first(record, AVANTLINK.sale);
    const regular = first(record, AVANTLINK.price);
    return item(line, {
      id: first(record, AVANTLINK.id),
      title: first(record, AVANTLINK.title),
      link: first(record, AVANTLINK.link) ?? destinationOf(tracking, ['url']),
      tracking_link: tracking,
      ...prices(sale ?? regular, regular, currency),
      availability: availability(first(record, AVANTLINK.stock), undefined),
      brand: first(record, AVANTLINK.brand),
      mpn: first(record, AVANTLINK.mpn),
      gtin: first(record, AVANTLINK.gtin),
      image_link: first(record, AVANTLINK.image),
      product_type: first(record, AVANTLINK.category),
      description: first(record, AVANTLINK.description),
    });
  },
});

const CJ = {
  id: ['sku', 'adid'],
  title: ['name', 'title'],
  brand: ['manufacturername', 'manufacturer'],
  mpn: ['manufacturersku', 'manufacturerid'],
  price: ['price'],
  sale: ['saleprice'],
  retail: ['retailprice'],
  currency: ['currency'],
  tracking: ['buyurl'],
  link: ['producturl'],
  stock: ['instock'],
  gtin: ['upc', 'ean'],
  shipping: ['standardshippingcost'],
  condition: ['condition'],
  image: ['imageurl'],
  category: ['advertisercategory'],
  description: ['description'],
} as const;

export const cj = dialect({
  format: 'cj',
  columns: Object.values(CJ).flat(),
  required: [CJ.id, CJ.title, CJ.price, CJ.tracking],
  toItem(record, line) {
    const currency = first(record, CJ.currency);
    const tracking = first(record, CJ.tracking);
    const price = first(record, CJ.price);
    const sale = first(record, CJ.sale);
    const retail = first(record, CJ.retail);
    // The lowest of price and sale price is paid; the highest of price and retail price is the regular one.
    const current = sale && (amount(sale) ?? Infinity) < (amount(price) ?? Infinity) ? sale : price;
    const regular = retail && (amount(retail) ?? 0) > (amount(price) ?? 0) ? retail : price;
    return item(
      line,
      {
        id: first(record, CJ.id),
        title: first(record, CJ.title),
        link: first(record, CJ.link) ?? destinationOf(tracking, ['url']),
        tracking_link: tracking,
        ...prices(current, regular, currency),
        availability: availability(first(record, CJ.stock), undefined),
        brand: first(record, CJ.brand),
        mpn: first(record, CJ.mpn),
        gtin: first(record, CJ.gtin),
        condition: first(record, CJ.condition),
        image_link: first(record, CJ.image),
        product_type: first(record, CJ.category),
        description: first(record, CJ.description),
      },
      first(record, CJ.shipping),
      currency,
    );
  },
});

/** eBay's condition ids: 1000 new; 1500–1750 new other / with defects; 2000–2500 refurbished; 3000+ used. */
export function ebayCondition(conditionId: string | undefined, condition: string | undefined): string {
  const id = Number(conditionId);
  if (Number.isInteger(id) && id > 0) return id === 1000 ? 'new' : id >= 2000 && id < 3000 ? 'refurbished' : 'used';
  const text = (condition ?? '').trim().toLowerCase();
  if (text === '' || text === 'new') return 'new';
  return text.includes('refurb') ? 'refurbished' : 'used';
}

export const ebay = dialect({
  format: 'ebay',
  // Shipping options are read by prefix (shippingoptions0shippingcostvalue, ...): kept whole.
  columns: [],
  required: [['itemid'], ['title'], ['pricevalue'], ['itemweburl', 'itemaffiliateweburl']],
  toItem(record, line) {
    const currency = record.get('pricecurrency');
    let cheapest: string | undefined;
    for (const [name, value] of record) {
      if (!/^shippingoptions\d+shippingcostvalue$/.test(name)) continue;
      if (cheapest === undefined || (amount(value) ?? Infinity) < (amount(cheapest) ?? Infinity)) cheapest = value;
    }
    const tracking = record.get('itemaffiliateweburl');
    return item(
      line,
      {
        id: record.get('itemid'),
        title: record.get('title'),
        link: record.get('itemweburl') ?? tracking,
        tracking_link: tracking,
        price: money(record.get('pricevalue'), currency),
        // A listed item can be bought; the summary carries no stock figure.
        availability: 'in_stock',
        condition: ebayCondition(record.get('conditionid'), record.get('condition')),
        image_link: record.get('imageimageurl'),
        brand: record.get('brand'),
        mpn: record.get('mpn'),
        gtin: record.get('gtin'),
      },
      cheapest,
      record.get('shippingoptions0shippingcostcurrency') ?? currency,
    );
  },
});

/** Each network format of the registry (shared/schemas/feed-formats.ts) and its dialect: a format listed there without one does not compile. */
export const NETWORK_DIALECTS: Record<NetworkFormat, NetworkDialect> = { awin, avantlink, cj, ebay };

/** The network whose format these columns are in, asked in the registry's order, or null (a Merchant table). */
export function detectNetwork(columns: ReadonlySet<string>): NetworkDialect | null {
  const spec = NETWORK_FORMAT_SPECS.find((candidate) => candidate.detect(columns));
  return spec ? NETWORK_DIALECTS[spec.id] : null;
}

/** The first required column the table lacks, in words, or null. */
export function missingColumns(network: NetworkDialect, columns: ReadonlySet<string>): string | null {
  const missing = network.required.filter((alternatives) => !alternatives.some((c) => columns.has(c)));
  if (missing.length === 0) return null;
  return missing.map((alternatives) => alternatives.join(' or ')).join(', ');
}

/**
 * A JSON value flattened to keys: {price: {value: "1"}} → "pricevalue" = "1",
 * {shippingOptions: [{shippingCost: {value: "5"}}]} → "shippingoptions0shippingcostvalue" = "5".
 * Depth and breadth are bounded: an answer's items are small.
 */
export function flattenJson(value: unknown, record: NetworkRecord = new Map(), prefix = '', depth = 0): NetworkRecord {
  if (depth > 6 || record.size > 500) return record;
  if (value === null || value === undefined) return record;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    if (!record.has(prefix)) record.set(prefix, String(value));
    return record;
  }
  if (Array.isArray(value)) {
    value.slice(0, 20).forEach((element, index) => flattenJson(element, record, `${prefix}${index}`, depth + 1));
    return record;
  }
  if (typeof value === 'object') {
    for (const [name, element] of Object.entries(value as Record<string, unknown>)) flattenJson(element, record, prefix + columnKey(name), depth + 1);
  }
  return record;
}
