import { kg, mm, spec } from './spec-values';
import type { PartContext, PartTemplate } from './types';

const SPARK_PLUG_ENGINES = [
  'bmw-m54', 'bmw-n52', 'bmw-n54', 'bmw-n55', 'bmw-b58', 'bmw-s54', 'bmw-s65',
  'porsche-m96', 'porsche-9a1', 'porsche-ma2', 
  'porsche-cayenne-v8',
  'mb-m272', 'mb-m276', 'mb-m274', 'mb-m156', 'mb-m177-m178',
  'vag-18t', 'vag-ea888-gen2', 'vag-ea888-gen3', 'vag-30t-ea837', 'vag-52-v10',
  'ferrari-f136', 'ferrari-f154', 'aston-v12',
  'toyota-2jz', 'lexus-3uz', 'lexus-2gr', 'lexus-2ur', 'nissan-vq35', 'nissan-vr38', 
  'mazda-b6-bp', 'mazda-skyactiv', 'honda-f20c', 'honda-k20c1', 'subaru-ej25', 'subaru-fa20dit',
];

const COIL_ENGINES = [
  'bmw-n52', 'bmw-n54', 'bmw-n55', 'bmw-b58', 'bmw-s65', 
  'porsche-m96', 'porsche-9a1', 'mb-m272', 'mb-m276', 
  'vag-18t', 'vag-ea888-gen2', 'vag-ea888-gen3', 
  'lexus-2gr', 'lexus-2ur', 
];

function cylinders(c: PartContext): number {
  const label = c.vehicle;
  if (/V12|Flat-12/.test(label)) return 12;
  if (/V10/.test(label)) return 10;
  if (/V8/.test(label)) return 8;
  // A twin-rotor Wankel fires four plugs, like a four-cylinder.
  if (/Four|Boxer|2\.0T|2\.0 TFSI|1\.8T|Rotary|K20C1/.test(label)) return 4;
  return 6;
}

export const IGNITION_TEMPLATES: PartTemplate[] = [
  {
    key: 'spark-plug-set',
    category: 'ignition',
    name: 'Spark Plug Set',
    system: 'spark-plug',
    targets: SPARK_PLUG_ENGINES,
    brands: {
      european: ['NGK', 'Bosch', 'Beru', 'OE'],
      japanese: ['NGK', 'Denso', 'OE'],
      exotic: ['NGK', 'Bosch', 'OE'],
    },
    price: [38, 95],
    describe: (c) =>
      `Complete set of ${cylinders(c)} ${c.brand} spark plugs for the ${c.vehicle}, with the heat range, thread reach and pre-set gap the engine was calibrated for. ` +
      `Precious-metal electrodes keep the gap stable over the long service interval and resist the higher cylinder pressures of modern direct-injection and turbocharged engines. ` +
      `Install on a cold engine and torque to specification; no anti-seize is needed on plated threads.`,
    features: (c) => [
      `Set of ${cylinders(c)}, one per cylinder`,
      'Iridium or platinum centre electrode',
      'Pre-gapped to factory specification',
      'Correct heat range for stock and mildly tuned engines',
      'Nickel-plated threads resist seizing',
    ],
    specs: (c) => [
      spec('Quantity', String(cylinders(c))),
      spec('Electrode Material', c.rng.pick(['Iridium', 'Laser iridium', 'Double platinum', 'Iridium / platinum'])),
      spec('Thread Size', c.rng.pick(['M12 x 1.25', 'M14 x 1.25'])),
      spec('Thread Reach', mm(c.rng, 19, 26.5, 1)),
      spec('Electrode Gap', `${c.rng.pick(['0.7', '0.8', '0.9', '1.0', '1.1'])} mm`),
      spec('Hex Size', c.rng.pick(['14 mm', '16 mm'])),
      spec('Weight', kg(c.rng, 0.2, 0.6)),
    ],
    tags: ['spark plugs', 'ignition', 'tune-up', 'maintenance'],
    bestSellerRate: 0.3,
    overrides: {
      'bmw-n54': { partNumber: '12 12 0 037 663' },
      'bmw-n52': { partNumber: '12 12 0 037 244' },
      'bmw-n55': { partNumber: '12 12 2 158 253' },
      'vag-ea888-gen2': { partNumber: '06H 905 601 A' },
      'vag-ea888-gen3': { partNumber: '06K 905 601 M' },
      'lexus-2gr': { partNumber: '90919-01253' },
      'lexus-2ur': { partNumber: '90919-01247' },
    },
  },
  {
    key: 'ignition-coil',
    category: 'ignition',
    name: 'Ignition Coil',
    system: 'ignition-coil',
    targets: COIL_ENGINES,
    brands: { european: ['Bosch', 'Beru', 'Delphi', 'OE'], japanese: ['Denso', 'OE'], exotic: ['Bosch', 'OE'] },
    price: [38, 85],
    describe: (c) =>
      `Direct-mount ignition coil for the ${c.vehicle}, made by ${c.brand}. A failing coil causes misfires, a flashing check-engine light and rough idle, usually worst under load or in damp weather. ` +
      `This coil has the original connector and boot length and is sold individually; many owners replace all of them at once when the spark plugs are changed.`,
    features: () => ['Sold individually (one per cylinder)', 'Original connector and boot length', 'Cures load-related misfires', 'Silicone boot resists heat and oil'],
    specs: (c) => [spec('Type', 'Pencil coil, direct mount'), spec('Connector', `${c.rng.pick(['3', '4'])}-pin`), spec('Length', mm(c.rng, 110, 190, 0)), spec('Weight', kg(c.rng, 0.2, 0.45))],
    tags: ['ignition coil', 'ignition', 'misfire'],
    bestSellerRate: 0.15,
  },
];
