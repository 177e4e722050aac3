/**
 * Turns one item of a vendor's JSON answer into a VendorOffer, following the field mapping of the
 * vendor's connector config. Vendors disagree on types ("129.95" vs 129.95, "in_stock" vs true),
 * so every value is coerced here and an item without the essentials is dropped, not guessed.
 */
import { amountToCents } from '@shared/rules/money';
import type { FieldMapping, FieldSpec } from './config';
import type { VendorOffer } from './types';

/** The value at a dotted path ("a.b.0.c"), or undefined. */
export function valueAt(source: unknown, path: string): unknown {
  if (path === '') return source;
  let current: unknown = source;
  for (const key of path.split('.')) {
    if (current == null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function read(item: unknown, spec: FieldSpec | undefined): unknown {
  if (spec === undefined) return undefined;
  if (typeof spec === 'string') return valueAt(item, spec);
  const value = valueAt(item, spec.path);
  return Array.isArray(value) ? value.includes(spec.equals) : value === spec.equals;
}

function text(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

function flag(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value > 0;
  if (typeof value === 'string') {
    const v = value.trim().toLowerCase().replace(/[\s-]+/g, '_');
    if (['true', 'yes', '1', 'in_stock', 'instock', 'available'].includes(v)) return true;
    if (['false', 'no', '0', 'out_of_stock', 'outofstock', 'unavailable', 'backorder'].includes(v)) return false;
  }
  return null;
}

function cents(value: unknown): number | null {
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  // "$1,299.00" and "1299.00 USD" are common in vendor answers.
  const cleaned = typeof value === 'string' ? value.replace(/[$,\s]|USD/gi, '') : value;
  if (cleaned === '') return null;
  return amountToCents(cleaned);
}

function wholeNumber(value: unknown): number | null {
  const n = typeof value === 'string' ? Number(value.trim()) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : null;
}

function numbers(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap((v) => (text(v) ? [text(v)!] : []));
  const single = text(value);
  return single ? single.split(/[,;|]/).map((s) => s.trim()).filter(Boolean) : [];
}

/** An absolute http(s) url, resolving a relative one against the vendor's site. */
function productUrl(value: unknown, base: string): string | null {
  const raw = text(value);
  if (!raw) return null;
  try {
    const url = new URL(raw, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The offer, or null when sku, name, number, price or url is missing or unusable. */
export function mapItem(item: unknown, fields: FieldMapping, baseUrl: string): VendorOffer | null {
  if (item == null || typeof item !== 'object') return null;
  const vendorSku = text(read(item, fields.sku));
  const partNumber = text(read(item, fields.partNumber));
  const partName = text(read(item, fields.partName)) ?? partNumber;
  const priceCents = cents(read(item, fields.price));
  const url = productUrl(read(item, fields.productUrl), baseUrl);
  if (!vendorSku || !partNumber || !partName || priceCents == null || priceCents <= 0 || !url) return null;

  const stockQuantity = wholeNumber(read(item, fields.stockQuantity));
  const hasFreeShipping = flag(read(item, fields.hasFreeShipping)) ?? false;
  return {
    vendorSku,
    partName,
    partNumber,
    brand: text(read(item, fields.brand)),
    otherNumbers: numbers(read(item, fields.otherNumbers)),
    priceCents,
    originalPriceCents: cents(read(item, fields.originalPrice)),
    inStock: flag(read(item, fields.inStock)) ?? (stockQuantity == null ? true : stockQuantity > 0),
    stockQuantity,
    shippingCostCents: hasFreeShipping ? 0 : (cents(read(item, fields.shippingCost)) ?? 0),
    hasFreeShipping,
    hasSameDayShipping: flag(read(item, fields.hasSameDayShipping)) ?? false,
    hasNextDayDelivery: flag(read(item, fields.hasNextDayDelivery)) ?? false,
    inStore: flag(read(item, fields.inStore)) ?? false,
    deliveryDaysMin: wholeNumber(read(item, fields.deliveryDaysMin)),
    deliveryDaysMax: wholeNumber(read(item, fields.deliveryDaysMax)),
    estimatedDelivery: text(read(item, fields.estimatedDelivery)),
    productUrl: url,
  };
}
