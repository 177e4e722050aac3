/** Catalog edits from the console: a part's details, fitments and numbers (supersessions), each audited. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { auditEntries } from '../support/audit';
import { makeCategory, makeMake, makeModel, makePart } from '../support/factories';

describe('admin catalog API', () => {
  let t: TestApp;
  let editor: string;
  let analyst: string;
  let shopper: string;
  let part: { id: number; slug: string };
  let modelId: number;

  beforeAll(async () => {
    t = await createTestApp();
    editor = (await t.loginOperator('editor')).cookie;
    analyst = (await t.loginOperator('analyst')).cookie;
    shopper = (await t.login()).cookie;
    const category = await makeCategory(t.db, { name: 'Brakes' });
    part = await makePart(t.db, category.id, { name: 'Brake Disc', brand: 'Zimmermann', partNumber: '150.3489.20' });
    const make = await makeMake(t.db, { name: 'BMW' });
    modelId = (await makeModel(t.db, make.id, { name: 'M3', yearFrom: 2008, yearTo: 2013 })).id;
  });
  afterAll(() => t.close());

  const send = (method: 'PATCH' | 'POST' | 'DELETE', url: string, payload?: object, cookie = editor) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  it('lists and looks parts up by name or number', async () => {
    const list = (await t.app.inject({ url: '/api/admin/catalog/parts?q=zimmer&sort=partNumber', headers: { cookie: analyst } })).json();
    expect(list.items).toEqual([expect.objectContaining({ id: part.id, categoryName: 'Brakes' })]);
    const lookup = (await t.app.inject({ url: '/api/admin/catalog/parts/lookup?q=150%203489', headers: { cookie: analyst } })).json();
    expect(lookup.parts.map((p: { id: number }) => p.id)).toEqual([part.id]);
    const empty = await t.app.inject({ url: '/api/admin/catalog/parts/lookup?q=', headers: { cookie: analyst } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues[0].field).toBe('q');
  });

  it('edits details (audited, searchable under the new name)', async () => {
    const response = await send('PATCH', `/api/admin/catalog/parts/${part.id}`, { name: 'Coat Z Brake Disc', description: 'Front, 360 mm' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Coat Z Brake Disc', description: 'Front, 360 mm' });
    expect((await auditEntries(t.db, 'part', part.id)).at(-1)).toMatchObject({
      action: 'part.updated',
      before: { name: 'Brake Disc', description: '' },
      after: { name: 'Coat Z Brake Disc', description: 'Front, 360 mm' },
    });
    expect((await send('PATCH', `/api/admin/catalog/parts/${part.id}`, { categoryId: 999999 })).json().issues).toEqual([
      { field: 'categoryId', message: 'no category has id 999999' },
    ]);
    expect((await send('PATCH', `/api/admin/catalog/parts/${part.id}`, { name: '' })).json().issues[0].field).toBe('name');
    expect((await send('PATCH', `/api/admin/catalog/parts/${part.id}`, { name: 'x' }, analyst)).statusCode).toBe(403);
  });

  it('adds and removes fitments (audited; the part page shows them)', async () => {
    const bad = await send('POST', `/api/admin/catalog/parts/${part.id}/fitments`, { modelId, yearFrom: 2012, yearTo: 2010 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].field).toBe('yearTo');
    expect((await send('POST', `/api/admin/catalog/parts/${part.id}/fitments`, { modelId: 999999, yearFrom: 2010, yearTo: 2012 })).json().issues[0].field).toBe(
      'modelId',
    );

    const added = await send('POST', `/api/admin/catalog/parts/${part.id}/fitments`, { modelId, yearFrom: 2008, yearTo: 2013, notes: 'E90/E92' });
    expect(added.statusCode).toBe(200);
    const fitment = added.json().fitments[0];
    expect(fitment).toMatchObject({ makeName: 'BMW', modelName: 'M3', yearFrom: 2008, yearTo: 2013 });
    expect((await auditEntries(t.db, 'part', part.id)).at(-1)).toMatchObject({ action: 'part.fitment_added', after: { vehicle: 'BMW M3' } });

    const page = (await t.app.inject({ url: `/api/parts/slug/${part.slug}`, headers: { cookie: shopper } })).json();
    expect(JSON.stringify(page)).toContain('M3');

    const removed = await send('DELETE', `/api/admin/catalog/parts/${part.id}/fitments/${fitment.id}`);
    expect(removed.json().fitments).toEqual([]);
    expect((await auditEntries(t.db, 'part', part.id)).at(-1)).toMatchObject({ action: 'part.fitment_removed', after: null });
    expect((await send('DELETE', `/api/admin/catalog/parts/${part.id}/fitments/${fitment.id}`)).statusCode).toBe(404);
  });

  it('adds a superseded number: the part is then found by it', async () => {
    const added = await send('POST', `/api/admin/catalog/parts/${part.id}/numbers`, { number: '150.3489.52', kind: 'superseded', brand: 'Zimmermann' });
    expect(added.statusCode).toBe(200);
    expect(added.json().numbers).toEqual([expect.objectContaining({ number: '150.3489.52', kind: 'superseded' })]);
    expect((await auditEntries(t.db, 'part', part.id)).at(-1)).toMatchObject({ action: 'part.number_added', after: { kind: 'superseded' } });

    const found = (await t.app.inject({ url: '/api/parts/find-by-number/150348952', headers: { cookie: shopper } })).json();
    expect(JSON.stringify(found)).toContain(part.slug);

    const bad = await send('POST', `/api/admin/catalog/parts/${part.id}/numbers`, { number: '---', kind: 'replaced' });
    expect(bad.json().issues.map((i: { field: string }) => i.field).sort()).toEqual(['kind', 'number']);
  });
});
