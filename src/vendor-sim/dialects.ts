/**
 * The two JSON search APIs the simulated shops speak. Real retailers disagree on names, nesting and
 * types; so do these, which is what the connectors' field mapping is for.
 *
 * - "items" (GET /v/{slug}/search?pn=&q=&make=&model=&year=): flat, numbers as numbers;
 * - "products" (GET /v/{slug}/api/v2/products?partNumber=&query=&make=&model=&year=): nested,
 *   prices as text, shipping and delivery as flags.
 */
import type { SimOffer } from './offers';

const amount = (cents: number) => Math.round(cents) / 100;
const amountText = (cents: number) => (Math.round(cents) / 100).toFixed(2);

export function itemsAnswer(offers: SimOffer[]) {
  return {
    count: offers.length,
    items: offers.map((o) => ({
      sku: o.item.sku,
      title: o.item.name,
      mpn: o.item.partNumber,
      brand: o.item.brand,
      oem_numbers: o.item.oemNumbers,
      price: amount(o.priceCents),
      list_price: o.originalPriceCents == null ? null : amount(o.originalPriceCents),
      availability: o.inStock ? 'in_stock' : 'out_of_stock',
      qty: o.stockQuantity,
      shipping: { cost: amount(o.shippingCostCents), free: o.freeShipping, same_day: o.item.sameDay, next_day: o.item.nextDay },
      pickup: o.item.inStore,
      delivery: { min_days: o.deliveryDays[0], max_days: o.deliveryDays[1], text: o.deliveryText },
      url: o.item.url,
    })),
  };
}

export function productsAnswer(offers: SimOffer[]) {
  return {
    data: {
      products: offers.map((o) => ({
        id: o.item.sku,
        name: o.item.name,
        partNo: o.item.partNumber,
        manufacturer: o.item.brand,
        crossReferences: o.item.oemNumbers.join(', '),
        pricing: {
          sale: amountText(o.priceCents),
          regular: o.originalPriceCents == null ? null : amountText(o.originalPriceCents),
          currency: 'USD',
        },
        stock: { available: o.inStock, quantity: o.stockQuantity },
        shippingCost: amountText(o.shippingCostCents),
        flags: [
          ...(o.freeShipping ? ['free-shipping'] : []),
          ...(o.item.sameDay ? ['same-day'] : []),
          ...(o.item.nextDay ? ['next-day'] : []),
          ...(o.item.inStore ? ['store-pickup'] : []),
        ],
        eta: { minDays: o.deliveryDays[0], maxDays: o.deliveryDays[1] },
        link: o.item.url,
      })),
    },
    meta: { total: offers.length },
  };
}

/** Broken answers a sloppy shop sends with status 200; `pick` in [0, 1) chooses which. */
export function malformedAnswer(valid: string, pick: number): { contentType: string; body: string } {
  if (pick < 0.35) return { contentType: 'application/json', body: valid.slice(0, Math.max(1, Math.floor(valid.length * 0.6))) };
  if (pick < 0.65) {
    return { contentType: 'text/html', body: '<!doctype html><html><body><h1>Down for maintenance</h1></body></html>' };
  }
  if (pick < 0.85) return { contentType: 'application/json', body: '{"items":"temporarily unavailable","data":null}' };
  return { contentType: 'application/json', body: '{"items":[{"sku":null,"price":"N/A"}],"data":{"products":[{"id":null}]}}' };
}
