/**
 * `npx tsx bench/ingest-parse.ts [--items N] [--format awin|tsv|xml]`: the parse stage of a feed run
 * alone (inflate, decode, parse, field rules), no database, so it can be measured apart from
 * PostgreSQL on a shared machine. Prints items/s, items per CPU-second and the process's peak RSS.
 */
import { createReadStream, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createGunzip } from 'node:zlib';
import { mapItem } from '../src/server/modules/feeds/map/map-item';
import { readFeed } from '../src/server/modules/feeds/parse/read-feed';
import { writeBenchFeed } from './ingest-generate';

const { values } = parseArgs({ options: { items: { type: 'string', default: '300000' }, format: { type: 'string', default: 'awin' } } });
const items = Number(values.items);
const format = values.format as 'awin' | 'tsv' | 'xml';
const file = path.join(os.tmpdir(), `pitlane-parse-${process.pid}.${format}`);
await writeBenchFeed(file, format, items, { parts: 100_000 });
try {
  const stream = createReadStream(file, { highWaterMark: 256 * 1024 });
  const bytes = format === 'awin' ? stream.pipe(createGunzip()) : stream;
  const started = performance.now();
  // CPU time as well as wall time: on a shared machine the wall clock mostly measures the neighbours.
  const cpuBefore = process.cpuUsage();
  let read = 0;
  let accepted = 0;
  for await (const raw of readFeed(bytes as AsyncIterable<Uint8Array>)) {
    read++;
    if (mapItem(raw, { shippingPolicy: null, now: Date.now() }).ok) accepted++;
  }
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const rate = Math.round(read / seconds).toLocaleString('en-US');
  const peakMb = Math.round(process.resourceUsage().maxRSS / 1024);
  console.log(`${format}: ${read.toLocaleString('en-US')} items (${accepted.toLocaleString('en-US')} accepted) parsed and checked in ${seconds.toFixed(2)} s: ${rate} items/s; ${cpuSeconds.toFixed(2)} s of CPU, ${Math.round(read / cpuSeconds).toLocaleString('en-US')} items per CPU-second; peak RSS ${peakMb} MB`);
} finally {
  rmSync(file, { force: true });
}
