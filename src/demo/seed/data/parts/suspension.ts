import { kg, mm, spec } from './spec-values';
import type { PartTemplate } from './types';

const SHOCK_MODELS = [
  'bmw/3-series-e46', 'bmw/3-series-e90', 'bmw/3-series-f30', 'bmw/m3-e46', 
  'bmw/5-series-e39', 'bmw/x5-e53', 'porsche/911-996', 'porsche/911-997', 
  'porsche/944', 'mercedes-benz/c-class-w204', 'mercedes-benz/e-class-w211', 
  'audi/a4-b8', 'volkswagen/golf-gti-mk6', 'lexus/is-xe20',
  'nissan/350z-z33', 'mazda/mx-5-miata-na', 
];

const CONTROL_ARM_MODELS = [
  'bmw/3-series-e46', 'bmw/3-series-e90', 'bmw/5-series-e39',
  'bmw/x5-e53', 'porsche/911-996', 'porsche/911-997', 
  'mercedes-benz/c-class-w204', 'mercedes-benz/e-class-w211', 'audi/a4-b8',
  'lexus/is-xe20', 
];

const SWAY_LINK_MODELS = [
  'bmw/3-series-e46', 'bmw/3-series-e90', 'bmw/5-series-e60', 'porsche/911-997',
  'mercedes-benz/c-class-w204', 'audi/a4-b8', 'volkswagen/golf-gti-mk6',
  'lexus/is-xe20', 
];

const TIE_ROD_MODELS = [
  'bmw/3-series-e46', 'bmw/3-series-e90', 'porsche/911-996', 
  'mercedes-benz/c-class-w204', 'audi/a4-b8', 'lexus/is-xe20',
  
];

const CHASSIS_BRANDS = {
  european: ['Lemförder', 'Meyle', 'Febi Bilstein', 'TRW', 'OE'],
  japanese: ['Moog', 'TRW', 'OE'],
};

export const SUSPENSION_TEMPLATES: PartTemplate[] = [
  {
    key: 'front-shock',
    category: 'suspension-steering',
    name: 'Front Strut Assembly',
    system: 'shock',
    targets: SHOCK_MODELS,
    brands: { european: ['Bilstein', 'Sachs', 'KYB', 'OE'], japanese: ['Bilstein', 'KYB', 'OE'] },
    price: [120, 260],
    describe: (c) =>
      `${c.brand} front strut for the ${c.vehicle}, valved for the car's factory ride height and spring rates. ` +
      `Worn struts show up as float over crests, nose-dive under braking and uneven tyre wear long before they leak. ` +
      `${c.brand === 'Bilstein' ? 'This is a monotube gas-pressure design that stays consistent as it heats up on a long drive or a track day.' : 'It uses twin-tube gas-charged construction with the original damping curve.'} Replace in axle pairs.`,
    features: (c) => [
      'Valved for the factory springs and ride height',
      c.brand === 'Bilstein' ? 'Monotube gas-pressure design' : 'Twin-tube gas-charged design',
      'Restores body control and braking stability',
      'Original mounting points, bolts straight in',
      'Replace in axle pairs',
    ],
    specs: (c) => [
      spec('Position', 'Front Axle, left or right'),
      spec('Type', c.brand === 'Bilstein' ? 'Monotube gas pressure' : 'Twin-tube gas pressure'),
      spec('Extended Length', mm(c.rng, 480, 620, 0)),
      spec('Compressed Length', mm(c.rng, 340, 430, 0)),
      spec('Weight', kg(c.rng, 2.8, 5.5)),
    ],
    tags: ['shocks', 'struts', 'suspension'],
  },
  {
    key: 'control-arm',
    category: 'suspension-steering',
    name: 'Front Lower Control Arm',
    system: 'control-arm',
    targets: CONTROL_ARM_MODELS,
    brands: CHASSIS_BRANDS,
    price: [75, 180],
    describe: (c) =>
      `Front lower control arm for the ${c.vehicle} by ${c.brand}, supplied with new bushings and ball joint already pressed in. ` +
      `Cracked bushings and a loose ball joint cause clunks over bumps, vague steering and a shimmy under braking. ` +
      `The arm is forged or cast to the original geometry; have the alignment checked after fitting.`,
    features: () => ['Bushing and ball joint pre-installed', 'Original geometry and material', 'Includes self-locking nuts', 'Cures clunks and braking shimmy'],
    specs: (c) => [
      spec('Position', 'Front Axle, lower'),
      spec('Material', c.rng.pick(['Forged aluminium', 'Cast aluminium', 'Pressed steel'])),
      spec('Ball Joint Taper', mm(c.rng, 16, 22, 0)),
      spec('Weight', kg(c.rng, 1.4, 3.6)),
    ],
    tags: ['control arm', 'suspension', 'steering'],
  },
  {
    key: 'sway-bar-link',
    category: 'suspension-steering',
    name: 'Front Sway Bar End Link',
    system: 'sway-link',
    targets: SWAY_LINK_MODELS,
    brands: CHASSIS_BRANDS,
    price: [22, 55],
    describe: (c) =>
      `Front stabiliser (sway bar) end link for the ${c.vehicle} from ${c.brand}. Worn link ball joints are the usual source of a light knock over broken pavement. ` +
      `Sealed ball joints with a hex on the stud make fitting easy without spinning the joint.`,
    features: () => ['Sealed, greased-for-life ball joints', 'Hex on stud for easy fitting', 'Cures knocks over rough roads', 'Includes nuts'],
    specs: (c) => [spec('Position', 'Front Axle, left or right'), spec('Length', mm(c.rng, 180, 320, 0)), spec('Weight', kg(c.rng, 0.2, 0.6))],
    tags: ['sway bar link', 'stabilizer link', 'suspension'],
  },
  {
    key: 'tie-rod-end',
    category: 'suspension-steering',
    name: 'Outer Tie Rod End',
    system: 'tie-rod',
    targets: TIE_ROD_MODELS,
    brands: CHASSIS_BRANDS,
    price: [25, 60],
    describe: (c) =>
      `Outer tie rod end for the ${c.vehicle} made by ${c.brand}, connecting the steering rack to the knuckle. ` +
      `Play here shows up as wandering at motorway speed and uneven inner-edge tyre wear. Always align the car after replacing a tie rod end.`,
    features: () => ['Pre-greased sealed joint', 'Original thread and taper', 'Includes castle nut or self-locking nut', 'Alignment required after fitting'],
    specs: (c) => [spec('Position', 'Front Axle, left or right'), spec('Thread', c.rng.pick(['M14 x 1.5', 'M16 x 1.5'])), spec('Weight', kg(c.rng, 0.3, 0.7))],
    tags: ['tie rod', 'steering', 'suspension'],
  },
];
