import { combineModels } from './combine';
import { spec } from './spec-values';
import type { PartContext, PartTemplate } from './types';

/** Fluids are sold by the maker's approval, which covers many models at once. */
const OIL_TARGETS = [
  combineModels('oil-bmw-ll01', 'BMW Longlife-01 Petrol Engines', 'bmw', [
    'bmw/3-series-e46', 'bmw/3-series-e90', 'bmw/5-series-e39', 'bmw/5-series-e60', 'bmw/x5-e53', 'bmw/x5-e70', 'bmw/z4-e85',
    'bmw/1-series-e82',
  ]),
  combineModels('oil-bmw-ll17', 'BMW Longlife-17 FE+ Engines (B48, B58)', 'bmw', ['bmw/3-series-g20', 'bmw/5-series-g30', 'bmw/x5-g05']),
  combineModels('oil-bmw-m', 'BMW M S54, S65 and S85 Engines', 'bmw', ['bmw/m3-e46', 'bmw/m3-e92', 'bmw/m5-e60']),
  combineModels('oil-porsche-a40', 'Porsche A40-Approved Engines', 'porsche', [
    'porsche/911-996', 'porsche/911-997', 'porsche/911-991', 'porsche/boxster-986', 'porsche/boxster-987', 'porsche/cayman-987',
    'porsche/cayenne-955', 'porsche/cayenne-957',
  ]),
  combineModels('oil-mb-2295', 'Mercedes-Benz MB 229.5 Petrol Engines', 'mercedes-benz', [
    'mercedes-benz/c-class-w204', 'mercedes-benz/e-class-w211', 'mercedes-benz/e-class-w212', 'mercedes-benz/s-class-w221',
    'mercedes-benz/sl-class-r230',
  ]),
  combineModels('oil-vw-502', 'Audi/VW 502 00 Petrol Engines', 'volkswagen', [
    'volkswagen/golf-gti-mk5', 'volkswagen/golf-gti-mk6', 'audi/a4-b7', 'audi/a4-b8', 'audi/tt-8j',
  ]),
  combineModels('oil-vw-508', 'Audi/VW 508 00 Engines', 'volkswagen', ['volkswagen/golf-gti-mk8', 'volkswagen/golf-r-mk8', 'audi/a4-b9', 'audi/a6-c8']),
  combineModels('oil-lexus-0w20', 'Lexus and Toyota 0W-20 Engines', 'lexus', ['lexus/is-xe30', 'lexus/rc-f', 'lexus/lc-500', 'lexus/gs-l10', 'toyota/86-zn6']),
  combineModels('oil-ferrari', 'Ferrari V8 and V12 Engines', 'ferrari', ['ferrari/f430', 'ferrari/458-italia-f142', 'ferrari/california-f149', 'ferrari/599-gtb-fiorano-f141']),
  combineModels('oil-nissan-gtr', 'Nissan GT-R VR38DETT', 'nissan', ['nissan/gt-r-r35']),
  combineModels('oil-subaru-turbo', 'Subaru Turbo Boxer Engines', 'subaru', ['subaru/wrx-sti-gd', 'subaru/wrx-sti-gr', 'subaru/wrx-sti-va', 'subaru/wrx-va']),
];

const COOLANT_TARGETS = [
  combineModels('coolant-bmw', 'BMW Cooling Systems (Blue, HT-12)', 'bmw', [
    'bmw/3-series-e46', 'bmw/3-series-e90', 'bmw/3-series-f30', 'bmw/5-series-e60', 'bmw/5-series-f10', 'bmw/x5-e70', 'bmw/m3-e92',
  ]),
  combineModels('coolant-mb', 'Mercedes-Benz MB 325.0 Cooling Systems', 'mercedes-benz', [
    'mercedes-benz/c-class-w204', 'mercedes-benz/e-class-w211', 'mercedes-benz/e-class-w212', 'mercedes-benz/s-class-w221',
  ]),
  combineModels('coolant-vag', 'Audi/VW G13 Cooling Systems', 'volkswagen', ['audi/a4-b8', 'audi/a6-c7', 'volkswagen/golf-gti-mk6', 'volkswagen/golf-gti-mk7']),
  combineModels('coolant-porsche', 'Porsche Water-Cooled Engines', 'porsche', ['porsche/911-996', 'porsche/911-997', 'porsche/boxster-986', 'porsche/boxster-987', 'porsche/cayenne-955']),
  combineModels('coolant-lexus', 'Lexus and Toyota Super Long Life Systems', 'lexus', ['lexus/is-xe20', 'lexus/ls-xf40', 'lexus/gs-s190', 'lexus/is-xe30']),
];

