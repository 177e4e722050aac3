import { combineModels } from './combine';
import { kg, spec } from './spec-values';
import type { PartTemplate } from './types';

const HEADLIGHT_MODELS = [
  'bmw/3-series-e90', 'bmw/3-series-f30', 'bmw/5-series-e60', 'porsche/911-997',
  'mercedes-benz/c-class-w204', 'audi/a4-b8',
];

const TAIL_LIGHT_MODELS = [
  'bmw/3-series-e46', 'bmw/3-series-e90', 'porsche/911-996', 'mercedes-benz/c-class-w204',
  'lexus/is-xe20',
];

/** Xenon bulbs are sold by bulb type; each type fits many models. */
const XENON_TARGETS = [
  combineModels('d1s-bmw', 'BMW D1S Xenon (E60, E70, E90, F10)', 'bmw', ['bmw/5-series-e60', 'bmw/x5-e70', 'bmw/3-series-e90', 'bmw/5-series-f10']),
  combineModels('d2s-bmw', 'BMW D2S Xenon (E39, E46, E53)', 'bmw', ['bmw/5-series-e39', 'bmw/3-series-e46', 'bmw/x5-e53']),
  combineModels('d1s-mb', 'Mercedes-Benz D1S Xenon (W204, W212, W221)', 'mercedes-benz', ['mercedes-benz/c-class-w204', 'mercedes-benz/e-class-w212', 'mercedes-benz/s-class-w221']),
  combineModels('d3s-vag', 'Audi/VW D3S Xenon (A4 B8, A6 C7, Golf GTI Mk6)', 'audi', ['audi/a4-b8', 'audi/a6-c7', 'volkswagen/golf-gti-mk6']),
  combineModels('d2s-porsche', 'Porsche D2S Xenon (996, 986, 955)', 'porsche', ['porsche/911-996', 'porsche/boxster-986', 'porsche/cayenne-955']),
  combineModels('d1s-porsche', 'Porsche D1S Xenon (997, 987, 957)', 'porsche', ['porsche/911-997', 'porsche/boxster-987', 'porsche/cayenne-957']),
  combineModels('d4s-lexus', 'Lexus D4S Xenon (IS, GS, LS)', 'lexus', ['lexus/is-xe20', 'lexus/gs-s190', 'lexus/ls-xf40']),
];

export const LIGHTING_TEMPLATES: PartTemplate[] = [
  {
    key: 'headlight',
    category: 'lighting',
    name: 'Headlight Assembly, Left',
    system: 'headlight',
    targets: HEADLIGHT_MODELS,
    brands: { european: ['Hella', 'Valeo', 'OE'], japanese: ['Koito', 'OE'] },
    price: [380, 980],
    describe: (c) =>
      `Complete left headlight assembly for the ${c.vehicle}, made by ${c.brand}, the supplier that builds the original lamps. ` +
      `Yellowed or cracked lenses and condensation inside the housing cost a lot of light output and fail inspections. ` +
      `Xenon and adaptive versions are coded to the car after installation; bulbs and ballast may transfer from the old unit.`,
    features: () => ['Complete housing with lens and reflector', 'Made by the original lamp supplier', 'Correct beam pattern for US roads', 'Code adaptive and xenon units after fitting'],
    specs: (c) => [spec('Position', 'Left (driver side)'), spec('Technology', c.rng.pick(['Halogen', 'Bi-xenon', 'Bi-xenon adaptive', 'LED'])), spec('Weight', kg(c.rng, 3.5, 7))],
    tags: ['headlight', 'lighting'],
  },
  {
    key: 'tail-light',
    category: 'lighting',
    name: 'Tail Light, Right Outer',
    system: 'tail-light',
    targets: TAIL_LIGHT_MODELS,
    brands: { european: ['Hella', 'Valeo', 'OE'], japanese: ['Koito', 'OE'] },
    price: [120, 320],
    describe: (c) =>
      `Right outer tail light for the ${c.vehicle} from ${c.brand}. LED tail lights on these cars often lose segments or let water in through a failed seal, triggering bulb warnings. ` +
      `The lamp comes with a new seal and plugs straight into the original harness.`,
    features: () => ['New housing seal included', 'Plugs into the original harness', 'Original lens colour and pattern', 'DOT and SAE compliant'],
    specs: (c) => [spec('Position', 'Right outer (passenger side)'), spec('Technology', c.rng.pick(['LED', 'Incandescent', 'LED light guide'])), spec('Weight', kg(c.rng, 0.8, 2.2))],
    tags: ['tail light', 'lighting'],
  },
  {
    key: 'xenon-bulb',
    category: 'lighting',
    name: 'Xenon HID Headlight Bulb',
    system: 'bulb',
    targets: XENON_TARGETS,
    brands: { european: ['Osram', 'Philips', 'OE'], japanese: ['Philips', 'Osram', 'OE'] },
    price: [55, 130],
    describe: (c) =>
      `Xenon HID headlight bulb for the ${c.vehicle} application from ${c.brand}, at the original 4,300 K colour temperature for the best light on wet roads. ` +
      `Xenon bulbs dim and turn pink or blue with age; replace them in pairs so both sides match.`,
    features: () => ['Original 4,300 K colour temperature', 'E-marked and DOT compliant', 'Replace in pairs for matching colour', 'Long service life'],
    specs: (c) => [spec('Bulb Type', c.vehicle.match(/D\dS/)?.[0] ?? 'D1S'), spec('Colour Temperature', '4,300 K'), spec('Power', '35 W'), spec('Weight', kg(c.rng, 0.05, 0.1))],
    tags: ['xenon bulb', 'hid', 'lighting'],
  },
];
