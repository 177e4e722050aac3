/**
 * Lookup tables keyed by user or feed text answer only for their own keys: "constructor" or
 * "__proto__" must not find Object.prototype's members (a make of "constructor" once failed live search).
 */
import { describe, expect, it } from 'vitest';
import { withMakePrefix } from '../../src/shared/rules/search';
import { yearsForMake, DEFAULT_YEARS_BACK } from '../../src/shared/rules/vehicles';
import { readFeed } from '../../src/server/modules/feeds/parse/read-feed';

const INHERITED = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];

describe('lookups by untrusted keys', () => {
  it.each(INHERITED)('the make prefix ignores make %j', (make) => {
    expect(withMakePrefix('brake pads', make)).toBe('brake pads');
  });

  it.each(INHERITED)('model years for make %j fall back to the default range', (make) => {
    expect(yearsForMake(make, 2026)).toHaveLength(DEFAULT_YEARS_BACK + 1);
  });

  it('an Atom feed element named like an Object member stays an ordinary field', async () => {
    const feed = `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom" xmlns:g="http://base.google.com/ns/1.0">
      <entry><g:id>A-1</g:id><constructor>x</constructor><summary>Filter</summary></entry></feed>`;
    const items = [];
    for await (const item of readFeed((async function* () { yield Buffer.from(feed); })(), { format: 'xml' })) items.push(item);
    expect(items).toHaveLength(1);
    expect(items[0]!.fields.get('constructor')).toBe('x');
    expect(items[0]!.fields.get('description')).toBe('Filter');
  });
});
