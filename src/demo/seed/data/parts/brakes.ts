import { axle, JAPANESE_MAKES, kg, mm, spec } from './spec-values';
import type { PartContext, PartTemplate } from './types';

const FRONT_PAD_MODELS = [
  'bmw/3-series-e36', 'bmw/3-series-e46', 'bmw/3-series-e90', 'bmw/3-series-f30', 'bmw/3-series-g20',
  'bmw/m3-e46', 'bmw/m3-e92', 'bmw/m3-f80', 
  'bmw/5-series-e60', 'bmw/5-series-f10', 'bmw/5-series-g30', 'bmw/x5-e70',
  'bmw/x5-f15', 
  'porsche/911-996', 'porsche/911-997', 'porsche/911-991', 'porsche/boxster-987',
  'porsche/cayenne-958', 'porsche/cayenne-9y0',
  'porsche/macan-95b',
  'mercedes-benz/c-class-w204', 'mercedes-benz/c-class-w205', 
  'mercedes-benz/e-class-w212', 'mercedes-benz/e-class-w213', 'mercedes-benz/s-class-w221', 
  'mercedes-benz/amg-gt-c190', 
  'audi/a4-b8', 'audi/a4-b9', 'audi/s4-b8', 'audi/a6-c7', 'audi/r8-type-42',
  'volkswagen/golf-gti-mk6', 'volkswagen/golf-gti-mk7', 
  'volkswagen/golf-r-mk7', 
  'ferrari/360-modena', 'ferrari/f430', 'ferrari/458-italia-f142', 
  'lamborghini/gallardo', 'lamborghini/huracan', 'aston-martin/db9', 
  'lexus/is-xe20', 'lexus/is-xe30', 'lexus/gs-l10', 'lexus/rc-f', 
  'toyota/supra-a90', 'toyota/86-zn6', 'nissan/370z-z34', 'nissan/gt-r-r35',
  'mazda/mx-5-miata-nd', 'honda/s2000-ap2', 'honda/civic-type-r-fk8', 'subaru/wrx-sti-va',
  'subaru/brz-zc6',
];

const REAR_PAD_MODELS = [
  'bmw/3-series-e46', 'bmw/3-series-e90', 'bmw/3-series-f30', 'bmw/m3-e92', 
  'bmw/5-series-f10', 'bmw/x5-e70', 
  'porsche/911-996', 'porsche/911-997', 'porsche/cayenne-958', 'porsche/macan-95b', 
  'mercedes-benz/c-class-w204', 'mercedes-benz/c-class-w205', 'mercedes-benz/e-class-w212', 
  'audi/a4-b8', 'audi/a6-c7', 'volkswagen/golf-gti-mk7', 
  'ferrari/458-italia-f142', 'lamborghini/huracan', 'lexus/is-xe20', 'lexus/rc-f', 'nissan/370z-z34',
  'subaru/wrx-sti-va', 
];

const FRONT_DISC_MODELS = [
  'bmw/3-series-e46', 'bmw/3-series-e90', 'bmw/3-series-f30', 'bmw/m3-e92',
  'bmw/5-series-f10', 'bmw/x5-e70', 
  'porsche/911-996', 'porsche/911-997', 'porsche/boxster-987', 'porsche/cayenne-958',
  'porsche/macan-95b', 'mercedes-benz/c-class-w204', 'mercedes-benz/e-class-w212',
  'audi/a4-b8', 'audi/a6-c7', 'volkswagen/golf-gti-mk7',
  'lexus/is-xe20', 'nissan/350z-z33', 
];

const REAR_DISC_MODELS = [
  'bmw/3-series-e90', 'bmw/3-series-f30', 'porsche/911-997', 
  'mercedes-benz/c-class-w204', 'audi/a4-b8', 'volkswagen/golf-gti-mk7', 'lexus/is-xe20',
  'subaru/wrx-sti-va',
];

