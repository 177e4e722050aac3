/** Every part template of the demo catalog, grouped by category. */
import { BELT_TEMPLATES } from './belts';
import { BODY_TEMPLATES } from './body';
import { BRAKE_TEMPLATES } from './brakes';
import { COOLING_TEMPLATES } from './cooling';
import { DRIVETRAIN_TEMPLATES } from './drivetrain';
import { ELECTRICAL_TEMPLATES } from './electrical';
import { ENGINE_TEMPLATES } from './engine';
import { EXHAUST_TEMPLATES } from './exhaust';
import { FILTER_TEMPLATES } from './filters';
import { FLUID_TEMPLATES } from './fluids';
import { IGNITION_TEMPLATES } from './ignition';
import { INTERIOR_TEMPLATES } from './interior';
import { LIGHTING_TEMPLATES } from './lighting';
import { SENSOR_TEMPLATES } from './sensors';
import { SUSPENSION_TEMPLATES } from './suspension';
import { TOOL_TEMPLATES } from './tools';
import type { PartTemplate } from './types';

export type { PartTemplate } from './types';

export const PART_TEMPLATES: readonly PartTemplate[] = [
  ...ENGINE_TEMPLATES,
  ...BRAKE_TEMPLATES,
  ...FILTER_TEMPLATES,
  ...IGNITION_TEMPLATES,
  ...BELT_TEMPLATES,
  ...SUSPENSION_TEMPLATES,
  ...ELECTRICAL_TEMPLATES,
  ...COOLING_TEMPLATES,
  ...SENSOR_TEMPLATES,
  ...EXHAUST_TEMPLATES,
  ...DRIVETRAIN_TEMPLATES,
  ...BODY_TEMPLATES,
  ...INTERIOR_TEMPLATES,
  ...LIGHTING_TEMPLATES,
  ...FLUID_TEMPLATES,
  ...TOOL_TEMPLATES,
];

/** Templates whose parts are promoted as "Featured" (timing belts rank first). */
export const FEATURED_TEMPLATE_KEYS: ReadonlySet<string> = new Set(['timing-belt', 'timing-belt-kit']);
