import { kg, mm, spec } from './spec-values';
import type { PartTemplate } from './types';

const WATER_PUMP_ENGINES = [
  'bmw-m54', 'bmw-n52', 'bmw-n54', 'bmw-s54', 'porsche-m96', 'porsche-mezger',
  'mb-m272', 'vag-ea888-gen3', 'ferrari-f136',
  'lexus-2gr', 'nissan-vq35', 'honda-f20c',
];

const THERMOSTAT_ENGINES = [
  'bmw-m54', 'bmw-n52', 'porsche-m96', 'mb-m272',
  'vag-ea888-gen3', 'lexus-2gr', 'toyota-2jz', 'subaru-ej25',
];

const RADIATOR_MODELS = [
  'bmw/3-series-e46', 'bmw/3-series-e90', 'porsche/911-996',
  'mercedes-benz/c-class-w204', 'lexus/is-xe20', 'nissan/350z-z33',
  'mazda/mx-5-miata-na',
];

const EXPANSION_TANK_MODELS = [
  'bmw/3-series-e46', 'bmw/3-series-e90', 'bmw/x5-e53', 'porsche/911-996',
  'porsche/cayenne-955', 'mercedes-benz/e-class-w211',
];

export const COOLING_TEMPLATES: PartTemplate[] = [
  {
    key: 'water-pump',
    category: 'cooling',
    name: 'Water Pump',
    system: 'water-pump',
    targets: WATER_PUMP_ENGINES,
    brands: { european: ['Pierburg', 'Graf', 'INA', 'OE'], japanese: ['Aisin', 'OE'], exotic: ['OE', 'Graf'] },
    price: [95, 260],
    describe: (c) =>
      `Coolant pump for the ${c.vehicle} made by ${c.brand}. Water pumps are a known wear item on these engines: a weeping weep hole, a wobbling pulley or sudden overheating are the usual signs. ` +
      `${/N52|N54|N55|N20/.test(c.vehicle) ? 'This is the electric pump with integrated control electronics, coded to the engine management.' : 'The impeller and bearing are built to the original design with a new gasket supplied.'} ` +
      `Fit a new thermostat and fresh coolant at the same time.`,
    features: (c) => [
      /N52|N54|N55|N20/.test(c.vehicle) ? 'Electric pump with integrated electronics' : 'Metal impeller and heavy-duty sealed bearing',
      'Gasket or O-ring and bolts included',
      'Prevents overheating and coolant loss',
      c.genuine ? `Genuine ${c.makeName} part` : 'Made by an original equipment supplier',
      'Replace together with the thermostat',
    ],
    specs: (c) => [
      spec('Drive', /N52|N54|N55|N20/.test(c.vehicle) ? 'Electric' : 'Mechanical (belt)'),
      spec('Impeller Material', c.rng.pick(['Metal', 'Composite'])),
      spec('Includes', 'Gasket, bolts'),
      spec('Weight', kg(c.rng, 1.1, 3.8)),
    ],
    tags: ['water pump', 'cooling', 'overheating'],
    bestSellerRate: 0.2,
  },
  {
    key: 'thermostat',
    category: 'cooling',
    name: 'Thermostat with Housing',
    system: 'thermostat',
    targets: THERMOSTAT_ENGINES,
    brands: { european: ['Mahle', 'Wahler', 'OE'], japanese: ['Aisin', 'OE'] },
    price: [35, 110],
    describe: (c) =>
      `Thermostat for the ${c.vehicle} from ${c.brand}, complete with housing and seal where the engine uses one. ` +
      `A thermostat stuck open keeps the engine cold, hurting fuel economy and heater output; stuck closed, it overheats the engine within minutes. ` +
      `Map-controlled versions include the heating element and connector.`,
    features: () => ['Correct opening temperature', 'Housing and seal included where applicable', 'Restores heater output and warm-up time', 'Replace with the water pump'],
    specs: (c) => [spec('Opening Temperature', `${c.rng.pick([87, 88, 95, 97, 105])} °C`), spec('Type', c.rng.pick(['Map-controlled (electric)', 'Wax element'])), spec('Weight', kg(c.rng, 0.2, 0.9))],
    tags: ['thermostat', 'cooling'],
  },
  {
    key: 'radiator',
    category: 'cooling',
    name: 'Radiator',
    system: 'radiator',
    targets: RADIATOR_MODELS,
    brands: { european: ['Behr', 'Mahle', 'Nissens', 'OE'], japanese: ['Denso', 'Koyo', 'OE'] },
    price: [170, 380],
    describe: (c) =>
      `Engine radiator for the ${c.vehicle}, built by ${c.brand} with a brazed aluminium core and plastic end tanks to the original dimensions. ` +
      `The end tanks become brittle with age and heat cycles and crack without warning, so a radiator of this age is worth replacing before it fails. ` +
      `Transfer or replace the drain plug and bleed the cooling system carefully after installation.`,
    features: () => ['Brazed aluminium core', 'Original dimensions and connections', 'Pressure tested', 'Includes drain plug'],
    specs: (c) => [spec('Core Size', `${c.rng.int(560, 720)} x ${c.rng.int(380, 480)} mm`), spec('Core Thickness', mm(c.rng, 26, 42, 0)), spec('Material', 'Aluminium core, plastic tanks'), spec('Weight', kg(c.rng, 4.5, 8.5))],
    tags: ['radiator', 'cooling'],
  },
  {
    key: 'expansion-tank',
    category: 'cooling',
    name: 'Coolant Expansion Tank',
    system: 'expansion-tank',
    targets: EXPANSION_TANK_MODELS,
    brands: { european: ['Febi Bilstein', 'Behr', 'OE'] },
    price: [45, 120],
    describe: (c) =>
      `Coolant expansion tank for the ${c.vehicle} by ${c.brand}. Old tanks yellow and crack along the seams, and a small leak under pressure quickly becomes an overheating engine. ` +
      `The tank comes with the level sensor port and original hose connections; replace the cap at the same time.`,
    features: () => ['Original hose connections', 'Level sensor port', 'Heat-resistant plastic', 'Replace the cap at the same time'],
    specs: (c) => [spec('Material', 'Polyamide'), spec('Includes Level Sensor', c.rng.pick(['No', 'Yes'])), spec('Weight', kg(c.rng, 0.5, 1.3))],
    tags: ['expansion tank', 'coolant reservoir', 'cooling'],
  },
];