const SENSOR_MODELS = [
  'bmw/3-series-e90', 'bmw/3-series-f30', 'bmw/5-series-f10', 'bmw/x5-e70',
  'porsche/911-997', 'porsche/cayenne-958', 
  'mercedes-benz/c-class-w205', 'audi/a6-c7', 
];

const PAD_BRANDS = {
  european: ['Textar', 'Pagid', 'Jurid', 'Brembo', 'ATE', 'Zimmermann', 'OE'],
  japanese: ['Akebono', 'Brembo', 'Hawk', 'EBC', 'OE'],
  exotic: ['Brembo', 'Pagid', 'OE'],
};

function padCompound(c: PartContext): string {
  return JAPANESE_MAKES.has(c.platform.oemMake) ? 'Ceramic' : 'Low-metallic (ECE R90)';
}

function padDescription(c: PartContext, front: boolean): string {
  const where = front ? 'front' : 'rear';
  const origin = c.genuine
    ? `These are the pads the car was built with, in ${c.makeName} packaging.`
    : `${c.brand} supplies brake friction to the carmakers' own assembly lines, and this set uses an OE-approved compound with shims and chamfers matched to the caliper.`;
  return (
    `${c.brand} ${where} brake pad set for the ${c.vehicle}, made to the original friction specification for consistent bite from cold and a stable pedal under repeated hard stops. ` +
    `${origin} ` +
    `The set covers one axle (four pads). Check rotor thickness at every pad change and replace the wear sensor when the warning has come on.`
  );
}

function padFeatures(c: PartContext, front: boolean): string[] {
  return [
    `Complete ${front ? 'front' : 'rear'} axle set of four pads`,
    c.genuine ? `Genuine ${c.makeName} part` : 'OE-approved friction compound',
    'Low dust and quiet operation with multilayer shims',
    'Chamfered and slotted to prevent squeal',
    'Consistent friction from cold to high temperature',
    'Bedding-in instructions included',
  ];
}

function padSpecs(c: PartContext, front: boolean) {
  return [
    spec('Position', axle(front)),
    spec('Friction Material', padCompound(c)),
    spec('Pieces', '4'),
    spec('Pad Thickness', mm(c.rng, front ? 17 : 15, front ? 20.5 : 17.5)),
    spec('Pad Width', mm(c.rng, front ? 130 : 95, front ? 178 : 125)),
    spec('Wear Sensor', JAPANESE_MAKES.has(c.platform.oemMake) ? 'Acoustic wear indicator' : 'Prepared for wear sensor (sold separately)'),
    spec('Weight', kg(c.rng, front ? 1.1 : 0.7, front ? 2.2 : 1.3)),
  ];
}

function discSpecs(c: PartContext, front: boolean) {
  const diameter = c.rng.int(front ? 300 : 290, front ? 380 : 350);
  return [
    spec('Position', axle(front)),
    spec('Diameter', `${diameter} mm`),
    spec('Thickness', mm(c.rng, front ? 24 : 12, front ? 36 : 28, 0)),
    spec('Minimum Thickness', mm(c.rng, front ? 22 : 10, front ? 34 : 26, 1)),
    spec('Type', front ? 'Vented' : c.rng.pick(['Solid', 'Vented'])),
    spec('Construction', c.rng.pick(['One-piece cast iron', 'Two-piece floating (aluminium hat)', 'One-piece cast iron, coated'])),
    spec('Pieces', '2'),
    spec('Weight', kg(c.rng, front ? 8 : 5, front ? 14 : 9)),
  ];
}

