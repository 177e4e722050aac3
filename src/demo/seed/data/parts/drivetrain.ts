import { kg, mm, spec } from './spec-values';
import type { PartTemplate } from './types';

/** Models sold with a manual gearbox or a clutch-operated automated manual (F1, E-gear). */
const CLUTCH_MODELS = [
  'bmw/3-series-e46', 'bmw/m3-e46', 'bmw/m3-e92',
  'porsche/911-996', 'porsche/911-997',
  'volkswagen/golf-gti-mk7', 'nissan/350z-z33',
  'honda/s2000-ap2', 'honda/civic-type-r-fk8', 'mazda/mx-5-miata-na',
  'mazda/mx-5-miata-nd', 'subaru/wrx-sti-va', 'toyota/86-zn6',
  'ferrari/360-modena', 'ferrari/f430', 'lamborghini/gallardo',
];

const FLEX_DISC_MODELS = [
  'bmw/3-series-e46', 'bmw/3-series-e90', 'bmw/5-series-e39', 'bmw/5-series-e60',
  'bmw/x5-e53',
];

const ATF_KIT_MODELS = [
  'bmw/3-series-e90', 'bmw/x5-e70', 'bmw/3-series-f30',
  'audi/a6-c7', 'porsche/cayenne-958', 'mercedes-benz/c-class-w204',
  'lexus/is-xe20',
];

function transmissionOf(vehicle: string): string {
  if (vehicle.startsWith('Mercedes')) return 'Mercedes-Benz 7G-Tronic (722.9)';
  if (vehicle.startsWith('Lexus')) return 'Aisin 6-speed';
  if (vehicle.includes('Cayenne')) return 'Aisin 8-speed Tiptronic S';
  if (/E90|E60|E70/.test(vehicle)) return 'ZF 6HP';
  return 'ZF 8HP';
}

export const DRIVETRAIN_TEMPLATES: PartTemplate[] = [
  {
    key: 'clutch-kit',
    category: 'transmission-drivetrain',
    name: 'Clutch Kit',
    system: 'clutch',
    targets: CLUTCH_MODELS,
    brands: { european: ['Sachs', 'LuK', 'Valeo', 'OE'], japanese: ['Exedy', 'OE'], exotic: ['OE', 'Sachs'] },
    price: [280, 620],
    describe: (c) =>
      `Clutch kit for the ${c.vehicle} from ${c.brand}: pressure plate, friction disc and release bearing matched to each other and to the engine's torque. ` +
      `A slipping clutch first shows up in high gears at full throttle; a high engagement point and a shudder on take-off are other signs. ` +
      `Inspect the flywheel and replace it if it is scored or, on dual-mass flywheels, if it has excessive free play.`,
    features: (c) => [
      'Pressure plate, disc and release bearing',
      'Matched to the original torque capacity',
      'Organic friction facing for smooth engagement',
      c.genuine ? `Genuine ${c.makeName} part` : 'Made by an original equipment clutch supplier',
      'Alignment tool included',
    ],
    specs: (c) => [
      spec('Disc Diameter', mm(c.rng, 215, 260, 0)),
      spec('Splines', String(c.rng.pick([21, 23, 24, 26]))),
      spec('Kit Contents', 'Pressure plate, clutch disc, release bearing, alignment tool'),
      spec('Weight', kg(c.rng, 7, 12)),
    ],
    tags: ['clutch', 'clutch kit', 'transmission', 'drivetrain'],
  },
  {
    key: 'flex-disc',
    category: 'transmission-drivetrain',
    name: 'Driveshaft Flex Disc (Guibo)',
    system: 'flex-disc',
    targets: FLEX_DISC_MODELS,
    brands: { european: ['Febi Bilstein', 'Lemförder', 'Meyle', 'OE'] },
    price: [45, 110],
    describe: (c) =>
      `Driveshaft flex disc (guibo) for the ${c.vehicle} by ${c.brand}. This rubber coupling between gearbox and driveshaft cracks with age, causing a clunk on and off the throttle and vibration at speed; if it fails completely the car loses drive. ` +
      `Fit with new bolts and nuts and the driveshaft centring sleeve.`,
    features: () => ['Reinforced rubber coupling', 'Cures drivetrain clunk and vibration', 'Use new bolts and nuts', 'Original diameter and bolt pattern'],
    specs: (c) => [spec('Diameter', mm(c.rng, 110, 140, 0)), spec('Bolt Holes', '6'), spec('Weight', kg(c.rng, 0.6, 1.3))],
    tags: ['flex disc', 'guibo', 'driveshaft', 'drivetrain'],
  },
  {
    key: 'atf-service-kit',
    category: 'transmission-drivetrain',
    name: 'Automatic Transmission Service Kit (Pan & Filter)',
    system: 'atf-kit',
    targets: ATF_KIT_MODELS,
    brands: { european: ['ZF', 'Febi Bilstein', 'Meyle', 'OE'], japanese: ['OE', 'Aisin'] },
    price: [95, 260],
    describe: (c) =>
      `Transmission service kit for the ${c.vehicle}'s automatic gearbox from ${c.brand}: oil pan with integrated filter, gasket and new bolts. ` +
      `"Lifetime" fluid is not lifetime at all; changing fluid and filter every 50,000-60,000 miles cures harsh shifts and flare and greatly extends the gearbox's life. ` +
      `Fill with the approved fluid only and check the level at the specified temperature.`,
    features: () => ['Pan with integrated filter, gasket and bolts', 'Restores smooth shifting', 'Approved fluid sold separately', 'Level check at specified temperature'],
    specs: (c) => [spec('Transmission', transmissionOf(c.vehicle)), spec('Kit Contents', 'Oil pan with filter, gasket, bolts'), spec('Weight', kg(c.rng, 1.5, 3.2))],
    tags: ['transmission service', 'atf', 'transmission filter', 'drivetrain'],
  },
];
