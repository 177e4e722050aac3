import { z } from 'zod';
import { readStored, writeStored } from '@web/lib/storage';
import type { VehicleChoice } from '@web/lib/vehicle-choice';

/**
 * "My Garage": the last complete vehicle chosen, kept in localStorage so the selectors start from
 * it on the next visit. Anything unreadable in storage counts as an empty garage.
 */
export const GARAGE_STORAGE_KEY = 'pitlane.garage';

const garageSchema = z.object({
  make: z.string().min(1),
  makeName: z.string().optional(),
  year: z.number().int(),
  model: z.string().min(1),
  modelName: z.string().optional(),
  variant: z.string().optional(),
});

const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cachedVehicle: VehicleChoice | null = null;

/** The stored vehicle; the same object while storage is unchanged (a stable snapshot for React). */
export function readGarage(): VehicleChoice | null {
  const raw = readStored(GARAGE_STORAGE_KEY);
  if (raw === cachedRaw) return cachedVehicle;
  cachedRaw = raw;
  try {
    const parsed = raw === null ? null : garageSchema.safeParse(JSON.parse(raw));
    cachedVehicle = parsed?.success ? parsed.data : null;
  } catch {
    cachedVehicle = null;
  }
  return cachedVehicle;
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function saveGarage(vehicle: VehicleChoice): void {
  const parsed = garageSchema.safeParse(vehicle);
  if (!parsed.success) return;
  writeStored(GARAGE_STORAGE_KEY, JSON.stringify(parsed.data));
  notify();
}

export function clearGarage(): void {
  writeStored(GARAGE_STORAGE_KEY, null);
  notify();
}

/** Subscribes to garage changes in this tab and, through the storage event, in other tabs. */
export function subscribeGarage(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === GARAGE_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
