import { kg, mm, spec } from './spec-values';
import type { PartTemplate } from './types';

/** Every engine family with a serviceable oil filter (the 2002's M10 and rotaries included). */
const OIL_FILTER_ENGINES = [
  'bmw-m52', 'bmw-m54', 'bmw-n52', 'bmw-n54', 'bmw-n55', 'bmw-b58', 'bmw-s54',
  'bmw-s65', 'bmw-s55', 'bmw-n63', 
  'porsche-m96', 'porsche-9a1', 'porsche-mezger', 'porsche-air-cooled', 
  'mb-m272', 'mb-m276', 'mb-m274', 'mb-m278', 'mb-m177-m178', 
  'vag-18t', 'vag-ea888-gen2', 'vag-ea888-gen3', 'vag-30t-ea837', 
  'vag-52-v10', 'lambo-l539', 
  'ferrari-f131', 'ferrari-f136', 'ferrari-f154', 'aston-v12',
  'toyota-2jz', 'lexus-1uz', 'lexus-3uz', 'lexus-2gr', 'lexus-2ur', 'lexus-1ur', 'toyota-fa20', 
  'nissan-vq35', 'nissan-vr38', 'mazda-b6-bp', 'mazda-skyactiv', 
  'honda-f20c', 'honda-k20c1', 'subaru-ej25', 'subaru-fa20dit',
];

const AIR_FILTER_ENGINES = [
  'bmw-m54', 'bmw-n52', 'bmw-n54', 'bmw-n55', 'bmw-b58', 'bmw-s54', 
  'porsche-m96', 'porsche-9a1', 
  'mb-m272', 'mb-m274', 'mb-m177-m178', 'vag-18t', 'vag-ea888-gen2',
  'vag-ea888-gen3', 'vag-52-v10', 'ferrari-f136', 'ferrari-f154',
  'toyota-2jz', 'lexus-2gr', 'lexus-2ur', 'toyota-fa20', 'nissan-vq35', 
  'mazda-b6-bp', 'mazda-skyactiv', 'honda-f20c', 'honda-k20c1', 'subaru-ej25', 'subaru-fa20dit',
];

const CABIN_FILTER_MODELS = [
  'bmw/3-series-e90', 'bmw/3-series-f30', 'bmw/5-series-f10',
  'bmw/x5-e70', 'porsche/911-997', 'porsche/macan-95b',
  'mercedes-benz/c-class-w204', 'mercedes-benz/c-class-w205', 'mercedes-benz/e-class-w212', 
  'audi/a4-b8', 'volkswagen/golf-gti-mk7', 'lexus/is-xe30', 
];

const FUEL_FILTER_MODELS = [
  'bmw/3-series-e46', 'bmw/x5-e53', 'porsche/911-996', 'mercedes-benz/e-class-w211',
  'volkswagen/golf-gti-mk4', 'lexus/ls-xf20', 
];

