import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresTestDatabase, createTestDatabase, rowsOf } from '../support/database';
import type { DatabaseHandle } from '../../src/server/db/client';
import { FitmentImportError, importFitments } from '../../src/server/modules/fitment/fitment-import';
import { importFitmentsAsRun } from '../../src/server/modules/fitment/fitment-import-runs';
import { findImportRun } from '../../src/server/modules/fitment/fitment-import-runs.queries';
import { createTestApp, type TestApp } from '../support/app';
import { auditEntries } from '../support/audit';
import { runFitmentImport } from '../../src/cli/fitment-import';
import { makeCategory, makeMake, makeModel, makePart } from '../support/factories';


describe('fitment import', () => {
  let database: DatabaseHandle;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    database = await createTestDatabase();
    const db = database.db;
    const bmw = await makeMake(db, { name: 'BMW', slug: 'bmw' });
    const e90 = await makeModel(db, bmw.id, { name: '3 Series', slug: '3-series-e90', generation: 'E90', yearFrom: 2005, yearTo: 2011, engineCodes: ['N52', 'N54'] });
    await makeModel(db, bmw.id, { name: '3 Series', slug: '3-series-f30', generation: 'F30', yearFrom: 2012, yearTo: 2019 });
    const m3 = await makeModel(db, bmw.id, { name: 'M3', slug: 'm3-f80', generation: 'F80', yearFrom: 2014, yearTo: 2018 });
    const category = await makeCategory(db);
    const pump = await makePart(db, category.id, { name: 'Water Pump', brand: 'Pierburg', partNumber: '11 51 7 586 925' });
    const pads = await makePart(db, category.id, { name: 'Front Pads', brand: 'Textar', partNumber: '2456701' });
    Object.assign(ids, { e90: e90.id, m3: m3.id, pump: pump.id, pads: pads.id });
  });
  afterAll(() => database.close());

  const fitmentsOf = (partId: number) =>
    rowsOf<Record<string, unknown>>(database.db, sql`select model_id, year_from, year_to, engine_code, position, notes from fitments where part_id = ${partId} order by id`);

  it('adds the rows that check out, reports each refused row by line, and refreshes search text', async () => {
    const csv = [
      'Part Number,Brand,Make,Model,Generation,Years,Engine,Position,Note',
      '11517586925,Pierburg,BMW,3 Series,E90,2007-2010,n54,,"335i, with the electric pump"',
      '2456701,textar,bmw,M3,,2015-2018,,front,',
      '2456701,Textar,BMW,M3,,2015-2018,,front,',
      '9999999,Textar,BMW,M3,,2015,,,',
      '2456701,Brembo,BMW,M3,,2015,,,',
      '2456701,Textar,Hyundai,Kona,,2020,,,',
      '2456701,Textar,BMW,3 Series,,2010-2013,,,',
      '2456701,Textar,BMW,M3,F80,2019,,,',
      '2456701,Textar,BMW,M3,F80,18-19,,,',
      '2456701,Textar,BMW,M3,F80,2016,,middle,',
      '2456701,Textar,BMW,M3,F80,2016,<N54>,,',
    ].join('\n');
    const report = await importFitments(database.db, csv);
    expect(report).toEqual({
      rows: 11,
      added: 2,
      unchanged: 1,
      rejected: [
        { line: 5, reason: 'no part 9999999 by Textar in the catalog' },
        { line: 6, reason: 'no part 2456701 by Brembo in the catalog' },
        { line: 7, reason: 'make "Hyundai" is not in the catalog' },
        { line: 8, reason: 'years 2010-2013 are outside the model\'s production years' },
        { line: 9, reason: 'years 2019 are outside the model\'s production years' },
        { line: 10, reason: 'years "18-19" must be a year or a range such as 2014-2018' },
        { line: 11, reason: 'position "middle" must be one of front, rear, left, right, front-left, front-right, rear-left, rear-right' },
        { line: 12, reason: 'engine "<N54>" must be an engine code such as N54' },
      ],
    });
    expect(await fitmentsOf(ids.pump!)).toEqual([{ model_id: ids.e90, year_from: 2007, year_to: 2010, engine_code: 'N54', position: null, notes: '335i, with the electric pump' }]);
    expect(await fitmentsOf(ids.pads!)).toEqual([{ model_id: ids.m3, year_from: 2015, year_to: 2018, engine_code: null, position: 'front', notes: null }]);
    const extra = await rowsOf<{ search_extra: string }>(database.db, sql`select search_extra from parts where id = ${ids.pump}`);
    expect(extra[0]!.search_extra).toMatch(/3 Series/);
  });

  it('a model with two generations in the years asks for the generation', async () => {
    // 2011: the last E90 year and the F30's first (early-build) model year.
    const report = await importFitments(database.db, 'part_number,brand,make,model,years\n2456701,Textar,BMW,3 Series,2011\n2456701,Textar,BMW,M3,2016\n');
    expect(report.rejected).toEqual([{ line: 2, reason: 'model "3 Series" names several generations in those years: add the generation' }]);
  });

  it('writes nothing from a file without the required columns or with broken quoting', async () => {
    const before = await fitmentsOf(ids.pads!);
    await expect(importFitments(database.db, 'part_number,brand,make\n2456701,Textar,BMW\n')).rejects.toThrow(/lacks the columns model, years/);
    await expect(importFitments(database.db, 'part_number,brand,make,model,years\n2456701,Textar,BMW,M3,2016\n2456701,Textar,BMW,"M3,2017\n')).rejects.toBeInstanceOf(FitmentImportError);
    await expect(importFitments(database.db, '')).rejects.toThrow(/empty/);
    await expect(importFitments(database.db, 'part_number,brand,make,model,years\n')).rejects.toThrow(/header but no rows/);
    expect(await fitmentsOf(ids.pads!)).toEqual(before);
  });

  it('a row with an engine and no model fits by the engine code; an engine no model of the make has is refused', async () => {
    const report = await importFitments(
      database.db,
      ['part number,brand,make,model,generation,years,engine,position,note', '11517586925,Pierburg,BMW,,,2007-2016,N54,,', '11517586925,Pierburg,BMW,,,2010,S85,,', '11517586925,Pierburg,BMW,,,2010,,,'].join('\n'),
    );
    expect(report.added).toBe(1);
    expect(report.rejected).toEqual([
      { line: 3, reason: 'engine S85 is not in any BMW model in the catalog' },
      { line: 4, reason: 'model is empty: name a model, or an engine for every car with it' },
    ]);
    const rows = await fitmentsOf(ids.pump!);
    expect(rows).toContainEqual({ model_id: null, year_from: 2007, year_to: 2016, engine_code: 'N54', position: null, notes: null });
  });

  it('a file none of whose rows is usable fails as a whole, with every refused row', async () => {
    const before = await fitmentsOf(ids.pads!);
    const error = await importFitments(database.db, 'part_number,brand,make,model,years\nNOPE,Textar,BMW,M3,2016\n2456701,Textar,BMW,M3,1990\n').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FitmentImportError);
    expect((error as FitmentImportError).message).toBe('No row of the file is usable');
    expect((error as FitmentImportError).rejected.map((r) => r.line)).toEqual([2, 3]);
    expect(await fitmentsOf(ids.pads!)).toEqual(before);
  });

  it('records each import as a run, with its refused rows and their lines, failed ones too', async () => {
    const ok = await importFitmentsAsRun(database.db, 'textar-2026.csv', 'part_number,brand,make,model,years\n2456701,Textar,BMW,M3,2017\nNOPE,Textar,BMW,M3,2016\n');
    expect(ok.status).toBe('succeeded');
    expect(await findImportRun(database.db, ok.runId, 100)).toMatchObject({
      source: 'textar-2026.csv',
      status: 'succeeded',
      rows: 2,
      added: 1,
      rejected: 1,
      error: null,
      rejections: [{ line: 3, reason: 'no part NOPE by Textar in the catalog' }],
    });
    const failed = await importFitmentsAsRun(database.db, 'broken.csv', 'part_number,brand\n1,Textar\n');
    expect(failed.status).toBe('failed');
    const run = await findImportRun(database.db, failed.runId, 100);
    expect(run).toMatchObject({ status: 'failed', added: 0, rejections: [] });
    expect(run!.error).toMatch(/^line 1: The header lacks the columns make, model, years/);
    expect(run!.finishedAt).not.toBeNull();
  });
});

