import { combineEngines } from './combine';
import { kg, spec } from './spec-values';
import type { PartTemplate } from './types';

const FILTER_WRENCH_TARGETS = [
  combineEngines('wrench-bmw-86', 'BMW N52, N54, N55 and B58 (86 mm, 16 Flutes)', 'bmw', ['bmw-n52', 'bmw-n54', 'bmw-n55', 'bmw-b58']),
  combineEngines('wrench-mb-76', 'Mercedes-Benz M272 and M273 (76 mm)', 'mercedes-benz', ['mb-m272', 'mb-m273']),
  combineEngines('wrench-porsche-74', 'Porsche M96 and 9A1 (74 mm, 14 Flutes)', 'porsche', ['porsche-m96', 'porsche-9a1']),
  combineEngines('wrench-vag-36', 'Audi/VW EA888 Gen 3 (36 mm Hex)', 'volkswagen', ['vag-ea888-gen3']),
  combineEngines('wrench-lexus-64', 'Lexus 2GR and 2UR (64 mm)', 'lexus', ['lexus-2gr', 'lexus-2ur']),
];

const TIMING_TOOL_TARGETS = [
  combineEngines('timing-tool-bmw-n5x', 'BMW N51, N52, N54 and N55', 'bmw', ['bmw-n52', 'bmw-n54', 'bmw-n55']),
  combineEngines('timing-tool-bmw-m5x', 'BMW M52 and M54 Double VANOS', 'bmw', ['bmw-m52', 'bmw-m54']),
  combineEngines('timing-tool-porsche-m96', 'Porsche M96 and M97', 'porsche', ['porsche-m96']),
  combineEngines('timing-tool-vag-ea888', 'Audi/VW 2.0 TFSI EA888', 'volkswagen', ['vag-ea888-gen2', 'vag-ea888-gen3']),
  combineEngines('timing-tool-mb-m27x', 'Mercedes-Benz M272 and M273', 'mercedes-benz', ['mb-m272', 'mb-m273']),
  combineEngines('timing-tool-subaru-ej', 'Subaru EJ Boxer Engines', 'subaru', ['subaru-ej20', 'subaru-ej25']),
];

export const TOOL_TEMPLATES: PartTemplate[] = [
  {
    key: 'oil-filter-wrench',
    category: 'tools',
    name: 'Oil Filter Housing Cap Wrench',
    system: 'tool',
    partType: 'oil-filter-wrench',
    numberSource: 'brand',
    targets: FILTER_WRENCH_TARGETS,
    brands: { european: ['Schwaben', 'Baum Tools', 'Hazet'], japanese: ['Schwaben', 'Baum Tools'] },
    price: [12, 28],
    describe: (c) =>
      `Cup-style wrench for the plastic oil filter housing cap on ${c.vehicle}, machined from ${c.brand === 'Hazet' ? 'chrome-vanadium steel' : 'billet aluminium'} to fit the cap's flutes exactly. ` +
      `Using pliers or a strap wrench on these caps cracks them; this tool spreads the load and lets you torque the cap correctly with a 3/8" drive.`,
    features: () => ['Exact fit on the cap flutes', '3/8" square drive', 'Prevents cracked filter caps', 'Allows correct torque on reinstall'],
    specs: (c) => [spec('Drive', '3/8"'), spec('Size', c.vehicle.match(/\(([^)]+)\)/)?.[1] ?? 'See title'), spec('Material', c.brand === 'Hazet' ? 'Chrome-vanadium steel' : 'Billet aluminium'), spec('Weight', kg(c.rng, 0.08, 0.3))],
    tags: ['oil filter wrench', 'tools', 'oil change'],
  },
  {
    key: 'timing-tool-kit',
    category: 'tools',
    name: 'Camshaft Alignment and Timing Tool Kit',
    system: 'tool',
    partType: 'timing-tool-kit',
    numberSource: 'brand',
    targets: TIMING_TOOL_TARGETS,
    brands: { european: ['Baum Tools', 'Schwaben', 'CTA Tools', 'Assenmacher'], japanese: ['Schwaben', 'CTA Tools'] },
    price: [60, 180],
    describe: (c) =>
      `Camshaft locking and crankshaft pinning tool kit for ${c.vehicle} from ${c.brand}. These engines have no timing marks you can trust by eye: setting the cams with the correct fixtures is the only way to time them after a chain, VANOS, belt or head job. ` +
      `Supplied in a moulded case with instructions.`,
    features: () => ['Camshaft locking plates and crank pin', 'Machined to factory tool dimensions', 'Moulded storage case', 'Instructions included'],
    specs: (c) => [spec('Pieces', String(c.rng.int(4, 12))), spec('Material', 'Hardened steel'), spec('Case', 'Blow-moulded'), spec('Weight', kg(c.rng, 1.2, 3.5))],
    tags: ['timing tool', 'camshaft tool', 'tools'],
  },
];
