/**
 * Fitment lists from retailers and manufacturers, in CSV: one row per part and vehicle, with the
 * qualifiers. Every row is checked; rows that fail are reported by line and skipped, the others are
 * written in one transaction (a malformed file, a file no row of which is usable, or a failure on
 * the way, writes nothing), and the parts' search columns are refreshed with them — as a feed run
 * does. A row with an engine and no model fits every car with that engine (no row per model).
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { FITMENT_POSITIONS } from '@shared/rules/fitment';
import { normalizePartNumber } from '@shared/rules/part-number';
import { foldName } from '@shared/rules/vin-catalog';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query';
import { refreshPartDerived } from '../../db/derived';
import { DelimitedReader, type DelimitedRecord } from '../feeds';

export const FITMENT_CSV_COLUMNS = ['part_number', 'brand', 'make', 'model', 'generation', 'years', 'engine', 'position', 'note'] as const;
const REQUIRED = ['part_number', 'brand', 'make', 'model', 'years'] as const;
const ENGINE_CODE = /^[A-Za-z0-9./-]{2,20}$/;
type Column = (typeof FITMENT_CSV_COLUMNS)[number];

export interface FitmentImportReport {
  rows: number;
  /** New fitments written. */
  added: number;
  /** Rows naming a fitment the part already has. */
  unchanged: number;
  rejected: { line: number; reason: string }[];
}

/**
 * The file itself is unusable (no header, a column missing, broken quoting, no usable row): nothing
 * is written. `rejected` lists the refused rows when every row was refused.
 */
export class FitmentImportError extends Error {
  constructor(
    message: string,
    readonly line?: number,
    readonly rejected: FitmentImportReport['rejected'] = [],
  ) {
    super(message);
  }
}

interface NewFitment {
  partId: number;
  /** Null: every model with the engine code. */
  modelId: number | null;
  yearFrom: number;
  yearTo: number;
  engineCode: string | null;
  position: string | null;
  notes: string | null;
}

function readCsv(text: string): DelimitedRecord[] {
  const records: DelimitedRecord[] = [];
  const reader = new DelimitedReader(',', (record) => records.push(record));
  try {
    reader.push(text.replace(/^\uFEFF/, ''));
    reader.end();
  } catch (err) {
    const line = (err as { line?: number }).line;
    throw new FitmentImportError(`The file is not valid CSV: ${(err as Error).message}`, line);
  }
  return records;
}

function headerOf(record: DelimitedRecord): Map<Column, number> {
  const names = record.fields.map((f) => f.toString().trim().toLowerCase().replace(/[\s-]+/g, '_'));
  const columns = new Map<Column, number>();
  for (const column of FITMENT_CSV_COLUMNS) {
    const at = names.indexOf(column);
    if (at >= 0) columns.set(column, at);
  }
  const missing = REQUIRED.filter((c) => !columns.has(c));
  if (missing.length) throw new FitmentImportError(`The header lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')} (expected ${FITMENT_CSV_COLUMNS.join(', ')})`, record.line);
  return columns;
}

function parseYears(text: string): [number, number] | null {
  const match = /^(\d{4})(?:\s*[-–]\s*(\d{4}))?$/.exec(text);
  if (!match) return null;
  const from = Number(match[1]);
  const to = match[2] ? Number(match[2]) : from;
  return from <= to ? [from, to] : null;
}

const ImportPartRow = z.object({ id: z.number(), part_number_normalized: z.string(), brand: z.string() });
const ImportModelRow = z.object({
  id: z.number(),
  name: z.string(),
  generation: z.string().nullable(),
  year_from: z.number(),
  year_to: z.number().nullable(),
  engine_codes: z.array(z.string()),
  make_name: z.string(),
  make_slug: z.string(),
});
/** `select 1`: only whether a row came back is read. */
const ExistsRow = z.object({});

