import type { FastifyReply } from 'fastify';
import { stringify } from 'csv-stringify/sync';
import { safeCell } from './csv';

/** Sends rows as a CSV download (RFC 4180 quoting by csv-stringify), named `<name>-<date>.csv`. */
export function csvReply(reply: FastifyReply, name: string, header: readonly string[], rows: readonly (readonly unknown[])[]) {
  const body = stringify([header as string[], ...rows.map((row) => row.map(safeCell))], { record_delimiter: '\r\n' });
  const date = new Date().toISOString().slice(0, 10);
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${name}-${date}.csv"`)
    .send(body);
}
