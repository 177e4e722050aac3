import { useState, useSyncExternalStore } from 'react';
import { NO_VEHICLE, type VehicleChoice } from '@web/lib/vehicle-choice';
import { clearGarage, readGarage, saveGarage, subscribeGarage } from './garage-storage';

/** The vehicle in My Garage, kept in sync with storage, and the ways to change it. */
export function useGarage() {
  const vehicle = useSyncExternalStore(subscribeGarage, readGarage, () => null);
  return { vehicle, save: saveGarage, clear: clearGarage };
}

/** A selector's working vehicle that starts from My Garage (the home page's forms). */
export function useVehicleDraft() {
  return useState<VehicleChoice>(() => readGarage() ?? NO_VEHICLE);
}