const BRAKE_FLUID_TARGETS = [
  combineModels('brake-fluid-bmw', 'BMW DOT 4 Low Viscosity Systems', 'bmw', ['bmw/3-series-e90', 'bmw/3-series-f30', 'bmw/5-series-f10', 'bmw/x5-f15', 'bmw/m3-f80']),
  combineModels('brake-fluid-vag', 'Audi/VW VW 501 14 Systems', 'volkswagen', ['audi/a4-b8', 'audi/a4-b9', 'volkswagen/golf-gti-mk7', 'volkswagen/golf-r-mk7']),
  combineModels('brake-fluid-porsche', 'Porsche Super DOT 4 Systems', 'porsche', ['porsche/911-997', 'porsche/911-991', 'porsche/cayman-981', 'porsche/911-992']),
];

const TRANSMISSION_FLUID_TARGETS = [
  combineModels('atf-zf8', 'ZF 8HP Automatic Transmissions', 'bmw', ['bmw/3-series-f30', 'bmw/5-series-f10', 'bmw/x5-f15', 'audi/a6-c7']),
  combineModels('atf-mb-722-9', 'Mercedes-Benz 7G-Tronic (722.9)', 'mercedes-benz', ['mercedes-benz/c-class-w204', 'mercedes-benz/e-class-w212', 'mercedes-benz/s-class-w221']),
  combineModels('atf-toyota-ws', 'Lexus and Toyota WS Automatics', 'lexus', ['lexus/is-xe20', 'lexus/gs-s190', 'lexus/ls-xf40']),
  combineModels('atf-porsche-pdk', 'Porsche PDK Transmissions', 'porsche', ['porsche/911-997', 'porsche/911-991', 'porsche/cayman-981', 'porsche/macan-95b']),
];

const OIL_GRADE: Record<string, string> = {
  'oil-bmw-ll01': '5W-30',
  'oil-bmw-ll17': '0W-20',
  'oil-bmw-m': '10W-60',
  'oil-porsche-a40': '0W-40',
  'oil-mb-2295': '5W-40',
  'oil-vw-502': '5W-40',
  'oil-vw-508': '0W-20',
  'oil-lexus-0w20': '0W-20',
  'oil-ferrari': '10W-60',
  'oil-nissan-gtr': '0W-40',
  'oil-subaru-turbo': '5W-30',
};

function oilGrade(c: PartContext): string {
  return OIL_GRADE[c.platform.key] ?? '5W-30';
}

