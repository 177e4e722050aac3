import type { Fit, Platform } from '../../../../server/db/seed/data/platforms';
import { kg, spec } from './spec-values';
import type { PartTemplate } from './types';

function group(key: string, label: string, oemMake: string, models: string[]): Platform {
  return { key, label, oemMake, fits: models.map((model): Fit => ({ model: model as Fit['model'] })) };
}

/** Batteries are sold by case size, which fits many models at once. */
const BATTERY_GROUPS: Platform[] = [
  group('battery-bmw-h7', 'BMW H7 (94R) 80Ah', 'bmw', ['bmw/3-series-e90', 'bmw/1-series-e82', 'bmw/z4-e89', 'bmw/m3-e92']),
  group('battery-bmw-h8', 'BMW H8 (49) 90Ah', 'bmw', ['bmw/5-series-e60', 'bmw/5-series-f10', 'bmw/x5-e70', 'bmw/x5-f15', 'bmw/m5-f10']),
  group('battery-bmw-h6', 'BMW H6 (48) 70Ah', 'bmw', ['bmw/3-series-f30', 'bmw/3-series-g20', 'bmw/m3-f80', 'bmw/m4-f82', 'bmw/m2-f87']),
  group('battery-porsche-h8', 'Porsche H8 (49) 95Ah', 'porsche', ['porsche/cayenne-958', 'porsche/panamera-970', 'porsche/cayenne-9y0']),
  group('battery-porsche-h6', 'Porsche H6 (48) 70Ah', 'porsche', ['porsche/911-997', 'porsche/911-991', 'porsche/boxster-987', 'porsche/cayman-981']),
  group('battery-mb-h8', 'Mercedes-Benz H8 (49) 95Ah', 'mercedes-benz', ['mercedes-benz/s-class-w221', 'mercedes-benz/s-class-w222', 'mercedes-benz/e-class-w212']),
  group('battery-mb-h7', 'Mercedes-Benz H7 (94R) 80Ah', 'mercedes-benz', ['mercedes-benz/c-class-w204', 'mercedes-benz/c-class-w205', 'mercedes-benz/e-class-w213']),
  group('battery-vag-h6', 'Audi/VW H6 (48) 68Ah', 'audi', ['audi/a4-b8', 'audi/a4-b9', 'volkswagen/golf-gti-mk7', 'volkswagen/golf-r-mk7', 'audi/tt-8s']),
  group('battery-vag-h8', 'Audi/VW H8 (49) 92Ah', 'audi', ['audi/a6-c7', 'audi/a6-c8', 'volkswagen/touareg-7p']),
  group('battery-lexus-24f', 'Lexus Group 24F 650CCA', 'lexus', ['lexus/is-xe20', 'lexus/gs-s190', 'lexus/ls-xf40', 'lexus/is-xe30']),
  group('battery-ferrari', 'Ferrari 60Ah Lightweight', 'ferrari', ['ferrari/f430', 'ferrari/458-italia-f142', 'ferrari/california-f149']),
];

const ALTERNATOR_ENGINES = ['bmw-n52', 'bmw-n55', 'porsche-m96', 'mb-m272', 'vag-ea888-gen2', 'lexus-2gr'];
const STARTER_ENGINES = ['bmw-m54', 'bmw-n52', 'porsche-m96', 'mb-m272', 'nissan-vq35'];

export const ELECTRICAL_TEMPLATES: PartTemplate[] = [
  {
    key: 'agm-battery',
    category: 'electrical-batteries',
    name: 'AGM Battery',
    system: 'battery',
    targets: BATTERY_GROUPS,
    brands: { european: ['Varta', 'OE', 'Bosch'], japanese: ['OE', 'Optima'], exotic: ['OE', 'Varta'] },
    price: [210, 330],
    describe: (c) =>
      `Absorbent glass mat (AGM) battery from ${c.brand} in the ${c.vehicle} format. AGM batteries survive the deep cycling of start-stop systems and the heavy standby load of modern electronics far better than flooded batteries. ` +
      `On cars with intelligent battery sensors the new battery must be registered with a scan tool so the charging system adapts to it.`,
    features: () => [
      'AGM construction for start-stop and high standby loads',
      'Correct case size and terminal layout',
      'Spill-proof and maintenance free',
      'Register to the vehicle after installation where required',
      'Recyclable; return the old battery to the retailer',
    ],
    specs: (c) => [
      spec('Technology', 'AGM'),
      spec('Capacity', `${/(\d+)Ah/.exec(c.vehicle)?.[1] ?? c.rng.pick([60, 70, 75])} Ah`),
      spec('Cold Cranking Amps', `${c.rng.int(6, 9) * 100} A (EN)`),
      spec('Voltage', '12 V'),
      spec('Weight', kg(c.rng, 17, 26)),
    ],
    tags: ['battery', 'agm', 'electrical'],
    bestSellerRate: 0.2,
  },
  {
    key: 'alternator',
    category: 'electrical-batteries',
    name: 'Alternator',
    system: 'alternator',
    targets: ALTERNATOR_ENGINES,
    brands: { european: ['Bosch', 'Valeo', 'OE'], japanese: ['Denso', 'OE'] },
    price: [260, 520],
    describe: (c) =>
      `Alternator for the ${c.vehicle}, made by ${c.brand} with the original output rating and regulator, new or factory remanufactured to new specification. ` +
      `Warning signs of a failing alternator are a charging light, dimming lights at idle and a battery that keeps going flat. ` +
      `A core charge may apply; return the old unit to the retailer to get it back.`,
    features: () => ['Original output rating and voltage regulator', 'Tested under load before shipping', 'Includes pulley', 'Core charge refundable on return of the old unit'],
    specs: (c) => [spec('Output', `${c.rng.pick([150, 170, 180, 210])} A`), spec('Voltage', '14 V'), spec('Pulley', c.rng.pick(['Overrunning clutch pulley', 'Solid pulley'])), spec('Weight', kg(c.rng, 5.5, 8.5))],
    tags: ['alternator', 'charging system', 'electrical'],
  },
  {
    key: 'starter',
    category: 'electrical-batteries',
    name: 'Starter Motor',
    system: 'starter',
    targets: STARTER_ENGINES,
    brands: { european: ['Bosch', 'Valeo', 'OE'], japanese: ['Denso', 'OE'] },
    price: [180, 380],
    describe: (c) =>
      `Starter motor for the ${c.vehicle} by ${c.brand}, with a permanent-magnet gear-reduction design that spins the engine quickly even in cold weather. ` +
      `A single click with the dash lit, or a slow, grinding crank, usually points to a worn starter solenoid or brushes.`,
    features: () => ['Gear-reduction, permanent-magnet design', 'Original mounting and electrical connections', 'Tested before shipping', 'Core charge refundable on return of the old unit'],
    specs: (c) => [spec('Power', `${c.rng.pick(['1.4', '1.7', '2.0', '2.2'])} kW`), spec('Teeth', String(c.rng.int(9, 12))), spec('Weight', kg(c.rng, 2.5, 4.5))],
    tags: ['starter', 'electrical'],
  },
];