export const BRAKE_TEMPLATES: PartTemplate[] = [
  {
    key: 'front-brake-pads',
    category: 'brakes',
    name: 'Front Brake Pad Set',
    system: 'brake-pads-front',
    targets: FRONT_PAD_MODELS,
    brands: PAD_BRANDS,
    price: [55, 120],
    describe: (c) => padDescription(c, true),
    features: (c) => padFeatures(c, true),
    specs: (c) => padSpecs(c, true),
    tags: ['brake pads', 'front axle', 'brakes', 'maintenance'],
    bestSellerRate: 0.3,
    overrides: { 'audi/a4-b8': { partNumber: '8K0 698 151 F' } },
  },
  {
    key: 'rear-brake-pads',
    category: 'brakes',
    name: 'Rear Brake Pad Set',
    system: 'brake-pads-rear',
    targets: REAR_PAD_MODELS,
    brands: PAD_BRANDS,
    price: [42, 95],
    describe: (c) => padDescription(c, false),
    features: (c) => padFeatures(c, false),
    specs: (c) => padSpecs(c, false),
    tags: ['brake pads', 'rear axle', 'brakes', 'maintenance'],
    bestSellerRate: 0.2,
  },
  {
    key: 'front-brake-rotors',
    category: 'brakes',
    name: 'Front Brake Rotor Pair',
    system: 'brake-disc-front',
    targets: FRONT_DISC_MODELS,
    brands: { european: ['Zimmermann', 'Brembo', 'ATE', 'Textar', 'OE'], japanese: ['Brembo', 'Akebono', 'OE'] },
    price: [140, 320],
    describe: (c) =>
      `Pair of front brake rotors for the ${c.vehicle} from ${c.brand}, cast from high-carbon iron to the factory diameter and offset so the ABS and pad wear sensor work as designed. ` +
      `Vented cores keep temperatures in check on long descents and track days, and the protective coating on the hat and vanes stops the rust bloom that plagues uncoated rotors. ` +
      `Always fit new pads with new rotors and torque the wheel bolts to specification.`,
    features: (c) => [
      'Sold as an axle pair',
      'Factory diameter, thickness and offset',
      'Anti-corrosion coating on hat and cooling vanes',
      'High-carbon cast iron for reduced judder',
      c.genuine ? `Genuine ${c.makeName} part` : 'Balanced and machined to OE run-out tolerance',
    ],
    specs: (c) => discSpecs(c, true),
    tags: ['brake rotors', 'brake discs', 'front axle', 'brakes'],
    bestSellerRate: 0.15,
  },
  {
    key: 'rear-brake-rotors',
    category: 'brakes',
    name: 'Rear Brake Rotor Pair',
    system: 'brake-disc-rear',
    targets: REAR_DISC_MODELS,
    brands: { european: ['Zimmermann', 'Brembo', 'ATE', 'OE'], japanese: ['Brembo', 'OE'] },
    price: [110, 240],
    describe: (c) =>
      `Rear brake rotor pair for the ${c.vehicle}, made by ${c.brand} to the original dimensions, including the parking brake drum where the car has one. ` +
      `The coated finish keeps the hat clean and rust-free behind open-spoke wheels. Replace together with the rear pads for full braking performance.`,
    features: () => ['Sold as an axle pair', 'Factory dimensions including parking brake drum', 'Coated against corrosion', 'Machined to OE run-out tolerance'],
    specs: (c) => discSpecs(c, false),
    tags: ['brake rotors', 'brake discs', 'rear axle', 'brakes'],
  },
  {
    key: 'brake-pad-wear-sensor',
    category: 'brakes',
    name: 'Brake Pad Wear Sensor',
    system: 'brake-sensor',
    targets: SENSOR_MODELS,
    brands: { european: ['OE', 'Textar', 'ATE', 'Febi Bilstein'] },
    price: [12, 28],
    describe: (c) =>
      `Electronic brake pad wear sensor for the ${c.vehicle}. When the pad wears down to its limit the sensor's loop is cut and the dashboard warning comes on; once that happens the sensor has to be replaced together with the pads. ` +
      `${c.brand} makes it with the original connector and cable length, so it clips into the factory harness brackets.`,
    features: () => ['Replace with every pad change once triggered', 'Original connector and cable length', 'Clips into the factory harness brackets', 'Resets the brake wear warning'],
    specs: (c) => [spec('Position', c.rng.pick(['Front Axle', 'Rear Axle'])), spec('Cable Length', `${c.rng.int(280, 1150)} mm`), spec('Weight', kg(c.rng, 0.03, 0.09))],
    tags: ['brake wear sensor', 'brakes', 'sensor'],
  },
];