export async function importFitments(db: Database, csvText: string): Promise<FitmentImportReport> {
  const records = readCsv(csvText).filter((r) => r.fields.some((f) => f.toString().trim() !== ''));
  if (records.length === 0) throw new FitmentImportError('The file is empty');
  const columns = headerOf(records[0]!);
  const body = records.slice(1);
  if (body.length === 0) throw new FitmentImportError('The file has a header but no rows', records[0]!.line);

  const [parts, models] = await Promise.all([
    queryRows(db, ImportPartRow, sql`select id, part_number_normalized, lower(brand) as brand from parts`),
    queryRows(
      db,
      ImportModelRow,
      sql`select mo.id, mo.name, mo.generation, mo.year_from, mo.year_to, mo.engine_codes, mk.name as make_name, mk.slug as make_slug
      from models mo join makes mk on mk.id = mo.make_id`,
    ),
  ]);
  const partsByNumber = new Map<string, { id: number; brand: string }[]>();
  for (const p of parts) partsByNumber.set(p.part_number_normalized, [...(partsByNumber.get(p.part_number_normalized) ?? []), p]);

  const report: FitmentImportReport = { rows: body.length, added: 0, unchanged: 0, rejected: [] };
  const accepted: NewFitment[] = [];
  for (const record of body) {
    const value = (c: Column) => {
      const at = columns.get(c);
      return at === undefined ? '' : (record.fields[at]?.toString() ?? '').trim();
    };
    const reject = (reason: string) => report.rejected.push({ line: record.line, reason });
    const number = normalizePartNumber(value('part_number'));
    const brand = value('brand');
    if (!number) { reject('part_number is empty'); continue; }
    if (!brand) { reject('brand is empty'); continue; }
    const part = (partsByNumber.get(number) ?? []).find((p) => p.brand === brand.toLowerCase());
    if (!part) { reject(`no part ${value('part_number')} by ${brand} in the catalog`); continue; }
    const make = value('make');
    const ofMake = models.filter((m) => foldName(m.make_name) === foldName(make) || m.make_slug === make.toLowerCase());
    if (ofMake.length === 0) { reject(`make "${make}" is not in the catalog`); continue; }
    const years = parseYears(value('years'));
    if (!years) { reject(`years "${value('years')}" must be a year or a range such as 2014-2018`); continue; }
    const engine = value('engine');
    if (engine && !ENGINE_CODE.test(engine)) { reject(`engine "${engine}" must be an engine code such as N54`); continue; }
    const position = value('position').toLowerCase() || null;
    if (position && !FITMENT_POSITIONS.includes(position)) { reject(`position "${position}" must be one of ${FITMENT_POSITIONS.join(', ')}`); continue; }
    const note = value('note');
    if (note.length > 500) { reject('note is longer than 500 characters'); continue; }
    const engineCode = engine ? engine.toUpperCase() : null;
    const fitment = { partId: part.id, yearFrom: years[0], yearTo: years[1], engineCode, position, notes: note || null };

    // No model, an engine: the row fits every car of the make offered with that engine in those years.
    if (!value('model')) {
      if (!engineCode) { reject('model is empty: name a model, or an engine for every car with it'); continue; }
      const withEngine = ofMake.filter((m) => m.engine_codes.some((c) => c.toUpperCase() === engineCode));
      if (withEngine.length === 0) { reject(`engine ${engineCode} is not in any ${make} model in the catalog`); continue; }
      if (!withEngine.some((m) => years[0] <= (m.year_to ?? years[1]) && years[1] >= m.year_from)) { reject(`years ${value('years')} are outside the years of the ${make} models with the ${engineCode}`); continue; }
      accepted.push({ ...fitment, modelId: null });
      continue;
    }
    const generation = value('generation');
    const candidates = ofMake.filter((m) => foldName(m.name) === foldName(value('model')) && (!generation || foldName(m.generation ?? '') === foldName(generation)));
    const inYears = candidates.filter((m) => years[0] >= m.year_from - 1 && years[1] <= (m.year_to ?? new Date().getUTCFullYear() + 1));
    if (candidates.length === 0) { reject(`model "${[value('model'), generation].filter(Boolean).join(' ')}" of ${make} is not in the catalog`); continue; }
    if (inYears.length === 0) { reject(`years ${value('years')} are outside the model's production years`); continue; }
    if (inYears.length > 1) { reject(`model "${value('model')}" names several generations in those years: add the generation`); continue; }
    accepted.push({ ...fitment, modelId: inYears[0]!.id });
  }
  if (accepted.length === 0 && report.rejected.length > 0) {
    throw new FitmentImportError('No row of the file is usable', undefined, report.rejected);
  }

  await db.transaction(async (tx) => {
    // One import at a time: two lists naming the same fitment would otherwise both add it.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('pitlane-fitment-import'))`);
    const touched = new Set<number>();
    for (const f of accepted) {
      const existing = await queryRows(tx, ExistsRow, sql`
        select 1 from fitments where part_id = ${f.partId} and model_id is not distinct from ${f.modelId} and year_from = ${f.yearFrom} and year_to = ${f.yearTo}
          and engine_code is not distinct from ${f.engineCode} and position is not distinct from ${f.position}
      `);
      if (existing.length) {
        report.unchanged++;
        continue;
      }
      await tx.execute(sql`
        insert into fitments (part_id, model_id, year_from, year_to, engine_code, position, notes)
        values (${f.partId}, ${f.modelId}, ${f.yearFrom}, ${f.yearTo}, ${f.engineCode}, ${f.position}, ${f.notes})
      `);
      report.added++;
      touched.add(f.partId);
    }
    if (touched.size) await refreshPartDerived(tx, [...touched]);
  });
  return report;
}
