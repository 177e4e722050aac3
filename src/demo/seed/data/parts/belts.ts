import { kg, mm, spec } from './spec-values';
import type { PartTemplate } from './types';

/** Engines driven by a rubber timing belt (everything else on this catalog uses chains or gears). */
const TIMING_BELT_ENGINES = [
  'bmw-m20', 'porsche-944', 'porsche-928', 'vag-18t', 'vag-20t-fsi', 'vag-27t', 'vag-30v-v6', 'ferrari-328', 'ferrari-348',
  'ferrari-f355', 'ferrari-f131', 'ferrari-f133', 'ferrari-f113', 'toyota-2jz', 'lexus-1uz', 'lexus-3uz', 'nissan-vg30dett',
  'nissan-rb26', 'mazda-b6-bp', 'honda-c30a', 'subaru-ej20', 'subaru-ej25',
];

const TIMING_KIT_ENGINES = [
  'bmw-m20', 'porsche-944', 'vag-18t', 'vag-20t-fsi', 'vag-27t', 'ferrari-f355', 'ferrari-f131',
  'toyota-2jz', 'lexus-1uz', 'lexus-3uz', 'mazda-b6-bp', 'subaru-ej25',
];

const DRIVE_BELT_ENGINES = [
  'bmw-n52', 'bmw-n55', 'porsche-m96', 
  'mb-m272', 'vag-ea888-gen3', 'lexus-2gr',
  'nissan-vq35', 'honda-f20c', 'subaru-ej25', 'mazda-lf',
];

const TENSIONER_ENGINES = [
  'bmw-n52', 'bmw-n54', 'porsche-m96', 'mb-m272', 'vag-ea888-gen3',
  'lexus-2gr', 
];

