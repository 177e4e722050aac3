import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresTestDatabase, createTestDatabase } from '../support/database';
import type { DatabaseHandle } from '../../src/server/db/client';
import { FitmentImportError, importFitments } from '../../src/server/modules/fitment/fitment-import';
import { runFitmentImport } from '../../src/server/cli/fitment-import';
import { makeCategory, makeMake, makeModel, makePart } from '../support/factories';

type Rows<T> = { rows: T[] };

describe('fitment import', () => {
  let database: DatabaseHandle;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    database = await createTestDatabase();
    const db = database.db;
    const bmw = await makeMake(db, { name: 'BMW', slug: 'bmw' });
    const e90 = await makeModel(db, bmw.id, { name: '3 Series', slug: '3-series-e90', generation: 'E90', yearFrom: 2005, yearTo: 2011 });
    await makeModel(db, bmw.id, { name: '3 Series', slug: '3-series-f30', generation: 'F30', yearFrom: 2012, yearTo: 2019 });
    const m3 = await makeModel(db, bmw.id, { name: 'M3', slug: 'm3-f80', generation: 'F80', yearFrom: 2014, yearTo: 2018 });
    const category = await makeCategory(db);
    const pump = await makePart(db, category.id, { name: 'Water Pump', brand: 'Pierburg', partNumber: '11 51 7 586 925' });
    const pads = await makePart(db, category.id, { name: 'Front Pads', brand: 'Textar', partNumber: '2456701' });
    Object.assign(ids, { e90: e90.id, m3: m3.id, pump: pump.id, pads: pads.id });
  });
  afterAll(() => database.close());

  const fitmentsOf = async (partId: number) =>
    ((await database.db.execute(sql`select model_id, year_from, year_to, engine_code, position, notes from fitments where part_id = ${partId} order by id`)) as unknown as Rows<Record<string, unknown>>).rows;

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
    const extra = (await database.db.execute(sql`select search_extra from parts where id = ${ids.pump}`)) as unknown as Rows<{ search_extra: string }>;
    expect(extra.rows[0]!.search_extra).toMatch(/3 Series/);
  });

  it('a model with two generations in the years asks for the generation', async () => {
    // 2011: the last E90 year and the F30's first (early-build) model year.
    const report = await importFitments(database.db, 'part_number,brand,make,model,years\n2456701,Textar,BMW,3 Series,2011\n');
    expect(report.rejected).toEqual([{ line: 2, reason: 'model "3 Series" names several generations in those years: add the generation' }]);
  });

  it('writes nothing from a file without the required columns or with broken quoting', async () => {
    const before = await fitmentsOf(ids.pads!);
    await expect(importFitments(database.db, 'part_number,brand,make\n2456701,Textar,BMW\n')).rejects.toThrow(/lacks the columns model, years/);
    await expect(importFitments(database.db, 'part_number,brand,make,model,years\n2456701,Textar,BMW,M3,2016\n2456701,Textar,BMW,"M3,2017\n')).rejects.toBeInstanceOf(FitmentImportError);
    await expect(importFitments(database.db, '')).rejects.toThrow(/empty/);
    expect(await fitmentsOf(ids.pads!)).toEqual(before);
  });
});

describe('npm run fitment:import', () => {
  it('prints the report and exits 1 when a row was refused, 2 without a file', async () => {
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
      expect(out.join('')).toContain('1 rows, 0 fitments added, 0 already known, 1 refused');
      expect(out.join('')).toContain('line 2: no part NOPE-1 by Textar in the catalog');
    } finally {
      await pg?.drop();
    }
  }, 60_000);
});
