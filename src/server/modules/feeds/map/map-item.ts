/**
 * The field rules: one raw feed item to a listing offer, or a rejection whose reason names the
 * attribute and the problem. Attributes follow Google Merchant Center's product data specification
 * (https://support.google.com/merchants/answer/7052112); attributes Pitlane does not use are ignored.
 */
import { isNumberShaped } from '@shared/rules/part-number';
import type { ShippingPolicy } from '../../../db/schema/vendors';
import type { RawItem } from '../parse/raw-item';
import { AVAILABILITIES, CONDITIONS, type Availability, type Condition, type MappedItem } from './feed-offer';
import { parseMoney, quoted } from './money';
import { parseSalePeriod } from './sale-period';
import { shippingTerms } from './shipping';

/** Limits: the storage's for id and title (Google's own are 50 and 150), Google's for the rest. */
export const LIMITS = { id: 200, title: 500, link: 2000, mpn: 70, brand: 200, productType: 750 } as const;
/** A price above this is a typo (or cents sent as dollars), not an offer. */
export const MAX_PRICE_CENTS = 100_000_000;
const CUSTOM_LABELS = ['custom_label_0', 'custom_label_1', 'custom_label_2', 'custom_label_3', 'custom_label_4'];

export interface MapContext {
  /** The vendor's shipping policy: used for items that give no US shipping. */
  shippingPolicy: ShippingPolicy | null;
  /** "Now" for sale periods. */
  now: number;
}

// Control characters are exactly what these two patterns are for.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
/** Anything `clean` would change: most values have none of it and are taken as they are. */
// eslint-disable-next-line no-control-regex
const UNCLEAN = /[\u0000-\u001F\u007F]|\s\s|^\s|\s$/;
/** Text as stored: no control characters (PostgreSQL refuses NUL), trimmed, runs of spaces as one. */
function clean(value: string | undefined): string {
  if (value === undefined) return '';
  if (!UNCLEAN.test(value)) return value;
  return value.replace(CONTROL, '').replace(/\s+/g, ' ').trim();
}
const thousands = (n: number) => n.toLocaleString('en-US');

function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/** A GTIN (8, 12, 13 or 14 digits) with a valid check digit, else null: a wrong GTIN is ignored, not used. */
export function validGtin(value: string): string | null {
  const digits = value.replace(/[\s-]/g, '');
  if (!/^(\d{8}|\d{12,14})$/.test(digits)) return null;
  let sum = 0;
  for (let i = digits.length - 2, weight = 3; i >= 0; i--, weight = weight === 3 ? 1 : 3) sum += Number(digits[i]) * weight;
  return (10 - (sum % 10)) % 10 === Number(digits.at(-1)) ? digits : null;
}

/** OEM / interchange numbers in custom labels: "11 42 7 953 129, 11427541827; HU 816 X". */
export function labelNumbers(fields: Map<string, string>): string[] {
  const numbers: string[] = [];
  for (const label of CUSTOM_LABELS) {
    const value = fields.get(label);
    if (value === undefined) continue;
    for (const token of clean(value).split(/[,;|]/)) {
      const number = token.trim();
      // Labels also carry words ("clearance", "summer"): only number-shaped tokens count.
      if (isNumberShaped(number)) {
        numbers.push(number);
      }
    }
  }
  return numbers;
}

function enumValue<T extends string>(raw: string, allowed: readonly T[]): T | null {
  if ((allowed as readonly string[]).includes(raw)) return raw as T;
  const value = raw.toLowerCase().replace(/[\s-]+/g, '_');
  return (allowed as readonly string[]).includes(value) ? (value as T) : null;
}

