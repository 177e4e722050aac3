import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshPartDerived } from '../../src/server/db/derived';
import { fitments } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../support/app';
import { rowsOf } from '../support/database';
import { auditEntries } from '../support/audit';
import { makeCategory, makeListing, makeMake, makeModel, makePart, makeVendor } from '../support/factories';

const M3_2018 = 'WBS8M9C58J5K98765';
const E90_335I_2008 = 'WBAVB73588VF12345';
/** A 2023 Hyundai Kona: decodes, but the catalog carries no Hyundai. */
const KONA_2023 = 'KM8K2CAB4PU001140';

describe('fitment: VIN decoding and fit verdicts', () => {
  let t: TestApp;
  let headers: { cookie: string };
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    headers = await t.login();
    const db = t.db;
    const bmw = await makeMake(db, { name: 'BMW', slug: 'bmw' });
    const m3 = await makeModel(db, bmw.id, { name: 'M3', slug: 'm3-f80', generation: 'F80', yearFrom: 2014, yearTo: 2018, variants: ['M3', 'M3 Competition', 'M3 CS'], baseModel: 'M3' });
    const f30 = await makeModel(db, bmw.id, { name: '3 Series', slug: '3-series-f30', generation: 'F30', yearFrom: 2012, yearTo: 2019, variants: ['328i', '335i', '340i'], baseModel: '3 Series' });
    const e90 = await makeModel(db, bmw.id, { name: '3 Series', slug: '3-series-e90', generation: 'E90', yearFrom: 2005, yearTo: 2011, variants: ['328i', '330i', '335i'], baseModel: '3 Series' });
    const brakes = await makeCategory(db, { name: 'Brakes', slug: 'brakes' });
    const cooling = await makeCategory(db, { name: 'Cooling', slug: 'cooling' });
    const fluids = await makeCategory(db, { name: 'Fluids', slug: 'fluids' });
    const vendor = await makeVendor(db, { name: 'FCP Euro', slug: 'fcp' });
    const m3Pads = await makePart(db, brakes.id, { slug: 'm3-front-pads', name: 'Front Brake Pad Set for BMW M3 F80', partNumber: '34 11 2 284 369' });
    const f30Pads = await makePart(db, brakes.id, { slug: 'f30-front-pads', name: 'Front Brake Pad Set for BMW 3 Series F30', partNumber: '34 11 6 850 568' });
    const pump = await makePart(db, cooling.id, { slug: 'n54-water-pump', name: 'Water Pump for BMW N54', partNumber: '11 51 7 586 925' });
    const fluid = await makePart(db, fluids.id, { slug: 'dot4-fluid', name: 'Brake Fluid DOT 4', partNumber: 'ATE-706202', specifications: [{ name: 'Standard', value: 'DOT 4 / ISO 4925 Class 6' }] });
    for (const part of [m3Pads, f30Pads, pump, fluid]) await makeListing(db, part.id, vendor.id, { priceCents: 4999 });
    await db.insert(fitments).values([
      { partId: m3Pads.id, modelId: m3.id, yearFrom: 2014, yearTo: 2018, position: 'front' },
      { partId: f30Pads.id, modelId: f30.id, yearFrom: 2012, yearTo: 2019, position: 'front' },
      { partId: pump.id, modelId: e90.id, yearFrom: 2007, yearTo: 2010, engineCode: 'N54', variants: ['335i'], notes: '335i' },
    ]);
    await refreshPartDerived(db);
    Object.assign(ids, { m3: m3.id, f30: f30.id, e90: e90.id, m3Pads: m3Pads.id, f30Pads: f30Pads.id, pump: pump.id, fluid: fluid.id, brakes: brakes.id });
  });
  afterAll(() => t.close());

  describe('GET /api/vin/:vin', () => {
    it('decodes a 2018 BMW M3 offline and maps it onto the M3 (F80)', async () => {
      const response = await t.app.inject({ url: `/api/vin/${M3_2018}`, headers });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ vin: M3_2018, make: 'BMW', model: 'M3', year: 2018, generation: 'F80', bodyStyle: 'Sedan', checkDigitMatches: true, warnings: [] });
      expect(body.matches).toEqual([expect.objectContaining({ modelId: ids.m3, displayName: 'M3 (F80)', year: 2018, makeSlug: 'bmw' })]);
    });

    it('maps a 2008 335i onto the 3 Series (E90), variant 335i, with the engine its fitments know (N54)', async () => {
      const body = (await t.app.inject({ url: `/api/vin/${E90_335I_2008.toLowerCase()}`, headers })).json();
      expect(body).toMatchObject({ vin: E90_335I_2008, make: 'BMW', model: '3 Series', generation: 'E90', variant: '335i', engine: 'N54', year: 2008 });
      expect(body.matches).toHaveLength(1);
      expect(body.matches[0]).toMatchObject({ modelId: ids.e90, variant: '335i', engine: 'N54' });
    });

    it('decodes a VIN whose check digit does not match, says it does not, and calls it no typo on a European maker’s VIN', async () => {
      const wrong = `${M3_2018.slice(0, 8)}0${M3_2018.slice(9)}`;
      const response = await t.app.inject({ url: `/api/vin/${wrong}`, headers });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ make: 'BMW', model: 'M3', generation: 'F80', checkDigitMatches: false });
      expect(body.matches).toHaveLength(1);
      expect(body.warnings).toEqual([
        'Character 9 is not the North American check digit. European-market VINs do not use position 9 as a check digit, so this is expected for a car sold in Europe; for a car sold in North America, re-check the VIN.',
      ]);
    });

    it('asks for a re-check of a mismatched check digit on a VIN from elsewhere', async () => {
      const wrong = `${KONA_2023.slice(0, 8)}9${KONA_2023.slice(9)}`;
      const body = (await t.app.inject({ url: `/api/vin/${wrong}`, headers })).json();
      expect(body).toMatchObject({ make: 'Hyundai', checkDigitMatches: false });
      expect(body.warnings[0]).toBe('The check digit (character 9) does not match the rest of the VIN; please re-check it for a typo.');
    });

    it('says why a VIN cannot be decoded: an unknown manufacturer code, with no word about its check digit', async () => {
      const response = await t.app.inject({ url: '/api/vin/ZZZZZZZZZZZZZZZZZ', headers });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ make: null, matches: [], checkDigitMatches: false });
      expect(body.warnings).toEqual(['This VIN could not be decoded: unknown manufacturer code ZZZ. Check it, or choose your vehicle with the selector.']);
    });

    it('says plainly when the VIN is a vehicle the catalog does not carry', async () => {
      const body = (await t.app.inject({ url: `/api/vin/${KONA_2023}`, headers })).json();
      expect(body.make).toBe('Hyundai');
      expect(body.matches).toEqual([]);
      expect(body.warnings.join(' ')).toMatch(/We do not carry parts for the 2023 Hyundai Kona yet; choose your vehicle with the selector/);
    });

    it.each([
      ['WBS8M9C58J5K9876', 'length'],
      ['WBS8M9C58J5K987654', 'length'],
      ['WBS8M9C58J5K9876I', 'letters'],
      ['WBS8M9C58J5KO8765', 'letters'],
      ['WBS8M9C58J5Q98765', 'letters'],
      ['WBS8M9C58J5K9876%2A', 'characters'],
      ['WBS8M9C58J5K9876%C3%A9', 'characters'],
    ])('refuses %s with 400 naming the field and the reason (%s)', async (vin, reason) => {
      const response = await t.app.inject({ url: `/api/vin/${vin}`, headers });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'vin', reason, error: expect.stringMatching(/VIN/) });
    });

    it('is behind the site gate', async () => {
      const response = await t.app.inject({ url: `/api/vin/${M3_2018}` });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('fitsVehicle on part detail', () => {
    const detail = async (slug: string, query: string) => (await t.app.inject({ url: `/api/parts/slug/${slug}?${query}`, headers })).json();

    it('true with the fitment note for a part that fits the vehicle', async () => {
      const body = await detail('m3-front-pads', `modelId=${ids.m3}&year=2018`);
      expect(body.fitsVehicle).toBe(true);
      expect(body.fitmentNote).toBe('Front · 2014–2018');
      expect(body.fitments[0]).toMatchObject({ position: 'front', engineCode: null, variants: [] });
    });

    it('false for a part made for another model (M3 F80 brakes are not the F30 3 Series brakes)', async () => {
      expect((await detail('f30-front-pads', `modelId=${ids.m3}&year=2018`)).fitsVehicle).toBe(false);
      expect((await detail('m3-front-pads', `modelId=${ids.f30}&year=2016`)).fitsVehicle).toBe(false);
      expect((await detail('m3-front-pads', `modelId=${ids.m3}&year=2019`)).fitsVehicle).toBe(false);
    });

    it('goes by the engine code for an engine-coded part', async () => {
      expect((await detail('n54-water-pump', `modelId=${ids.e90}&year=2008&engine=N54`)).fitsVehicle).toBe(true);
      expect((await detail('n54-water-pump', `modelId=${ids.e90}&year=2008&engine=n52`)).fitsVehicle).toBe(false);
      expect((await detail('n54-water-pump', `modelId=${ids.e90}&year=2008&variant=335i`)).fitsVehicle).toBe(true);
      expect((await detail('n54-water-pump', `modelId=${ids.e90}&year=2008&variant=328i`)).fitsVehicle).toBe(false);
      const open = await detail('n54-water-pump', `modelId=${ids.e90}&year=2008`);
      expect(open.fitsVehicle).toBeNull();
      expect(open.fitmentNote).toBe('335i · N54 engine · 2007–2010');
    });

    it('null for a universal part, saying what standard it meets', async () => {
      const body = await detail('dot4-fluid', `modelId=${ids.m3}&year=2018`);
      expect(body.fitsVehicle).toBeNull();
      expect(body.fitmentNote).toMatch(/meets Standard: DOT 4 \/ ISO 4925 Class 6/);
    });

    it('no verdict without a vehicle, and 400 naming the field for a bad one', async () => {
      const plain = await detail('m3-front-pads', '');
      expect(plain).not.toHaveProperty('fitsVehicle');
      const bad = await t.app.inject({ url: `/api/parts/slug/m3-front-pads?modelId=${ids.m3}&year=20x8`, headers });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().issues[0].field).toBe('year');
      const badEngine = await t.app.inject({ url: `/api/parts/slug/m3-front-pads?modelId=${ids.m3}&year=2018&engine=%3Cscript%3E`, headers });
      expect(badEngine.statusCode).toBe(400);
      expect(badEngine.json().issues[0].field).toBe('engine');
    });

    it('the part-number lookup carries the verdict too', async () => {
      const response = await t.app.inject({ url: `/api/parts/find-by-number/34112284369?modelId=${ids.m3}&year=2018`, headers });
      expect(response.json().part.fitsVehicle).toBe(true);
    });
  });

  describe('fitsVehicle in search results', () => {
    it('each result carries the verdict for the vehicle it was filtered by', async () => {
      const response = await t.app.inject({ url: `/api/parts/search?modelId=${ids.e90}&year=2008&variant=335i`, headers });
      expect(response.statusCode).toBe(200);
      const parts = response.json().parts as { slug: string; fitsVehicle: boolean | null; fitmentNote: string | null }[];
      expect(parts.map((p) => [p.slug, p.fitsVehicle])).toEqual([['n54-water-pump', true]]);
      const other = (await t.app.inject({ url: `/api/parts/search?modelId=${ids.e90}&year=2008&engine=N52`, headers })).json();
      expect(other.parts.map((p: { fitsVehicle: boolean }) => p.fitsVehicle)).toEqual([false]);
    });

    it('without a vehicle, results carry no verdict', async () => {
      const body = (await t.app.inject({ url: `/api/parts/search?categoryId=${ids.brakes}`, headers })).json();
      expect(body.parts.length).toBe(2);
      for (const part of body.parts) expect(part).not.toHaveProperty('fitsVehicle');
    });
  });

  describe('GET /api/garage', () => {
    it('reads My Garage from its cookie with the catalog names; unknown vehicles and junk are left out', async () => {
      const garage = { vehicles: [{ make: 'bmw', model: 'm3-f80', year: 2018, nickname: 'Track car', vin: 'WBS8M9C58J5K98765' }, { make: 'bmw', model: 'nope', year: 2010 }, { make: 'bmw', model: '3-series-e90', year: 2008, variant: '335i', engine: 'N54' }], active: 2 };
      const cookie = `${headers.cookie}; pitlane_garage=${encodeURIComponent(JSON.stringify(garage))}`;
      const body = (await t.app.inject({ url: '/api/garage', headers: { cookie } })).json();
      expect(body.vehicles.map((v: { label: string; index: number }) => [v.index, v.label])).toEqual([[0, '2018 BMW M3'], [2, '2008 BMW 3 Series']]);
      expect(body.vehicles[0]).toMatchObject({ modelId: ids.m3, modelName: 'M3 (F80)', nickname: 'Track car', vin: 'WBS8M9C58J5K98765' });
      expect(body.active).toMatchObject({ index: 2, modelId: ids.e90, variant: '335i', engine: 'N54' });
      const junk = (await t.app.inject({ url: '/api/garage', headers: { cookie: `${headers.cookie}; pitlane_garage=%7Bnot-json` } })).json();
      expect(junk).toEqual({ vehicles: [], active: null });
    });
  });

  describe('POST /api/fitment-reports', () => {
    it('stores a report with part, vehicle and note', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/fitment-reports',
        headers,
        payload: { partId: ids.m3Pads, modelId: ids.m3, year: 2018, variant: 'M3 CS', shownVerdict: 'fits', note: 'CS has carbon-ceramic brakes' },
      });
      expect(response.statusCode).toBe(201);
      const rows = await rowsOf(t.db, sql`select part_id, model_id, year, variant, shown_verdict, note, status from fitment_reports where id = ${response.json().id}`);
      expect(rows).toEqual([{ part_id: ids.m3Pads, model_id: ids.m3, year: 2018, variant: 'M3 CS', shown_verdict: 'fits', note: 'CS has carbon-ceramic brakes', status: 'open' }]);
    });

    it('refuses an empty note, an unknown part and an unknown model without storing anything', async () => {
      const before = await rowsOf<{ n: number }>(t.db, sql`select count(*)::int as n from fitment_reports`);
      const empty = await t.app.inject({ method: 'POST', url: '/api/fitment-reports', headers, payload: { partId: ids.m3Pads, note: '  ' } });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().issues[0].field).toBe('note');
      const unknownPart = await t.app.inject({ method: 'POST', url: '/api/fitment-reports', headers, payload: { partId: 999999, note: 'wrong' } });
      expect(unknownPart.statusCode).toBe(404);
      const unknownModel = await t.app.inject({ method: 'POST', url: '/api/fitment-reports', headers, payload: { partId: ids.m3Pads, modelId: 999999, note: 'wrong' } });
      expect(unknownModel.statusCode).toBe(400);
      expect(unknownModel.json().issues[0].field).toBe('modelId');
      const after = await rowsOf<{ n: number }>(t.db, sql`select count(*)::int as n from fitment_reports`);
      expect(after[0]!.n).toBe(before[0]!.n);
    });

    it('shows open reports in the console review queue; an editor resolves one, audited, and it leaves the open list', async () => {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/fitment-reports',
        headers,
        payload: { partId: ids.pump, modelId: ids.e90, year: 2008, engine: 'N54', shownVerdict: 'fits', note: 'Needs the later pump on 2010 cars' },
      });
      const id = created.json().id as number;
      const analyst = (await t.loginOperator('analyst')).cookie;
      const editor = (await t.loginOperator('editor')).cookie;
      const open = await t.app.inject({ url: '/api/admin/fitment-reports', headers: { cookie: analyst } });
      expect(open.statusCode).toBe(200);
      expect(open.json().items).toContainEqual(
        expect.objectContaining({ id, partSlug: 'n54-water-pump', vehicle: '2008 BMW 3 Series (E90) · N54', shownVerdict: 'fits', note: 'Needs the later pump on 2010 cars', status: 'open' }),
      );
      const refused = await t.app.inject({ method: 'POST', url: `/api/admin/fitment-reports/${id}/close`, headers: { cookie: analyst }, payload: { status: 'resolved' } });
      expect(refused.statusCode).toBe(403);
      const badStatus = await t.app.inject({ method: 'POST', url: `/api/admin/fitment-reports/${id}/close`, headers: { cookie: editor }, payload: { status: 'open' } });
      expect(badStatus.statusCode).toBe(400);
      expect(badStatus.json().issues[0].field).toBe('status');
      const closed = await t.app.inject({ method: 'POST', url: `/api/admin/fitment-reports/${id}/close`, headers: { cookie: editor }, payload: { status: 'resolved' } });
      expect(closed.json()).toEqual({ id, status: 'resolved' });
      const again = await t.app.inject({ method: 'POST', url: `/api/admin/fitment-reports/${id}/close`, headers: { cookie: editor }, payload: { status: 'dismissed' } });
      expect(again.statusCode).toBe(409);
      const stillOpen = (await t.app.inject({ url: '/api/admin/fitment-reports', headers: { cookie: analyst } })).json();
      expect(stillOpen.items.map((r: { id: number }) => r.id)).not.toContain(id);
      const resolved = (await t.app.inject({ url: '/api/admin/fitment-reports?status=resolved', headers: { cookie: analyst } })).json();
      expect(resolved.items.map((r: { id: number }) => r.id)).toEqual([id]);
      const audit = await auditEntries(t.db, 'fitment_report', id);
      expect(audit.map((a) => a.action)).toEqual(['fitment-report.resolved']);
    });
  });
});
