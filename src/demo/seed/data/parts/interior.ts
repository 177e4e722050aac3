import { combineModels } from './combine';
import { kg, mm, spec } from './spec-values';
import type { PartTemplate } from './types';

const CUP_HOLDER_TARGETS = [
  combineModels('bmw-e46', 'BMW 3 Series E46 / M3 E46', 'bmw', ['bmw/3-series-e46', 'bmw/m3-e46']),
  'bmw/3-series-e90', 'bmw/x5-e53', 'porsche/911-996',
];

const WINDOW_REGULATOR_MODELS = [
  'bmw/3-series-e46', 'bmw/x5-e53', 'porsche/911-996', 'volkswagen/golf-gti-mk4',
  'audi/a4-b6', 'mercedes-benz/e-class-w211',
];

const FLOOR_MAT_MODELS = [
  'bmw/3-series-f30', 'bmw/x5-g05', 'porsche/macan-95b',
  'mercedes-benz/c-class-w206', 'audi/a4-b9', 'lexus/is-xe30',
];

export const INTERIOR_TEMPLATES: PartTemplate[] = [
  {
    key: 'cup-holder',
    category: 'interior',
    name: 'Front Cup Holder',
    system: 'cup-holder',
    targets: CUP_HOLDER_TARGETS,
    brands: { european: ['OE', 'URO Parts'] },
    price: [45, 120],
    describe: (c) =>
      `Front cup holder assembly for the ${c.vehicle} from ${c.brand}. The original spring-loaded mechanism is famously fragile: the arms break, the damper stops working or the unit no longer stays closed. ` +
      `This is the complete assembly in the original colour and finish and clips into the dashboard or console opening.`,
    features: () => ['Complete assembly with mechanism', 'Original colour and soft-touch finish', 'Clips into the original opening', 'Holds two drinks'],
    specs: (c) => [spec('Position', 'Front, dashboard or centre console'), spec('Colour', c.rng.pick(['Black', 'Anthracite', 'Grey'])), spec('Weight', kg(c.rng, 0.2, 0.5))],
    tags: ['cup holder', 'interior', 'trim'],
    overrides: { 'bmw-e46': { partNumber: '51 16 8 217 953', brand: 'Genuine BMW', price: 62, isBestSeller: true } },
  },
  {
    key: 'window-regulator',
    category: 'interior',
    name: 'Front Window Regulator, Left',
    system: 'window-regulator',
    targets: WINDOW_REGULATOR_MODELS,
    brands: { european: ['OE', 'URO Parts', 'Febi Bilstein'], japanese: ['OE'] },
    price: [70, 180],
    describe: (c) =>
      `Front left window regulator for the ${c.vehicle} by ${c.brand}, with new cables, pulleys and glass clips. ` +
      `Snapped cables and broken plastic guides are the classic failure: the window drops into the door or moves with a grinding noise. ` +
      `The motor transfers from the old regulator unless a combined unit is listed.`,
    features: () => ['New cables, pulleys and glass clips', 'Metal pulleys where the original used plastic', 'Transfers the original motor', 'Cures dropped and grinding windows'],
    specs: (c) => [spec('Position', 'Front left (driver side)'), spec('Motor Included', c.rng.pick(['No', 'Yes'])), spec('Weight', kg(c.rng, 1.2, 2.6))],
    tags: ['window regulator', 'interior', 'doors'],
  },
  {
    key: 'floor-mats',
    category: 'interior',
    name: 'All-Weather Floor Mat Set',
    system: 'floor-mats',
    numberSource: 'brand',
    targets: FLOOR_MAT_MODELS,
    brands: { european: ['WeatherTech', 'OE'], japanese: ['WeatherTech', 'OE'] },
    price: [120, 220],
    describe: (c) =>
      `Laser-measured all-weather floor mats for the ${c.vehicle} from ${c.brand}, front and rear. Raised edges contain water, snow and grit and the surface grips the carpet through the original retention posts. ` +
      `Easy to clean with water and mild soap.`,
    features: () => ['Front and rear set', 'Raised edges contain spills', 'Uses the original retention posts', 'Odourless, easy-clean material'],
    specs: (c) => [spec('Pieces', String(c.rng.pick([3, 4]))), spec('Material', 'Thermoplastic elastomer'), spec('Thickness', mm(c.rng, 2.5, 5, 1)), spec('Weight', kg(c.rng, 4, 8))],
    tags: ['floor mats', 'interior', 'accessories'],
  },
];
