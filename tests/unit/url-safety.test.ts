/**
 * Only http(s) urls become links or redirects: the feed map step, the click-out and the vendor
 * connectors refuse script, data and protocol-relative urls however they are dressed up.
 */
import { describe, expect, it } from 'vitest';
import { affiliateLink, safeHttpUrl } from '../../src/server/modules/clickout/affiliate-link';
import { mapItem } from '../../src/server/modules/feeds/map/map-item';
import { emptyItem } from '../../src/server/modules/feeds/parse/raw-item';

const HOSTILE_URLS = [
  'javascript:alert(1)',
  'JavaScript:alert(document.cookie)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  '//evil.example/p/1',
  '\\\\evil.example\\p',
  '/go/1',
  'ftp://shop.example/p/1',
  'blob:https://shop.example/1',
];

function feedLink(link: string) {
  const item = emptyItem(3);
  for (const [name, value] of Object.entries({ id: 'A-1', title: 'Oil Filter', link, price: '12.99 USD', availability: 'in_stock' })) {
    item.fields.set(name, value);
  }
  return mapItem(item, { shippingPolicy: null, now: Date.parse('2026-11-22T12:00:00Z') });
}

describe('http(s) only', () => {
  it.each(HOSTILE_URLS)('the feed map step rejects the item with link %j', (link) => {
    const mapped = feedLink(link);
    expect(mapped.ok).toBe(false);
    if (!mapped.ok) expect(mapped.reason).toMatch(/^link .* is not an http\(s\) url$|^link is missing$/);
  });

  it.each(HOSTILE_URLS)('the click-out refuses listing url %j', (url) => {
    expect(affiliateLink(url, null)).toBeNull();
    expect(affiliateLink(url, '{url}?aff=pitlane')).toBeNull();
    expect(safeHttpUrl(url)).toBeNull();
  });

  it.each(['javascript:{url}', 'data:text/html,{url}', '//net.example/click?dest={url_encoded}', '{url_encoded}'])(
    'the click-out refuses affiliate template %j that turns a good url into a bad one',
    (template) => {
      expect(affiliateLink('https://shop.example/p/1', template)).toBeNull();
    },
  );

  it('keeps real shop links, in either case of scheme', () => {
    expect(feedLink('https://shop.example/p/1').ok).toBe(true);
    expect(feedLink('HTTP://shop.example/p/1').ok).toBe(true);
    expect(affiliateLink('https://shop.example/p/1?x=1', '{url}?aff=pitlane')).toBe('https://shop.example/p/1?x=1&aff=pitlane');
  });
});
