import type { Fit, Platform } from '../../../../server/db/seed/data/platforms';
import { engineVariant } from './combine';
import { kg, mm, spec } from './spec-values';
import type { PartTemplate } from './types';

function fit(model: string, from: number, to: number, notes?: string): Fit {
  return { model: model as Fit['model'], from, to, notes };
}

/** The 997.1 Turbo (2007-2009) carries one turbocharger per cylinder bank. */
function porsche997Turbo(side: 'left' | 'right'): Platform {
  return {
    key: `porsche-997-turbo-${side}`,
    label: 'Porsche 911 Turbo 997.1',
    oemMake: 'porsche',
    numberPrefix: '997',
    tier: 1.3,
    fits: [fit('porsche/911-997', 2007, 2009, 'Turbo, Turbo Cabriolet')],
  };
}

const TURBO_TARGETS: Platform[] = [
  porsche997Turbo('right'),
  porsche997Turbo('left'),
  { ...engineVariant('bmw-n54', 'bmw-n54-front-turbo'), label: 'BMW N54 Twin-Turbo Inline-Six' },
  { ...engineVariant('bmw-n54', 'bmw-n54-rear-turbo'), label: 'BMW N54 Twin-Turbo Inline-Six' },
  engineVariant('vag-27t', 'vag-27t-left-turbo'),
  engineVariant('vag-27t', 'vag-27t-right-turbo'),
  {
    key: 'vag-is38',
    label: 'VW Golf R Mk7 2.0 TSI (IS38)',
    oemMake: 'volkswagen',
    numberPrefix: '06K',
    fits: [fit('volkswagen/golf-r-mk7', 2015, 2019)],
  },
  {
    key: 'subaru-sti-turbo',
    label: 'Subaru WRX STI EJ257',
    oemMake: 'subaru',
    fits: [fit('subaru/wrx-sti-gd', 2004, 2007), fit('subaru/wrx-sti-gr', 2008, 2014), fit('subaru/wrx-sti-va', 2015, 2021)],
  },
  engineVariant('nissan-vr38', 'nissan-vr38-left-turbo'),
  engineVariant('nissan-vr38', 'nissan-vr38-right-turbo'),
];

const VALVE_COVER_ENGINES = [
  'bmw-m54', 'bmw-n52', 'bmw-n54', 'bmw-s54', 'porsche-m96', 'mb-m272',
  'vag-18t', 'lexus-2gr', 'nissan-vq35', 'mazda-b6-bp',
];

const OIL_HOUSING_ENGINES = ['bmw-m54', 'bmw-n52', 'bmw-n54', 'bmw-n55', 'bmw-s54'];

const MOUNT_MODELS = [
  'bmw/3-series-e46', 'bmw/3-series-e90', 'porsche/911-996',
  'mercedes-benz/c-class-w204', 'audi/a4-b8', 'lexus/is-xe20',
];

const CRANKCASE_VENT_ENGINES = ['bmw-n52', 'bmw-n54', 'porsche-m96', 'porsche-9a1', 'mb-m272', 'vag-ea888-gen3'];