export function mapItem(raw: RawItem, context: MapContext): MappedItem {
  const id = clean(raw.fields.get('id'));
  const reject = (reason: string): MappedItem => ({ ok: false, line: raw.line, itemId: id && id.length <= LIMITS.id ? id : null, reason });
  if (raw.problem) return reject(raw.problem);

  for (const name of ['id', 'title', 'link', 'price', 'sale_price', 'mpn', 'brand'] as const) {
    const length = raw.overlong.get(name);
    if (length !== undefined) return reject(`${name} is ${thousands(length)} characters long (at most ${thousands(LIMITS[name as keyof typeof LIMITS] ?? 100)})`);
  }
  if (!id) return reject('id is missing');
  if (id.length > LIMITS.id) return reject(`id is ${thousands(id.length)} characters long (at most ${LIMITS.id})`);

  const title = clean(raw.fields.get('title'));
  if (!title) return reject('title is missing');
  if (title.length > LIMITS.title) return reject(`title is ${thousands(title.length)} characters long (at most ${LIMITS.title})`);

  const link = clean(raw.fields.get('link'));
  if (!link) return reject('link is missing');
  if (link.length > LIMITS.link) return reject(`link is ${thousands(link.length)} characters long (at most ${LIMITS.link})`);
  if (!isHttpUrl(link)) return reject(`link ${quoted(link)} is not an http(s) url`);

  const priceText = clean(raw.fields.get('price'));
  if (!priceText) return reject('price is missing');
  const price = parseMoney(priceText, 'price');
  if (!price.ok) return reject(price.reason);
  if (price.currency !== 'USD') return reject(`price currency ${price.currency} is not USD`);
  if (price.cents === 0) return reject('price must be more than 0');
  if (price.cents >= MAX_PRICE_CENTS) return reject(`price ${quoted(priceText)} is not a plausible price`);

  let priceCents = price.cents;
  let originalPriceCents: number | null = null;
  const saleText = clean(raw.fields.get('sale_price'));
  if (saleText) {
    const sale = parseMoney(saleText, 'sale_price');
    if (!sale.ok) return reject(sale.reason);
    if (sale.currency !== 'USD') return reject(`sale_price currency ${sale.currency} is not USD`);
    const periodText = clean(raw.fields.get('sale_price_effective_date'));
    const period = periodText ? parseSalePeriod(periodText) : null;
    if (periodText && !period) {
      return reject(`sale_price_effective_date ${quoted(periodText)} is not an ISO 8601 interval (start/end)`);
    }
    const running = !period || (context.now >= period.start && context.now <= period.end);
    // A "sale" at or above the regular price is no reduction; the regular price stands.
    if (running && sale.cents > 0 && sale.cents < price.cents) {
      priceCents = sale.cents;
      originalPriceCents = price.cents;
    }
  }

  const availabilityText = clean(raw.fields.get('availability'));
  if (!availabilityText) return reject('availability is missing');
  const availability = enumValue<Availability>(availabilityText, AVAILABILITIES);
  if (!availability) return reject(`availability ${quoted(availabilityText)} is not one of ${AVAILABILITIES.join(', ')}`);

  const conditionText = clean(raw.fields.get('condition'));
  const condition = conditionText ? enumValue<Condition>(conditionText, CONDITIONS) : 'new';
  if (!condition) return reject(`condition ${quoted(conditionText)} is not one of ${CONDITIONS.join(', ')}`);

  const mpn = clean(raw.fields.get('mpn')) || null;
  if (mpn && mpn.length > LIMITS.mpn) return reject(`mpn is ${thousands(mpn.length)} characters long (at most ${LIMITS.mpn})`);
  const brand = clean(raw.fields.get('brand')).slice(0, LIMITS.brand) || null;

  const shipping = shippingTerms(raw.shipping, context.shippingPolicy);
  if (!shipping.ok) return reject(shipping.reason);

  const numbers = [...new Set([...(mpn ? [mpn] : []), ...labelNumbers(raw.fields)])];
  const gtinText = clean(raw.fields.get('gtin'));
  const imageLink = clean(raw.fields.get('image_link'));
  // The network's click url: an offer keeps it beside the retailer's page; one that is no http(s) url is refused.
  const trackingLink = clean(raw.fields.get('tracking_link'));
  if (trackingLink && (trackingLink.length > LIMITS.link || !isHttpUrl(trackingLink))) {
    return reject(`tracking link ${quoted(trackingLink)} is not an http(s) url of at most ${thousands(LIMITS.link)} characters`);
  }
  const quantityText = clean(raw.fields.get('quantity'));
  const quantity = /^\d{1,6}$/.test(quantityText) ? Number(quantityText) : null;
  return {
    ok: true,
    offer: {
      line: raw.line,
      vendorSku: id,
      partName: title,
      partNumber: numbers[0] ?? '',
      otherNumbers: numbers.slice(1),
      brand,
      mpn,
      gtin: gtinText ? validGtin(gtinText) : null,
      productType: clean(raw.fields.get('product_type')).slice(0, LIMITS.productType) || null,
      imageLink: imageLink && imageLink.length <= LIMITS.link && isHttpUrl(imageLink) ? imageLink : null,
      availability,
      condition,
      numbers,
      priceCents,
      originalPriceCents,
      inStock: availability === 'in_stock',
      stockQuantity: quantity,
      productUrl: link,
      trackingUrl: trackingLink || null,
      ...shipping.terms,
    },
  };
}
