import { readStored, writeStored } from '@web/lib/storage';
import { whenIdle } from '@web/lib/when-idle';
import type { VehicleChoice } from '@web/lib/vehicle-choice';

/**
 * "My Garage": the last complete vehicle chosen, kept in localStorage so the selectors start from
 * it on the next visit. Anything unreadable in storage counts as an empty garage.
 */
export const GARAGE_STORAGE_KEY = 'pitlane.garage';

const isText = (value: unknown): value is string => typeof value === 'string';
const isOptionalText = (value: unknown): value is string | undefined => value === undefined || isText(value);

/**
 * The stored vehicle when it is complete, with only its own fields; otherwise null. Checked by hand
 * rather than with a schema: it runs while a page starts, before zod is needed (decision 004).
 */
export function parseGarage(value: unknown): VehicleChoice | null {
  if (typeof value !== 'object' || value === null) return null;
  const { make, makeName, year, model, modelName, variant } = value as Record<string, unknown>;
  if (!isText(make) || make.length === 0 || !isText(model) || model.length === 0) return null;
  if (typeof year !== 'number' || !Number.isInteger(year)) return null;
  if (!isOptionalText(makeName) || !isOptionalText(modelName) || !isOptionalText(variant)) return null;
  // Field order as stored before (make, makeName, year, model, modelName, variant); absent fields left out.
  return {
    make,
    ...(makeName === undefined ? {} : { makeName }),
    year,
    model,
    ...(modelName === undefined ? {} : { modelName }),
    ...(variant === undefined ? {} : { variant }),
  };
}

const listeners = new Set<() => void>();
/**
 * Whether this page has looked at storage yet. A phone's first localStorage read is slow, so it
 * waits until the browser is idle after the page started (decision 004); until then the garage
 * reads as empty, as it did in the server's render.
 */
let storageOpened = false;
let opening = false;
let cachedRaw: string | null = null;
let cachedVehicle: VehicleChoice | null = null;

/** The stored vehicle; the same object while storage is unchanged (a stable snapshot for React). */
export function readGarage(): VehicleChoice | null {
  if (!storageOpened) return null;
  const raw = readStored(GARAGE_STORAGE_KEY);
  if (raw === cachedRaw) return cachedVehicle;
  cachedRaw = raw;
  try {
    cachedVehicle = raw === null ? null : parseGarage(JSON.parse(raw));
  } catch {
    cachedVehicle = null;
  }
  return cachedVehicle;
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function saveGarage(vehicle: VehicleChoice): void {
  storageOpened = true;
  const parsed = parseGarage(vehicle);
  if (!parsed) return;
  writeStored(GARAGE_STORAGE_KEY, JSON.stringify(parsed));
  notify();
}

export function clearGarage(): void {
  storageOpened = true;
  writeStored(GARAGE_STORAGE_KEY, null);
  notify();
}

/** Subscribes to garage changes in this tab and, through the storage event, in other tabs. */
export function subscribeGarage(listener: () => void): () => void {
  listeners.add(listener);
  if (!storageOpened && !opening) {
    opening = true;
    whenIdle(() => {
      storageOpened = true;
      notify();
    });
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key === GARAGE_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
