/**
 * The feed formats registry and the code that reads it agree: ids are unique, every id has a parser
 * (a network's has its dialect), networks are recognized in the registry's order, and the command
 * line offers the registry's formats.
 */
import { describe, expect, it } from 'vitest';
import { INGEST_USAGE } from '../../src/cli/feeds/ingest-command';
import { FORMAT_PARSERS } from '../../src/server/modules/feeds/parse/format-parsers';
import { detectNetwork, NETWORK_DIALECTS } from '../../src/server/modules/feeds/parse/networks';
import { FEED_FORMAT_SPECS, FEED_FORMATS, NETWORK_FORMAT_SPECS, NETWORK_FORMATS, type NetworkFormat } from '../../src/shared/schemas/feed-formats';

/** Column keys each network is recognized by (a table's header or an answer's item keys, as keys). */
const RECOGNIZED_BY: Record<NetworkFormat, string[]> = {
  awin: ['awproductid', 'productname', 'searchprice', 'awdeeplink'],
  avantlink: ['strproductsku', 'strproductname', 'dblproductprice', 'strbuyurl'],
  cj: ['adid', 'sku', 'name', 'price', 'buyurl'],
  ebay: ['itemid', 'title', 'pricevalue', 'itemweburl'],
};

describe('feed formats registry', () => {
  it('lists each id once, Merchant and network formats alike', () => {
    expect(new Set(FEED_FORMATS).size).toBe(FEED_FORMAT_SPECS.length);
    expect(new Set(FEED_FORMAT_SPECS.map((spec) => spec.label)).size).toBe(FEED_FORMAT_SPECS.length);
  });

  it('gives every format a parser, and every network format its dialect', () => {
    expect(Object.keys(FORMAT_PARSERS).sort()).toEqual([...FEED_FORMATS].sort());
    expect(Object.keys(NETWORK_DIALECTS).sort()).toEqual([...NETWORK_FORMATS].sort());
    for (const format of NETWORK_FORMATS) expect(NETWORK_DIALECTS[format].format).toBe(format);
  });

  it('recognizes each network by its registry entry, asking the networks in the registry order', () => {
    for (const format of NETWORK_FORMATS) expect(detectNetwork(new Set(RECOGNIZED_BY[format]))?.format, format).toBe(format);
    // Columns two networks would both claim go to the one listed first.
    NETWORK_FORMAT_SPECS.forEach((earlier, i) => {
      for (const later of NETWORK_FORMAT_SPECS.slice(i + 1)) {
        const both = new Set([...RECOGNIZED_BY[earlier.id], ...RECOGNIZED_BY[later.id]]);
        expect(later.detect(both), `${later.id} also claims them`).toBe(true);
        expect(detectNetwork(both)?.format, `${earlier.id} before ${later.id}`).toBe(earlier.id);
      }
    });
    expect(detectNetwork(new Set(['id', 'title', 'link', 'price', 'availability']))).toBeNull();
  });

  it('offers the registry formats on the command line, in its order', () => {
    expect(INGEST_USAGE).toContain(`[--format ${FEED_FORMATS.join('|')}]`);
  });
});
