import { useState } from 'react';
import { NO_VEHICLE, type VehicleChoice } from '@web/lib/vehicle-choice';
import { useActiveVehicle, useGarageActions } from './garage-api';

/**
 * The active vehicle of My Garage as the selectors use it, and the ways to change it: saving adds
 * (or re-activates) a vehicle, clearing removes the active one. The garage comes with the page's
 * data (a cookie the server reads), so the server's render and the browser agree.
 */
export function useGarage() {
  const { vehicle: active } = useActiveVehicle();
  const actions = useGarageActions();
  const vehicle: VehicleChoice | null = active
    ? { make: active.make, makeName: active.makeName, year: active.year, model: active.model, modelName: active.modelName, ...(active.variant ? { variant: active.variant } : {}) }
    : null;
  return {
    vehicle,
    save: (next: VehicleChoice) => {
      if (next.make && next.model && next.year) void actions.add({ make: next.make, model: next.model, year: next.year, ...(next.variant ? { variant: next.variant } : {}) });
    },
    clear: () => {
      if (active) void actions.remove(active.index);
    },
  };
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
