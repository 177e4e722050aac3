import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshPartDerived } from '../../src/server/db/derived';
import { fitments, models, vehicleAliases } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../support/app';
import { auditEntries } from '../support/audit';
import { rowsOf } from '../support/database';
import { makeCategory, makeListing, makeMake, makeModel, makePart, makeVendor } from '../support/factories';

/** A 1999 BMW 328Ci coupe: vPIC names the model "328Ci" and files it under no series. */
const COUPE_328CI_1999 = 'WBABM5347XEJ12345';

/**
 * The vehicle alias table through the app: built from the catalog's vehicles as they are added, read
 * by VIN decoding, search, suggestions and the assistant, and extended from the console.
 */
describe('vehicle aliases', () => {
  let t: TestApp;
  let headers: { cookie: string };
  let editor: { cookie: string; email: string };
  const ids = { e46: 0, e90: 0, gtr: 0 };

  const search = async (q: string) => {
    const response = await t.app.inject({ url: `/api/parts/search?q=${encodeURIComponent(q)}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { vehicle: { modelId: number | null; label: string } | null; vehicleChoices: { modelId: number }[] };
  };
  const addAlias = (payload: object, cookie = editor.cookie) => t.app.inject({ method: 'POST', url: '/api/admin/catalog/vehicle-aliases', payload, headers: { cookie } });
  const ask = async (query: string) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/knowledge-base/search', payload: { query }, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { vehicle: { model: string | null; modelName: string | null; year: number | null } | null };
  };

  beforeAll(async () => {
    t = await createTestApp();
    headers = await t.login();
    editor = await t.loginOperator('editor');
    const db = t.db;
    const bmw = await makeMake(db, { name: 'BMW', slug: 'bmw' });
    const nissan = await makeMake(db, { name: 'Nissan', slug: 'nissan' });
    ids.e46 = (await makeModel(db, bmw.id, { name: '3 Series', slug: '3-series-e46', generation: 'E46', yearFrom: 1999, yearTo: 2006, variants: ['323i', '325i', '328i', '330i'] })).id;
    ids.e90 = (await makeModel(db, bmw.id, { name: '3 Series', slug: '3-series-e90', generation: 'E90', yearFrom: 2005, yearTo: 2011, variants: ['325i', '328i', '330i', '335i'] })).id;
    ids.gtr = (await makeModel(db, nissan.id, { name: 'GT-R', slug: 'gt-r-r35', generation: 'R35', yearFrom: 2009, yearTo: null, variants: ['Premium', 'NISMO'] })).id;
    const brakes = await makeCategory(db, { name: 'Brakes', slug: 'brakes' });
    const vendor = await makeVendor(db, { name: 'FCP Euro', slug: 'fcp' });
    const pads = await makePart(db, brakes.id, { slug: 'e46-pads', name: 'Front Brake Pad Set for BMW 3 Series E46', partNumber: '34 11 6 761 280' });
    await makeListing(db, pads.id, vendor.id, { priceCents: 4999 });
    await db.insert(fitments).values({ partId: pads.id, modelId: ids.e46, yearFrom: 1999, yearTo: 2006, position: 'front' });
    await refreshPartDerived(db);
  });
  afterAll(() => t.close());

  it('is built from the catalog as models are added: names, chassis codes, variants, vPIC names, nicknames', async () => {
    const response = await t.app.inject({ url: '/api/admin/catalog/vehicle-aliases?q=328', headers: { cookie: editor.cookie } });
    expect(response.statusCode, response.body).toBe(200);
    const rows = (response.json() as { aliases: { alias: string; modelId: number; source: string; yearFrom: number; yearTo: number | null }[] }).aliases;
    const of = (alias: string) => rows.filter((r) => r.alias === alias).map((r) => [r.modelId, r.source, r.yearFrom, r.yearTo]);
    expect(of('328i')).toEqual(expect.arrayContaining([[ids.e46, 'variant', 1999, 2006], [ids.e90, 'variant', 2005, 2011]]));
    // vPIC's 328Ci (1999–2000) is a 328 of the years the E46 was sold; the 328xi (2007–2008) the E90's.
    expect(of('328Ci')).toEqual([[ids.e46, 'vpic', 1999, 2000]]);
    expect(of('328xi')).toEqual([[ids.e90, 'vpic', 2007, 2008]]);
    const godzilla = await t.db.select({ modelId: vehicleAliases.modelId, source: vehicleAliases.source, yearTo: vehicleAliases.yearTo }).from(vehicleAliases).where(eq(vehicleAliases.aliasKey, 'godzilla'));
    expect(godzilla).toEqual([{ modelId: ids.gtr, source: 'nickname', yearTo: null }]);
  });

  it('rebuilds when the catalog changes: a generation renamed is known by its new code, and no longer by the old', async () => {
    const listed = async (q: string) =>
      ((await t.app.inject({ url: `/api/admin/catalog/vehicle-aliases?q=${q}`, headers: { cookie: editor.cookie } })).json() as { aliases: { modelId: number; source: string }[] }).aliases;
    await t.db.update(models).set({ generation: 'R35X' }).where(eq(models.id, ids.gtr));
    expect(await listed('r35x')).toEqual(expect.arrayContaining([expect.objectContaining({ modelId: ids.gtr, source: 'generation' })]));
    // Search reads the vocabulary again within a second or so of the change.
    await expect.poll(async () => (await search('r35x brake pads')).vehicle?.modelId ?? null, { timeout: 10_000, interval: 300 }).toBe(ids.gtr);
    await t.db.update(models).set({ generation: 'R35' }).where(eq(models.id, ids.gtr));
    expect(await listed('r35x')).toEqual([]);
    await expect.poll(async () => (await search('r35x brake pads')).vehicle, { timeout: 10_000, interval: 300 }).toBeNull();
  });

  it('decodes a VIN whose vPIC model has no series through the table, narrowed by the model year', async () => {
    const response = await t.app.inject({ url: `/api/vin/${COUPE_328CI_1999}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { year: number; generation: string | null; matches: { modelId: number }[]; warnings: string[] };
    expect(body).toMatchObject({ year: 1999, generation: 'E46', warnings: [] });
    // The E90 has a 328i too, but not in 1999.
    expect(body.matches.map((m) => m.modelId)).toEqual([ids.e46]);
  });

  it('offers a nickname in the suggestions', async () => {
    const response = await t.app.inject({ url: '/api/suggest?q=godzi', headers });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as { suggestions: unknown[] }).suggestions).toContainEqual({
      group: 'vehicle',
      label: 'Godzilla — Nissan GT-R (R35) 2009–',
      q: 'Nissan GT-R R35',
      vehicle: { makeId: expect.any(Number), modelId: ids.gtr },
    });
  });

  it('lets the assistant read a car by a variant name vPIC gives it', async () => {
    const answer = await ask('how do I change the brake pads on my 328xi');
    expect(answer.vehicle).toMatchObject({ model: '3-series-e90', year: null });
  });

  it('takes an alias added in the console at once: search and the assistant understand it, audited', async () => {
    expect((await search('dreier brake pads')).vehicle).toBeNull();
    const response = await addAlias({ alias: 'Dreier', modelId: ids.e46, yearFrom: 1999, yearTo: 2006 });
    expect(response.statusCode, response.body).toBe(200);
    const created = response.json() as { id: number; alias: string; aliasKey: string; source: string };
    expect(created).toMatchObject({ alias: 'Dreier', aliasKey: 'dreier', source: 'console', modelId: ids.e46, yearFrom: 1999, yearTo: 2006 });
    const understood = await search('dreier brake pads');
    expect(understood.vehicle).toMatchObject({ modelId: ids.e46 });
    expect((await ask('how do I change the brake pads on my dreier')).vehicle).toMatchObject({ model: '3-series-e46' });
    const audit = await auditEntries(t.db, 'vehicle_alias', created.id);
    expect(audit).toEqual([
      expect.objectContaining({ action: 'vehicle_alias.created', actor: editor.email, after: { alias: 'Dreier', modelId: ids.e46, yearFrom: 1999, yearTo: 2006, source: 'console' } }),
    ]);

    // It stays through a rebuild of the derived aliases (which the new variant shows happened).
    await t.db.update(models).set({ variants: ['323i', '325i', '328i', '330i', '330Ci'] }).where(eq(models.id, ids.e46));
    const listed = async (q: string) =>
      ((await t.app.inject({ url: `/api/admin/catalog/vehicle-aliases?q=${q}`, headers: { cookie: editor.cookie } })).json() as { aliases: { alias: string; source: string }[] }).aliases;
    expect(await listed('330ci')).toContainEqual(expect.objectContaining({ alias: '330Ci', source: 'variant' }));
    expect(await listed('dreier')).toEqual([expect.objectContaining({ alias: 'Dreier', source: 'console' })]);

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/admin/catalog/vehicle-aliases/${created.id}`, headers: { cookie: editor.cookie } });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await search('dreier brake pads')).vehicle).toBeNull();
    expect((await auditEntries(t.db, 'vehicle_alias', created.id)).map((e) => e.action)).toEqual(['vehicle_alias.created', 'vehicle_alias.deleted']);
  });

  it('answers bad input with a 400 naming the field', async () => {
    const field = async (payload: object) => {
      const response = await addAlias(payload);
      expect(response.statusCode, response.body).toBe(400);
      return (response.json() as { issues: { field: string }[] }).issues.map((i) => i.field);
    };
    expect(await field({ modelId: ids.e46 })).toEqual(['alias']);
    expect(await field({ alias: '<script>', modelId: ids.e46 })).toEqual(['alias']);
    expect(await field({ alias: 'Dreier' })).toEqual(['modelId']);
    expect(await field({ alias: 'Dreier', modelId: 999_999 })).toEqual(['modelId']);
    expect(await field({ alias: 'Dreier', modelId: ids.e46, yearFrom: 1990 })).toEqual(['yearFrom']);
    expect(await field({ alias: 'Dreier', modelId: ids.e46, yearFrom: 2004, yearTo: 2002 })).toEqual(['yearTo']);
    // A name the model already has, however spelt.
    expect(await field({ alias: '328-i', modelId: ids.e46 })).toEqual(['alias']);
    // A derived alias is rebuilt with the catalog: it is not deleted from the console.
    const [derived] = await rowsOf<{ id: number }>(t.db, sql`select id from vehicle_aliases where alias_key = 'e46'`);
    const response = await t.app.inject({ method: 'DELETE', url: `/api/admin/catalog/vehicle-aliases/${derived!.id}`, headers: { cookie: editor.cookie } });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ issues: [{ field: 'id' }] });
  });

  it('is for operators only: 401 without a console session, 403 for an analyst adding one', async () => {
    const shopper = await t.app.inject({ method: 'POST', url: '/api/admin/catalog/vehicle-aliases', payload: { alias: 'Dreier', modelId: ids.e46 }, headers });
    expect(shopper.statusCode).toBe(401);
    const list = await t.app.inject({ url: '/api/admin/catalog/vehicle-aliases', headers });
    expect(list.statusCode).toBe(401);
    const analyst = await t.loginOperator('analyst');
    expect((await addAlias({ alias: 'Dreier', modelId: ids.e46 }, analyst.cookie)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/catalog/vehicle-aliases', headers: { cookie: analyst.cookie } })).statusCode).toBe(200);
  });
});
