import { kg, spec } from './spec-values';
import type { PartTemplate } from './types';

const O2_ENGINES = [
  'bmw-n52', 'bmw-n54', 'porsche-m96', 'mb-m272', 'vag-18t',
  'lexus-2gr', 'nissan-vq35', 'subaru-ej25',
];
const MAF_ENGINES = ['bmw-m54', 'porsche-m96', 'mb-m272', 'vag-18t', 'nissan-vq35'];
const CRANK_SENSOR_ENGINES = ['bmw-m54', 'bmw-n52', 'porsche-m96', 'mb-m272', 'lexus-2gr'];
const OIL_PRESSURE_ENGINES = ['bmw-m54', 'porsche-m96', 'mb-m272', 'vag-ea888-gen3'];

export const SENSOR_TEMPLATES: PartTemplate[] = [
  {
    key: 'o2-sensor',
    category: 'sensors-gauges',
    name: 'Upstream Oxygen Sensor',
    system: 'o2-sensor',
    targets: O2_ENGINES,
    brands: { european: ['Bosch', 'NTK', 'OE'], japanese: ['Denso', 'NTK', 'OE'] },
    price: [75, 170],
    describe: (c) =>
      `Pre-catalyst (upstream) oxygen sensor for the ${c.vehicle} by ${c.brand}. The engine computer trims fuelling from this sensor's signal, so a lazy sensor costs fuel economy and smoothness long before it sets a fault code. ` +
      `Supplied with the original connector and cable length and anti-seize on the threads.`,
    features: () => ['Wideband or heated zirconia element as original', 'Original connector and cable length', 'Anti-seize compound pre-applied', 'Restores fuel trims and economy'],
    specs: (c) => [spec('Position', 'Upstream (before catalytic converter)'), spec('Wires', String(c.rng.pick([4, 5, 6]))), spec('Cable Length', `${c.rng.int(350, 900)} mm`), spec('Weight', kg(c.rng, 0.1, 0.25))],
    tags: ['oxygen sensor', 'o2 sensor', 'lambda sensor', 'sensors'],
  },
  {
    key: 'maf-sensor',
    category: 'sensors-gauges',
    name: 'Mass Air Flow Sensor',
    system: 'maf-sensor',
    targets: MAF_ENGINES,
    brands: { european: ['Bosch', 'Pierburg', 'OE'], japanese: ['Denso', 'OE'] },
    price: [110, 240],
    describe: (c) =>
      `Hot-film mass air flow sensor for the ${c.vehicle}, made by ${c.brand}. A contaminated or failing MAF causes hesitation, poor idle and lean codes. ` +
      `This is a complete unit with housing, ready to bolt into the intake tract.`,
    features: () => ['Complete with housing', 'Hot-film measuring element', 'Cures hesitation and lean codes', 'Original connector'],
    specs: (c) => [spec('Type', 'Hot-film'), spec('Pins', String(c.rng.pick([4, 5]))), spec('Weight', kg(c.rng, 0.2, 0.5))],
    tags: ['mass air flow sensor', 'maf', 'sensors'],
  },
  {
    key: 'crank-sensor',
    category: 'sensors-gauges',
    name: 'Crankshaft Position Sensor',
    system: 'crank-sensor',
    targets: CRANK_SENSOR_ENGINES,
    brands: { european: ['Bosch', 'Febi Bilstein', 'OE'], japanese: ['Denso', 'OE'] },
    price: [35, 90],
    describe: (c) =>
      `Crankshaft position sensor for the ${c.vehicle} from ${c.brand}. When it fails the engine cranks but will not start, or stalls once warm; intermittent failures often start with a tachometer that drops to zero. ` +
      `Supplied with a new O-ring.`,
    features: () => ['Cures crank-no-start and hot stalling', 'Includes new O-ring', 'Original connector', 'Hall-effect sensing element'],
    specs: (c) => [spec('Type', 'Hall effect'), spec('Pins', '3'), spec('Weight', kg(c.rng, 0.05, 0.15))],
    tags: ['crankshaft sensor', 'sensors', 'no start'],
  },
  {
    key: 'oil-pressure-sensor',
    category: 'sensors-gauges',
    name: 'Oil Pressure Switch',
    system: 'oil-pressure-sensor',
    targets: OIL_PRESSURE_ENGINES,
    brands: { european: ['Febi Bilstein', 'Bosch', 'OE'], japanese: ['OE'] },
    price: [18, 45],
    describe: (c) =>
      `Oil pressure switch for the ${c.vehicle} by ${c.brand}. A leaking switch is a common source of oil on the engine's side; a failed one can light the oil warning falsely or, worse, not at all. ` +
      `Supplied with a new sealing ring.`,
    features: () => ['Correct switching pressure', 'New sealing ring included', 'Stops oil seepage at the switch', 'Original connector'],
    specs: (c) => [spec('Switching Pressure', `${c.rng.pick(['0.3', '0.5', '0.7'])} bar`), spec('Thread', c.rng.pick(['M12 x 1.5', 'M14 x 1.5'])), spec('Weight', kg(c.rng, 0.03, 0.08))],
    tags: ['oil pressure switch', 'sensors'],
  },
];