export const FILTER_TEMPLATES: PartTemplate[] = [
  {
    key: 'oil-filter',
    category: 'filters',
    name: 'Oil Filter Kit',
    system: 'oil-filter',
    targets: OIL_FILTER_ENGINES,
    brands: {
      european: ['Mann-Filter', 'Mahle', 'Hengst', 'Bosch', 'OE'],
      japanese: ['Denso', 'Mahle', 'Bosch', 'OE'],
      exotic: ['Mahle', 'Mann-Filter', 'OE'],
    },
    price: [9, 22],
    describe: (c) =>
      `${c.brand} oil filter for the ${c.vehicle}, with the filter media, bypass valve setting and anti-drainback design the engine was validated with. ` +
      `The kit includes the sealing rings for the housing cap or drain plug, which should never be reused. ` +
      `Change it with every oil service to keep bearings, cam phasers and turbochargers fed with clean oil.`,
    features: (c) => [
      'Includes new sealing rings',
      c.genuine ? `Genuine ${c.makeName} part` : 'Made by an original equipment supplier',
      'Synthetic-blend media for long-life service intervals',
      'Correct bypass valve opening pressure',
      'Anti-drainback protection against dry starts',
    ],
    specs: (c) => [
      spec('Filter Type', c.rng.pick(['Cartridge element', 'Spin-on', 'Cartridge element'])),
      spec('Height', mm(c.rng, 60, 150, 0)),
      spec('Outer Diameter', mm(c.rng, 62, 93, 0)),
      spec('Bypass Valve Opening Pressure', `${c.rng.pick(['1.5', '2.0', '2.5', '3.0'])} bar`),
      spec('Includes', 'Filter element, O-rings, drain plug washer'),
      spec('Weight', kg(c.rng, 0.1, 0.45)),
    ],
    tags: ['oil filters', 'oil change', 'filters', 'maintenance'],
    bestSellerRate: 0.4,
    overrides: {
      'bmw-m54': { partNumber: '11 42 7 512 300' },
      'bmw-n52': { partNumber: '11 42 7 566 327' },
      'bmw-n55': { partNumber: '11 42 7 953 129' },
      'bmw-b58': { partNumber: '11 42 8 575 211' },
      'porsche-m96': { partNumber: '996 107 225 53' },
      'mb-m272': { partNumber: 'A 000 180 26 09' },
      'mb-m276': { partNumber: 'A 276 180 00 09' },
      'mb-m274': { partNumber: 'A 270 180 01 09' },
      'mb-m278': { partNumber: 'A 278 180 00 09' },
      'vag-18t': { partNumber: '06A 115 561 B' },
      'vag-ea888-gen2': { partNumber: '06J 115 403 Q' },
      'vag-ea888-gen3': { partNumber: '06L 115 562 B' },
      'lexus-2gr': { partNumber: '04152-YZZA6' },
      'lexus-2ur': { partNumber: '04152-38020' },
      'nissan-vq35': { partNumber: '15208-65F0E' },
      'honda-f20c': { partNumber: '15400-PLM-A02' },
      'subaru-ej25': { partNumber: '15208AA15A' },
      'mazda-skyactiv': { partNumber: 'PE01-14-302A' },
      'mazda-b6-bp': { partNumber: 'B6Y1-14-302' },
      'toyota-2jz': { partNumber: '90915-YZZD2' },
    },
  },
  {
    key: 'air-filter',
    category: 'filters',
    name: 'Engine Air Filter',
    system: 'air-filter',
    targets: AIR_FILTER_ENGINES,
    brands: {
      european: ['Mann-Filter', 'Mahle', 'Hengst', 'Bosch', 'OE'],
      japanese: ['Denso', 'Mahle', 'OE'],
      exotic: ['Mahle', 'OE'],
    },
    price: [18, 42],
    describe: (c) =>
      `Engine air filter for the ${c.vehicle}, made by ${c.brand} with multi-layer media that traps fine dust while keeping airflow, and therefore power and fuel economy, at factory level. ` +
      `The moulded polyurethane seal fits the airbox exactly so unfiltered air cannot bypass the element. ` +
      `Inspect it at every oil service and replace it at the interval in the owner's manual, sooner in dusty conditions.`,
    features: (c) => [
      'Exact fit in the factory airbox',
      'Multi-layer media with high dust capacity',
      'Moulded polyurethane seal',
      c.genuine ? `Genuine ${c.makeName} part` : 'OE-supplier quality',
      'Restores factory airflow and throttle response',
    ],
    specs: (c) => [
      spec('Shape', c.rng.pick(['Panel', 'Panel', 'Round', 'Oval'])),
      spec('Length', mm(c.rng, 180, 360, 0)),
      spec('Width', mm(c.rng, 120, 260, 0)),
      spec('Height', mm(c.rng, 35, 80, 0)),
      spec('Quantity per Vehicle', c.rng.pick(['1', '1', '2'])),
      spec('Weight', kg(c.rng, 0.2, 0.6)),
    ],
    tags: ['air filters', 'engine air filter', 'filters', 'maintenance'],
    bestSellerRate: 0.3,
  },
  {
    key: 'cabin-filter',
    category: 'filters',
    name: 'Cabin Air Filter Set (Activated Charcoal)',
    system: 'cabin-filter',
    targets: CABIN_FILTER_MODELS,
    brands: { european: ['Mann-Filter', 'Mahle', 'Hengst', 'OE'], japanese: ['Denso', 'OE'] },
    price: [24, 55],
    describe: (c) =>
      `Activated-charcoal cabin air filter for the ${c.vehicle} from ${c.brand}. The carbon layer absorbs exhaust odours and ozone while the particle layer stops pollen and brake dust before they reach the climate control. ` +
      `A clogged cabin filter makes the blower work harder and fogs the windows; replace it yearly.`,
    features: () => ['Activated charcoal layer absorbs odours', 'Stops pollen, dust and brake particles', 'Protects the blower motor', 'Sold as the complete set per vehicle'],
    specs: (c) => [
      spec('Filter Type', 'Activated charcoal'),
      spec('Pieces', c.rng.pick(['1', '2'])),
      spec('Length', mm(c.rng, 200, 380, 0)),
      spec('Width', mm(c.rng, 150, 260, 0)),
      spec('Weight', kg(c.rng, 0.2, 0.7)),
    ],
    tags: ['cabin air filter', 'pollen filter', 'filters'],
    bestSellerRate: 0.15,
  },
  {
    key: 'fuel-filter',
    category: 'filters',
    name: 'Fuel Filter',
    system: 'fuel-filter',
    targets: FUEL_FILTER_MODELS,
    brands: { european: ['Mann-Filter', 'Mahle', 'Bosch', 'OE'], japanese: ['Denso', 'Bosch', 'OE'] },
    price: [22, 60],
    describe: (c) =>
      `In-line fuel filter for the ${c.vehicle} made by ${c.brand}. It protects the injectors and pressure regulator from rust and debris carried from the tank. ` +
      `Cars of this age often still run their original filter; a restricted one shows up as hesitation under load and hot-start trouble.`,
    features: () => ['Protects injectors and fuel pressure regulator', 'Original inlet and outlet fittings', 'Built-in pressure regulator where the car uses one', 'Includes clamps or sealing washers'],
    specs: (c) => [spec('Filter Type', 'In-line'), spec('Outer Diameter', mm(c.rng, 50, 80, 0)), spec('Length', mm(c.rng, 110, 220, 0)), spec('Weight', kg(c.rng, 0.2, 0.5))],
    tags: ['fuel filter', 'filters', 'fuel system'],
  },
];