export const FLUID_TEMPLATES: PartTemplate[] = [
  {
    key: 'engine-oil',
    category: 'fluids-maintenance',
    name: 'Full Synthetic Engine Oil, 5 Liter',
    system: 'engine-oil',
    numberSource: 'brand',
    targets: OIL_TARGETS,
    brands: {
      european: ['Castrol', 'Liqui Moly', 'Mobil 1', 'Motul', 'OE'],
      japanese: ['Mobil 1', 'Castrol', 'OE'],
      exotic: ['Shell', 'OE'],
    },
    price: [42, 75],
    describe: (c) =>
      `${c.brand} ${oilGrade(c)} full synthetic engine oil approved for ${c.vehicle}, in a 5-liter jug. ` +
      `Using oil with the maker's approval matters on these engines: the long service intervals, turbochargers and variable valve timing are validated against it. ` +
      `Check the capacity in the owner's manual; most six-cylinder engines need between 6.5 and 7 liters including the filter.`,
    features: (c) => [`${oilGrade(c)} viscosity`, `Approved for ${c.vehicle}`, 'Full synthetic base stock', 'Suitable for extended drain intervals', '5-liter jug'],
    specs: (c) => [spec('Viscosity', oilGrade(c)), spec('Volume', '5 L'), spec('Base', 'Full synthetic'), spec('Approval', c.vehicle), spec('Weight', '4.5 kg')],
    tags: ['engine oil', 'oil change', 'fluids', 'maintenance'],
    bestSellerRate: 0.35,
  },
  {
    key: 'coolant',
    category: 'fluids-maintenance',
    name: 'Antifreeze Coolant Concentrate',
    system: 'coolant',
    numberSource: 'brand',
    targets: COOLANT_TARGETS,
    brands: { european: ['Pentosin', 'Liqui Moly', 'OE'], japanese: ['OE'] },
    price: [18, 35],
    describe: (c) =>
      `Antifreeze and corrosion inhibitor for ${c.vehicle} from ${c.brand}. The silicate and phosphate balance protects aluminium heads, radiators and water pump seals; mixing the wrong type causes gel and deposits. ` +
      `Mix 50/50 with distilled water unless the container says pre-mixed.`,
    features: () => ['Maker-approved formula', 'Protects aluminium components', 'Mix 50/50 with distilled water', 'Do not mix with other coolant types'],
    specs: (c) => [spec('Volume', c.platform.key === 'coolant-lexus' ? '3.78 L, pre-mixed' : '1.5 L concentrate'), spec('Colour', c.rng.pick(['Blue', 'Pink', 'Violet', 'Blue-green'])), spec('Approval', c.vehicle)],
    tags: ['coolant', 'antifreeze', 'fluids', 'cooling'],
    overrides: {
      'coolant-bmw': { partNumber: '82 14 1 467 704', brand: 'OE' },
      'coolant-lexus': { partNumber: '00272-SLLC2', brand: 'OE', name: 'Super Long Life Coolant, Pre-Mixed' },
    },
  },
  {
    key: 'brake-fluid',
    category: 'fluids-maintenance',
    name: 'Brake Fluid, 1 Liter',
    system: 'brake-fluid',
    numberSource: 'brand',
    targets: BRAKE_FLUID_TARGETS,
    brands: { european: ['ATE', 'Pentosin', 'Motul', 'OE'] },
    price: [14, 32],
    describe: (c) =>
      `${c.brand} brake fluid for ${c.vehicle}. Brake fluid absorbs water from the air, which lowers its boiling point and corrodes ABS valves; the makers call for a flush every two years regardless of mileage. ` +
      `Low-viscosity formulations keep the stability control system responsive in cold weather.`,
    features: () => ['Meets DOT 4 and the maker’s specification', 'High dry and wet boiling points', 'Low viscosity for ABS and stability control', 'Flush every two years'],
    specs: (c) => [spec('Standard', 'DOT 4 / ISO 4925 Class 6'), spec('Volume', '1 L'), spec('Dry Boiling Point', `${c.rng.int(260, 312)} °C`)],
    tags: ['brake fluid', 'fluids', 'brakes', 'maintenance'],
    overrides: { 'brake-fluid-vag': { partNumber: 'B 000 750 M3', brand: 'OE' } },
  },
  {
    key: 'transmission-fluid',
    category: 'fluids-maintenance',
    name: 'Automatic Transmission Fluid, 1 Liter',
    system: 'transmission-fluid',
    numberSource: 'brand',
    targets: TRANSMISSION_FLUID_TARGETS,
    brands: { european: ['ZF', 'Pentosin', 'Fuchs', 'OE'], japanese: ['OE'] },
    price: [18, 38],
    describe: (c) =>
      `Transmission fluid for ${c.vehicle} from ${c.brand}, meeting the gearbox maker's own specification for friction and shift quality. ` +
      `Using a generic "multi-vehicle" fluid in these transmissions can cause harsh or flaring shifts. Buy enough for the full service; most need 6 to 9 liters.`,
    features: () => ['Meets the gearbox maker’s specification', 'Correct friction for smooth shifts', 'Long-life formula', '1-liter bottle'],
    specs: () => [spec('Volume', '1 L'), spec('Type', 'Synthetic ATF / DCT fluid')],
    tags: ['transmission fluid', 'atf', 'fluids', 'drivetrain'],
    overrides: { 'atf-mb-722-9': { partNumber: 'A 001 989 68 03', brand: 'OE' }, 'atf-toyota-ws': { partNumber: '00289-ATFWS', brand: 'OE' } },
  },
];
