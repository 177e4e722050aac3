import { combineModels } from './combine';
import { kg, mm, spec } from './spec-values';
import type { PartTemplate } from './types';

const DOOR_HANDLE_TARGETS = [
  combineModels('bmw-f30-f80', 'BMW 3 Series F30 / M3 F80', 'bmw', ['bmw/3-series-f30', 'bmw/m3-f80']),
  'bmw/3-series-e46', 'bmw/5-series-e60', 'porsche/911-996', 'mercedes-benz/c-class-w204',
  'audi/a4-b8', 'lexus/ls-xf30',
];

const WIPER_MODELS = [
  'bmw/3-series-e90', 'bmw/3-series-f30', 'bmw/x5-e70', 'porsche/911-997',
  'porsche/macan-95b', 'mercedes-benz/c-class-w205', 'audi/a4-b8',
  'volkswagen/golf-gti-mk7', 'lexus/is-xe30',
];

const MIRROR_MODELS = ['bmw/3-series-e90', 'porsche/911-997', 'mercedes-benz/c-class-w204', 'audi/a4-b8'];

const LIFT_SUPPORT_MODELS = ['bmw/3-series-e46', 'bmw/x5-e53', 'porsche/cayenne-955', 'volkswagen/touareg-7l'];

export const BODY_TEMPLATES: PartTemplate[] = [
  {
    key: 'door-handle',
    category: 'body-exterior',
    name: 'Exterior Door Handle, Front',
    system: 'door-handle',
    targets: DOOR_HANDLE_TARGETS,
    brands: { european: ['OE', 'URO Parts'], japanese: ['OE'] },
    price: [38, 110],
    describe: (c) =>
      `Outside front door handle for the ${c.vehicle}, supplied by ${c.brand} primed and ready for paint or in the original textured finish. ` +
      `Handles crack at the pivot or lose their return spring with age, leaving a door that will not open from outside. ` +
      `The handle transfers the lock cylinder and keyless-entry sensor from the old unit where fitted.`,
    features: () => ['Original shape and mounting', 'Primed, ready for paint', 'Transfers lock cylinder and keyless sensor', 'Fits left or right as listed'],
    specs: (c) => [spec('Position', 'Front door, outside'), spec('Finish', c.rng.pick(['Primed', 'Textured black', 'Chrome'])), spec('Weight', kg(c.rng, 0.15, 0.45))],
    tags: ['door handle', 'body', 'exterior'],
    overrides: { 'bmw-f30-f80': { partNumber: '51 21 7 231 931', brand: 'Genuine BMW', price: 64 } },
  },
  {
    key: 'wiper-blade-set',
    category: 'body-exterior',
    name: 'Windshield Wiper Blade Set',
    system: 'wiper',
    targets: WIPER_MODELS,
    brands: { european: ['Bosch', 'Valeo', 'OE'], japanese: ['Denso', 'Bosch', 'OE'] },
    price: [32, 70],
    describe: (c) =>
      `Driver and passenger flat wiper blades for the ${c.vehicle} from ${c.brand}, with the original lengths and adapter. ` +
      `Flat beam blades press evenly along the whole length and stay quiet at motorway speed; replace them once a year or when they start to streak or chatter.`,
    features: () => ['Driver and passenger blades', 'Flat beam design for even pressure', 'Original lengths and adapter', 'Quiet, streak-free wiping'],
    specs: (c) => [spec('Driver Side Length', `${c.rng.pick([550, 600, 650])} mm`), spec('Passenger Side Length', `${c.rng.pick([450, 475, 500, 530])} mm`), spec('Type', 'Flat beam'), spec('Weight', kg(c.rng, 0.2, 0.5))],
    tags: ['wiper blades', 'body', 'exterior', 'maintenance'],
    bestSellerRate: 0.15,
  },
  {
    key: 'mirror-glass',
    category: 'body-exterior',
    name: 'Heated Side Mirror Glass, Left',
    system: 'mirror-glass',
    targets: MIRROR_MODELS,
    brands: { european: ['OE', 'URO Parts'], japanese: ['OE'] },
    price: [45, 120],
    describe: (c) =>
      `Heated side mirror glass for the driver's side of the ${c.vehicle}, supplied by ${c.brand} on a new backing plate with heater element and connectors. ` +
      `It clips onto the mirror motor without removing the housing. Auto-dimming versions keep the original electrochromic layer.`,
    features: () => ['Heated, with backing plate', 'Clips on without removing the housing', 'Original convex or aspheric curvature', 'Connectors pre-fitted'],
    specs: (c) => [spec('Position', 'Left (driver side)'), spec('Heated', 'Yes'), spec('Curvature', c.rng.pick(['Aspheric', 'Convex'])), spec('Weight', kg(c.rng, 0.15, 0.35))],
    tags: ['mirror glass', 'body', 'exterior'],
  },
  {
    key: 'lift-support',
    category: 'body-exterior',
    name: 'Lift Support Pair',
    system: 'lift-support',
    targets: LIFT_SUPPORT_MODELS,
    brands: { european: ['Stabilus', 'Febi Bilstein', 'OE'], japanese: ['OE', 'Stabilus'] },
    price: [40, 95],
    describe: (c) =>
      `Pair of gas lift supports for the ${c.vehicle} by ${c.brand}, with the original extension force and end fittings. ` +
      `Weak struts let the lid drift down or drop on your head on a cold morning. Replace both at once so they share the load evenly.`,
    features: () => ['Sold as a pair', 'Original extension force', 'Original end fittings', 'Holds the lid open in cold weather'],
    specs: (c) => [spec('Extended Length', mm(c.rng, 420, 620, 0)), spec('Force', `${c.rng.int(380, 900)} N`), spec('Pieces', '2'), spec('Weight', kg(c.rng, 0.5, 1.1))],
    tags: ['lift support', 'gas strut', 'body'],
    overrides: {
      'bmw/3-series-e46': { name: 'Hood Lift Support Pair' },
      'bmw/x5-e53': { name: 'Tailgate Lift Support Pair' },
      'porsche/cayenne-955': { name: 'Tailgate Lift Support Pair' },
      'volkswagen/touareg-7l': { name: 'Tailgate Lift Support Pair' },
    },
  },
];