export const ENGINE_TEMPLATES: PartTemplate[] = [
  {
    key: 'turbocharger',
    category: 'engine',
    name: 'Turbocharger',
    system: 'turbocharger',
    targets: TURBO_TARGETS,
    brands: { european: ['OE', 'BorgWarner', 'Garrett'], japanese: ['OE', 'IHI'] },
    price: [1400, 2600],
    describe: (c) =>
      `${c.brand} turbocharger for the ${c.vehicle}, supplied complete with the wastegate actuator and the original compressor and turbine wheels. ` +
      `Blue smoke on boost, a siren-like whine, shaft play or an underboost fault are the usual reasons for replacement. ` +
      `Always replace the oil feed and return lines and their seals, change the oil and filter, and prime the turbo before the first start.`,
    features: () => [
      'Complete unit with wastegate actuator',
      'Original compressor and turbine wheel specification',
      'Balanced core assembly',
      'Replace oil lines and seals at installation',
      'Prime with oil before first start',
    ],
    specs: (c) => [
      spec('Position', c.platform.key.includes('right') ? 'Right (passenger side)' : c.platform.key.includes('left') ? 'Left (driver side)' : c.platform.key.includes('front') ? 'Front (cylinders 1-3)' : c.platform.key.includes('rear') ? 'Rear (cylinders 4-6)' : 'Single'),
      spec('Type', c.rng.pick(['Variable turbine geometry', 'Wastegated', 'Wastegated, twin-scroll'])),
      spec('Compressor Wheel Diameter', mm(c.rng, 44, 58, 0)),
      spec('Cooling', 'Oil and water cooled'),
      spec('Weight', kg(c.rng, 6.5, 11)),
    ],
    tags: ['turbocharger', 'turbo', 'engine', 'forced induction'],
    overrides: {
      'porsche-997-turbo-right': { name: 'Turbocharger, Passenger Side (Right)', partNumber: '997 123 023 72', brand: 'Genuine Porsche', price: 4250 },
      'porsche-997-turbo-left': { name: 'Turbocharger, Driver Side (Left)', brand: 'Genuine Porsche', price: 4250 },
      'bmw-n54-front-turbo': { name: 'Turbocharger, Front (Cylinders 1-3)' },
      'bmw-n54-rear-turbo': { name: 'Turbocharger, Rear (Cylinders 4-6)' },
      'vag-27t-left-turbo': { name: 'K04 Turbocharger, Left Bank' },
      'vag-27t-right-turbo': { name: 'K04 Turbocharger, Right Bank' },
      'nissan-vr38-left-turbo': { name: 'Turbocharger, Left Bank' },
      'nissan-vr38-right-turbo': { name: 'Turbocharger, Right Bank' },
    },
  },
  {
    key: 'valve-cover-gasket',
    category: 'engine',
    name: 'Valve Cover Gasket Set',
    system: 'valve-cover-gasket',
    targets: VALVE_COVER_ENGINES,
    brands: { european: ['Elring', 'Victor Reinz', 'OE'], japanese: ['OE', 'Victor Reinz'] },
    price: [28, 70],
    describe: (c) =>
      `Valve cover gasket set for the ${c.vehicle} from ${c.brand}, including the spark plug tube seals and the cover bolt grommets. ` +
      `Hardened gaskets let oil seep onto the exhaust manifold, which shows up as a burning-oil smell after a drive; leaking plug tube seals can flood the coil wells and cause misfires. ` +
      `Clean both sealing surfaces and torque the cover bolts in sequence.`,
    features: () => ['Complete set with plug tube seals and grommets', 'Heat-resistant elastomer', 'Stops burning-oil smell from seepage', 'Protects coils from oil in the plug wells'],
    specs: (c) => [spec('Material', c.rng.pick(['ACM rubber', 'FKM (Viton)', 'Silicone'])), spec('Pieces', String(c.rng.int(8, 16))), spec('Weight', kg(c.rng, 0.15, 0.45))],
    tags: ['valve cover gasket', 'gasket', 'oil leak', 'engine'],
    bestSellerRate: 0.2,
  },
  {
    key: 'oil-filter-housing-gasket',
    category: 'engine',
    name: 'Oil Filter Housing Gasket',
    system: 'oil-housing-gasket',
    targets: OIL_HOUSING_ENGINES,
    brands: { european: ['Elring', 'Victor Reinz', 'OE'] },
    price: [12, 30],
    describe: (c) =>
      `Oil filter housing gasket for the ${c.vehicle} by ${c.brand}. This gasket is the most common oil leak on BMW inline engines: it hardens with age and lets oil run down onto the belt and the alternator. ` +
      `Replace it before the oil reaches the accessory belt, which can swell, shred and be ingested past the front crankshaft seal.`,
    features: () => ['Stops the most common BMW oil leak', 'Protects the accessory belt from oil', 'FKM compound for long life', 'Includes the oil cooler seals where applicable'],
    specs: (c) => [spec('Material', 'FKM (Viton)'), spec('Includes', 'Housing gasket, oil cooler seals'), spec('Weight', kg(c.rng, 0.02, 0.08))],
    tags: ['oil filter housing gasket', 'gasket', 'oil leak', 'engine'],
    bestSellerRate: 0.3,
  },
  {
    key: 'engine-mount',
    category: 'engine',
    name: 'Engine Mount Pair',
    system: 'engine-mount',
    targets: MOUNT_MODELS,
    brands: { european: ['Lemförder', 'Corteco', 'Meyle', 'OE'], japanese: ['OE'] },
    price: [110, 240],
    describe: (c) =>
      `Pair of engine mounts for the ${c.vehicle} made by ${c.brand}, with the original hydraulic or rubber damping. ` +
      `Collapsed mounts let the engine rock on take-off and shift changes and pass vibration into the cabin at idle. Replace both sides together.`,
    features: () => ['Left and right mount as a pair', 'Original damping characteristic', 'Cures clunk on take-off and idle vibration', 'Bolts to the original brackets'],
    specs: (c) => [spec('Type', c.rng.pick(['Hydraulic', 'Rubber-metal'])), spec('Pieces', '2'), spec('Weight', kg(c.rng, 1.5, 3.6))],
    tags: ['engine mount', 'vibration', 'engine'],
  },
  {
    key: 'crankcase-vent-valve',
    category: 'engine',
    name: 'Crankcase Vent Valve',
    system: 'crankcase-vent',
    targets: CRANKCASE_VENT_ENGINES,
    brands: { european: ['OE', 'Febi Bilstein', 'Elring'] },
    price: [35, 120],
    describe: (c) =>
      `Crankcase ventilation (PCV) valve for the ${c.vehicle} by ${c.brand}. When the diaphragm tears the engine pulls too much vacuum through the crankcase: expect a whistle at idle, lean fault codes, oil consumption and a cap that is hard to remove with the engine running. ` +
      `The valve restores the correct crankcase pressure.`,
    features: () => ['Restores correct crankcase pressure', 'Cures idle whistle and lean codes', 'Reduces oil consumption', 'Original design with new diaphragm'],
    specs: (c) => [spec('Type', 'Diaphragm valve'), spec('Includes', 'Valve, O-rings'), spec('Weight', kg(c.rng, 0.1, 0.6))],
    tags: ['pcv valve', 'crankcase vent', 'engine'],
    overrides: { 'porsche-m96': { name: 'Air Oil Separator' }, 'porsche-9a1': { name: 'Air Oil Separator' } },
  },
];
