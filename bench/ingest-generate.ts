/**
 * Synthetic feeds for `npm run bench:ingest`: N items in Google Merchant Center XML (RSS 2.0) or TSV,
 * or an Awin product feed (CSV, gzip-compressed as Awin serves it), written as a stream. Most items match a bench part by mpn, some by an OEM number in a custom
 * label; a few match nothing (review queue) or carry a non-USD price (rejected).
 */
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { createGzip } from 'node:zlib';

export interface BenchCatalog {
  /** Parts "BN <n>" for n in 1..parts; part n also has OEM number "OEM <n>". */
  parts: number;
}

const BRANDS = ['Bosch', 'Mann-Filter', 'Brembo', 'Febi', 'Meyle'];

interface BenchItem {
  id: string;
  title: string;
  link: string;
  price: string;
  availability: string;
  brand: string;
  mpn: string;
  label: string;
  shippingPrice: string;
}

/** Item i of a feed (deterministic): 90 % by mpn, 5 % by OEM label, 5 % unknown, 0.1 % in EUR. */
export function benchItem(i: number, catalog: BenchCatalog, salt = 0): BenchItem {
  const part = (i % catalog.parts) + 1;
  const kind = i % 20;
  const cents = 500 + ((i * 7919 + salt * 104729) % 49500);
  return {
    id: `BENCH-${i}`,
    title: `Bench part ${part} ${BRANDS[part % 5]} replacement item ${i}`,
    link: `https://bench-vendor.example/products/${i}`,
    price: `${(cents / 100).toFixed(2)} ${i % 1000 === 999 ? 'EUR' : 'USD'}`,
    availability: i % 10 === 0 ? 'out_of_stock' : 'in_stock',
    brand: BRANDS[part % 5]!,
    mpn: kind === 19 ? `UNKNOWN-${i}` : kind === 18 ? '' : `BN-${part}`,
    label: kind === 18 ? `OEM ${part}` : '',
    shippingPrice: i % 3 === 0 ? '0.00 USD' : '6.95 USD',
  };
}

function xmlItem(item: BenchItem): string {
  return (
    `<item><g:id>${item.id}</g:id><title>${item.title}</title><link>${item.link}</link>` +
    `<g:price>${item.price}</g:price><g:availability>${item.availability}</g:availability><g:condition>new</g:condition>` +
    `<g:brand>${item.brand}</g:brand>${item.mpn ? `<g:mpn>${item.mpn}</g:mpn>` : ''}` +
    `${item.label ? `<g:custom_label_0>${item.label}</g:custom_label_0>` : ''}` +
    `<g:shipping><g:country>US</g:country><g:service>Standard</g:service><g:price>${item.shippingPrice}</g:price></g:shipping></item>\n`
  );
}

function tsvItem(item: BenchItem): string {
  return `${item.id}\t${item.title}\t${item.link}\t${item.price}\t${item.availability}\tnew\t${item.brand}\t${item.mpn}\t${item.label}\tUS::Standard:${item.shippingPrice}\n`;
}

const csv = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** An Awin row: the same item in Awin's columns (price split from its currency, the OEM number as the mpn when there is no other). */
function awinItem(item: BenchItem, i: number): string {
  const [amount, currency] = item.price.split(' ');
  const delivery = item.shippingPrice.split(' ')[0]!;
  const mpn = item.mpn || item.label;
  return (
    [
      `https://www.awin1.com/pclick.php?p=${i}&a=123456&m=17433`,
      csv(item.title),
      String(9_000_000 + i),
      item.id,
      item.link,
      amount,
      i % 4 === 0 ? (Number(amount) + 5).toFixed(2) : '',
      delivery,
      currency,
      item.brand,
      mpn,
      '',
      item.availability === 'in_stock' ? '1' : '0',
      item.availability === 'in_stock' ? '7' : '0',
      'Bench Awin',
    ].join(',') + '\n'
  );
}

const AWIN_HEAD =
  'aw_deep_link,product_name,aw_product_id,merchant_product_id,merchant_deep_link,search_price,rrp_price,delivery_cost,currency,brand_name,mpn,ean,in_stock,stock_quantity,merchant_name\n';

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n<title>Bench vendor</title>\n';
const XML_TAIL = '</channel>\n</rss>\n';
const TSV_HEAD = 'id\ttitle\tlink\tprice\tavailability\tcondition\tbrand\tmpn\tcustom_label_0\tshipping\n';

export async function writeBenchFeed(file: string, format: 'xml' | 'tsv' | 'awin', items: number, catalog: BenchCatalog): Promise<number> {
  const out = createWriteStream(file);
  // Awin serves its feeds gzip-compressed: the file is what a download of one stages.
  const gzip = format === 'awin' ? createGzip({ level: 6 }) : null;
  gzip?.pipe(out);
  const sink = gzip ?? out;
  const write = async (text: string) => {
    if (!sink.write(text)) await once(sink, 'drain');
  };
  await write(format === 'xml' ? XML_HEAD : format === 'tsv' ? TSV_HEAD : AWIN_HEAD);
  for (let start = 0; start < items; start += 1000) {
    let chunk = '';
    for (let i = start; i < Math.min(items, start + 1000); i++) {
      const item = benchItem(i, catalog);
      chunk += format === 'xml' ? xmlItem(item) : format === 'tsv' ? tsvItem(item) : awinItem(item, i);
    }
    await write(chunk);
  }
  if (format === 'xml') await write(XML_TAIL);
  sink.end();
  await once(out, 'finish');
  return out.bytesWritten;
}