describe('fitment imports in the console', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const bmw = await makeMake(t.db, { name: 'BMW', slug: 'bmw' });
    await makeModel(t.db, bmw.id, { name: 'M3', slug: 'm3-f80', generation: 'F80', yearFrom: 2014, yearTo: 2018 });
    const category = await makeCategory(t.db);
    await makePart(t.db, category.id, { brand: 'Textar', partNumber: '2456701' });
  });
  afterAll(() => t.close());

  it('an editor uploads a CSV; analysts list the runs and read one with its refused rows; audited', async () => {
    const editor = { cookie: (await t.loginOperator('editor')).cookie };
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/admin/fitment-imports?source=textar.csv',
      headers: { ...editor, 'content-type': 'text/csv' },
      payload: 'part_number,brand,make,model,years\n2456701,Textar,BMW,M3,2016\n2456701,Textar,BMW,M3,1999\n',
    });
    expect(upload.statusCode).toBe(200);
    expect(upload.json()).toMatchObject({ source: 'textar.csv', status: 'succeeded', added: 1, rejected: 1, rejections: [{ line: 3 }] });

    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/admin/fitment-imports?source=empty.csv',
      headers: { ...editor, 'content-type': 'text/csv' },
      payload: '',
    });
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toMatchObject({ status: 'failed', error: 'The file is empty', added: 0 });

    const analyst = { cookie: (await t.loginOperator('analyst')).cookie };
    const list = await t.app.inject({ url: '/api/admin/fitment-imports', headers: analyst });
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((r: { source: string; status: string }) => [r.source, r.status])).toEqual([
      ['empty.csv', 'failed'],
      ['textar.csv', 'succeeded'],
    ]);
    const one = await t.app.inject({ url: `/api/admin/fitment-imports/${upload.json().id}`, headers: analyst });
    expect(one.json().rejections).toEqual([{ line: 3, reason: "years 1999 are outside the model's production years" }]);
    expect((await t.app.inject({ url: '/api/admin/fitment-imports/99999', headers: analyst })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/admin/fitment-imports?limit=0', headers: analyst })).json().issues[0].field).toBe('limit');

    // Analysts read, they do not import.
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/fitment-imports',
      headers: { ...analyst, 'content-type': 'text/csv' },
      payload: 'x',
    });
    expect(refused.statusCode).toBe(403);
    const audit = await auditEntries(t.db, 'fitment_import_run', upload.json().id);
    expect(audit.map((a) => a.action)).toEqual(['fitment-import.run']);
  });
});

describe('npm run fitment:import', () => {
  // A fresh embedded database (initdb and every migration) takes a minute or more on a busy machine.
  it('prints every refused row and exits 1 when no row was usable, 2 without a file', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const io = { out: { write: (s: string) => out.push(s) }, err: { write: (s: string) => err.push(s) } };
    expect(await runFitmentImport([], io, {})).toBe(2);
    expect(err.join('')).toMatch(/Usage: npm run fitment:import -- <file.csv>/);

    const pg = process.env.DATABASE_URL ? await createPostgresTestDatabase() : null;
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pitlane-fitment-cli-'));
    const env = pg ? { DATABASE_URL: pg.url } : { DATA_DIR: dataDir };
    const file = path.join(dataDir, 'fitments.csv');
    writeFileSync(file, 'part_number,brand,make,model,years\nNOPE-1,Textar,BMW,M3,2016\n');
    try {
      out.length = 0;
      expect(await runFitmentImport([file], io, env)).toBe(1);
      expect(err.join('')).toMatch(/No row of the file is usable\. Nothing was written \(run \d+\)/);
      expect(err.join('')).toContain('line 2: no part NOPE-1 by Textar in the catalog');
    } finally {
      await pg?.drop();
    }
  }, 180_000);
});
