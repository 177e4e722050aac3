import { useState, useSyncExternalStore } from 'react';
import { NO_VEHICLE, type VehicleChoice } from '@web/lib/vehicle-choice';
import { clearGarage, readGarage, saveGarage, subscribeGarage } from './garage-storage';

/**
 * The vehicle in My Garage, kept in sync with storage, and the ways to change it. Null while the
 * server renders and the browser hydrates (the garage lives in localStorage), then the stored one.
 */
export function useGarage() {
  const vehicle = useSyncExternalStore(subscribeGarage, readGarage, () => null);
  return { vehicle, save: saveGarage, clear: clearGarage };
}

/**
 * A selector's working vehicle that starts from My Garage (the home page's forms): the garage's
 * vehicle until the visitor picks one of their own.
 */
export function useVehicleDraft() {
  const { vehicle: garageVehicle } = useGarage();
  const [draft, setDraft] = useState<VehicleChoice | null>(null);
  const setVehicle = (next: VehicleChoice) => setDraft(next);
  return [draft ?? garageVehicle ?? NO_VEHICLE, setVehicle] as const;
}