export const BELT_TEMPLATES: PartTemplate[] = [
  {
    key: 'timing-belt',
    category: 'timing-drive-belts',
    name: 'Timing Belt',
    system: 'timing-belt',
    targets: TIMING_BELT_ENGINES,
    brands: {
      european: ['ContiTech', 'Gates', 'Dayco', 'OE'],
      japanese: ['Gates', 'Aisin', 'Dayco', 'OE'],
      exotic: ['ContiTech', 'Gates', 'OE'],
    },
    price: [28, 75],
    describe: (c) =>
      `${c.brand} timing belt for the ${c.vehicle}. The belt keeps the camshafts in step with the crankshaft; on this engine a belt that snaps or jumps a tooth lets pistons hit valves, so it is replaced on a fixed interval of miles or years, whichever comes first. ` +
      `It uses a heat- and oil-resistant HNBR compound with fibreglass tension cords, matching the original tooth profile and length. ` +
      `Fit new tensioner and idler pulleys at the same time, and lock the camshafts with the correct tool before removing the old belt.`,
    features: (c) => [
      'HNBR rubber with fibreglass tension cords',
      'Original tooth profile, width and length',
      c.genuine ? `Genuine ${c.makeName} part` : 'Made by an original equipment belt supplier',
      'Replace with tensioner and idlers for a complete job',
      'Interval sticker included',
    ],
    specs: (c) => [
      spec('Teeth', String(c.rng.int(108, 259))),
      spec('Width', mm(c.rng, 19, 32, 0)),
      spec('Material', 'HNBR with fibreglass cords'),
      spec('Replacement Interval', c.rng.pick(['60,000 mi / 4 years', '90,000 mi / 5 years', '60,000 mi / 5 years', '3 years (Ferrari schedule)'])),
      spec('Weight', kg(c.rng, 0.15, 0.5)),
    ],
    tags: ['timing belts', 'timing belt', 'engine timing', 'maintenance'],
    bestSellerRate: 0.35,
    overrides: { 'vag-18t': { partNumber: '06B 109 119 A' } },
  },
  {
    key: 'timing-belt-kit',
    category: 'timing-drive-belts',
    name: 'Timing Belt Kit with Water Pump',
    system: 'timing-kit',
    numberSource: 'brand',
    targets: TIMING_KIT_ENGINES,
    brands: {
      european: ['ContiTech', 'Gates', 'INA'],
      japanese: ['Aisin', 'Gates'],
      exotic: ['ContiTech', 'Gates'],
    },
    price: [180, 420],
    describe: (c) =>
      c.platform.oemMake === 'ferrari'
        ? `Complete cam belt service kit for the ${c.vehicle} from ${c.brand}: both timing belts with their tensioner and idler bearings, the parts Ferrari's belt service calls for. ` +
          `Ferrari specifies new belts every three to five years regardless of mileage, because the belts age in storage as much as on the road. ` +
          `All components come from original equipment suppliers and are matched to each other.`
        : `Complete timing belt kit for the ${c.vehicle} from ${c.brand}: timing belt, tensioner, idler pulleys and a new water pump, everything the belt job calls for in one box. ` +
          `The water pump is driven by the timing belt on this engine, so replacing it now avoids doing the same labour twice when the old pump starts to weep. ` +
          `All components come from original equipment suppliers and are matched to each other.`,
    features: () => [
      'Timing belt, tensioner, idlers and water pump in one kit',
      'Saves repeating the labour for a failed water pump',
      'Components from original equipment suppliers',
      'Includes bolts and gaskets where required',
      'Two-year warranty when installed as a kit',
    ],
    specs: (c) => [
      spec('Kit Contents', 'Timing belt, tensioner, idler pulley(s), water pump, gasket'),
      spec('Water Pump Impeller', c.rng.pick(['Metal', 'Composite'])),
      spec('Belt Teeth', String(c.rng.int(108, 259))),
      spec('Weight', kg(c.rng, 2.2, 4.8)),
    ],
    tags: ['timing belts', 'timing belt kit', 'water pump', 'engine timing'],
    bestSellerRate: 0.3,
    overrides: {
      // Ferrari water pumps are not driven by the cam belts: their kits are belts and bearings.
      'ferrari-f355': { name: 'Timing Belt Kit with Tensioner Bearings' },
      'ferrari-f131': { name: 'Timing Belt Kit with Tensioner Bearings' },
    },
  },
  {
    key: 'drive-belt',
    category: 'timing-drive-belts',
    name: 'Accessory Drive Belt (Serpentine)',
    system: 'drive-belt',
    targets: DRIVE_BELT_ENGINES,
    brands: { european: ['ContiTech', 'Gates', 'Dayco', 'OE'], japanese: ['Gates', 'Dayco', 'OE'], exotic: ['ContiTech', 'OE'] },
    price: [18, 48],
    describe: (c) =>
      `Multi-rib accessory drive belt for the ${c.vehicle}, made by ${c.brand}, driving the alternator, power steering and air-conditioning compressor. ` +
      `EPDM rubber resists cracking and glazing far longer than older neoprene belts. Replace it when the ribs show cracks or when the belt squeals on cold starts.`,
    features: () => ['EPDM rubber resists cracking', 'Exact rib count and length', 'Quiet, slip-free running', 'Replace with the tensioner for best results'],
    specs: (c) => [spec('Ribs', String(c.rng.int(5, 8))), spec('Length', `${c.rng.int(1100, 2600)} mm`), spec('Material', 'EPDM'), spec('Weight', kg(c.rng, 0.1, 0.3))],
    tags: ['serpentine belt', 'drive belt', 'belts'],
    bestSellerRate: 0.15,
  },
  {
    key: 'belt-tensioner',
    category: 'timing-drive-belts',
    name: 'Drive Belt Tensioner Assembly',
    system: 'belt-tensioner',
    targets: TENSIONER_ENGINES,
    brands: { european: ['INA', 'Gates', 'OE'], japanese: ['Aisin', 'Gates', 'OE'] },
    price: [65, 150],
    describe: (c) =>
      `Hydraulic or spring-loaded drive belt tensioner for the ${c.vehicle} by ${c.brand}, complete with pulley. ` +
      `A worn tensioner lets the belt flap and chirp and eventually throws it off, taking the alternator and water pump drive with it. Fit it whenever the accessory belt is replaced.`,
    features: () => ['Complete assembly with pulley', 'Sealed pulley bearing', 'Correct spring or damper rate', 'Prevents belt flutter and squeal'],
    specs: (c) => [spec('Type', c.rng.pick(['Hydraulic', 'Mechanical spring'])), spec('Pulley Diameter', mm(c.rng, 60, 80, 0)), spec('Weight', kg(c.rng, 0.6, 1.6))],
    tags: ['belt tensioner', 'drive belt', 'belts'],
  },
];
