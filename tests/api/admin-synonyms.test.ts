/** The search's synonyms, edited from the console: listed, added and deleted, each change audited and searched at once. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshPartDerived } from '../../src/server/db/derived';
import { createTestApp, type TestApp } from '../support/app';
import { auditEntries } from '../support/audit';
import { makeCategory, makeListing, makePart, makeVendor } from '../support/factories';

describe('admin synonyms API', () => {
  let t: TestApp;
  let editor: string;
  let analyst: string;

  beforeAll(async () => {
    t = await createTestApp();
    editor = (await t.loginOperator('editor')).cookie;
    analyst = (await t.loginOperator('analyst')).cookie;
    const category = await makeCategory(t.db, { name: 'Brakes' });
    const vendor = await makeVendor(t.db, { name: 'FCP Euro' });
    const part = await makePart(t.db, category.id, { slug: 'pads', name: 'Front Brake Pad Set', brand: 'Textar', partNumber: '2354601' });
    await makeListing(t.db, part.id, vendor.id);
    await refreshPartDerived(t.db);
  });
  afterAll(() => t.close());

  const post = (payload: object, cookie = editor) => t.app.inject({ method: 'POST', url: '/api/admin/catalog/synonyms', headers: { cookie }, payload });
  const list = async () => (await t.app.inject({ url: '/api/admin/catalog/synonyms', headers: { cookie: analyst } })).json() as { synonyms: { id: number; term: string; alternatives: string[] }[] };
  const searchTotal = async (q: string) => {
    const shopper = (await t.login()).cookie;
    return (await t.app.inject({ url: `/api/parts/search?q=${encodeURIComponent(q)}`, headers: { cookie: shopper } })).json().total as number;
  };

  it('adds a synonym that the very next search uses, audited', async () => {
    expect(await searchTotal('stoppers')).toBe(0);
    const response = await post({ term: '  Stoppers ', alternatives: ['Brake Pad', 'brake pad'] });
    expect(response.statusCode, response.body).toBe(200);
    const created = response.json();
    expect(created).toMatchObject({ term: 'stoppers', alternatives: ['brake pad'] });
    expect((await list()).synonyms.map((s) => s.term)).toContain('stoppers');
    expect(await searchTotal('stoppers')).toBe(1);
    expect((await auditEntries(t.db, 'search_synonym', created.id)).at(-1)).toMatchObject({
      action: 'synonym.created',
      before: null,
      after: { term: 'stoppers', alternatives: ['brake pad'] },
    });
  });

  it('deletes one, audited, and the search stops using it', async () => {
    const id = (await list()).synonyms.find((s) => s.term === 'stoppers')!.id;
    const response = await t.app.inject({ method: 'DELETE', url: `/api/admin/catalog/synonyms/${id}`, headers: { cookie: editor } });
    expect(response.statusCode, response.body).toBe(200);
    expect((await list()).synonyms.map((s) => s.term)).not.toContain('stoppers');
    expect(await searchTotal('stoppers')).toBe(0);
    expect((await auditEntries(t.db, 'search_synonym', id)).at(-1)).toMatchObject({ action: 'synonym.deleted', after: null });
    const again = await t.app.inject({ method: 'DELETE', url: `/api/admin/catalog/synonyms/${id}`, headers: { cookie: editor } });
    expect(again.statusCode).toBe(404);
  });

  it('answers bad input with a 400 naming the field', async () => {
    const cases: [object, string][] = [
      [{ term: '', alternatives: ['x'] }, 'term'],
      [{ term: 'a'.repeat(61), alternatives: ['x'] }, 'term'],
      [{ term: 'plugs\u0007', alternatives: ['spark plug'] }, 'term'],
      [{ term: 'plugs' }, 'alternatives'],
      [{ term: 'plugz', alternatives: [] }, 'alternatives'],
      [{ term: 'plugz', alternatives: ['plugz'] }, 'alternatives'],
    ];
    for (const [payload, field] of cases) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().issues[0].field, JSON.stringify(payload)).toMatch(new RegExp(`^${field}`));
    }
    expect((await post({ term: 'screen wipers', alternatives: ['wiper blade'] })).statusCode).toBe(200);
    const duplicate = await post({ term: 'Screen  Wipers', alternatives: ['blade'] });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().issues[0].field).toBe('term');
  });
});
