/**
 * A vendor's product feed in Google Merchant Center format: RSS 2.0 with the g: namespace
 * (https://support.google.com/merchants/answer/7052112). `g:price` is the regular price and
 * `g:sale_price` the reduced one when the item is on sale; `g:custom_label_0` carries the OEM
 * numbers, as parts retailers commonly do.
 */
import type { SimVendor } from './catalog';
import type { SimOffer } from './offers';

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
const money = (cents: number) => `${(Math.round(cents) / 100).toFixed(2)} USD`;
const tag = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;

function itemXml(vendor: SimVendor, offer: SimOffer): string {
  const { item } = offer;
  const onSale = offer.originalPriceCents != null && offer.originalPriceCents > offer.priceCents;
  const lines = [
    tag('g:id', item.sku),
    tag('title', item.name),
    tag('description', item.description || item.name),
    tag('link', item.url),
    tag('g:image_link', new URL(`/images/${encodeURIComponent(item.sku)}.jpg`, vendor.website).toString()),
    tag('g:condition', 'new'),
    tag('g:availability', offer.inStock ? 'in_stock' : 'out_of_stock'),
    tag('g:price', money(onSale ? offer.originalPriceCents! : offer.priceCents)),
    ...(onSale ? [tag('g:sale_price', money(offer.priceCents))] : []),
    tag('g:brand', item.brand),
    tag('g:mpn', item.partNumber),
    tag('g:product_type', `Auto Parts > ${item.category}`),
    `<g:shipping>${tag('g:country', 'US')}${tag('g:service', 'Standard')}${tag('g:price', money(offer.shippingCostCents))}</g:shipping>`,
    ...(item.oemNumbers.length ? [tag('g:custom_label_0', item.oemNumbers.join(', '))] : []),
  ];
  return `<item>\n  ${lines.join('\n  ')}\n</item>`;
}

export function merchantFeed(vendor: SimVendor, offers: SimOffer[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
    '<channel>',
    tag('title', vendor.name),
    tag('link', vendor.website),
    tag('description', `${vendor.name} product feed`),
    ...offers.map((offer) => itemXml(vendor, offer)),
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
