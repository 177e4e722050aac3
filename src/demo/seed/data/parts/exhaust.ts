import type { Fit, Platform } from '../../../../server/db/seed/data/platforms';
import { kg, mm, spec } from './spec-values';
import type { PartTemplate } from './types';

function fit(model: string, from: number, to: number, notes: string): Fit {
  return { model: model as Fit['model'], from, to, notes };
}

/**
 * BMW's naturally aspirated inline-sixes (M20, M30, M50, M52, M54) share the exhaust manifold gasket
 * "11 62 1 259 307"; it is the part the prototype listed at nine retailers.
 */
const BMW_INLINE_SIX: Platform = {
  key: 'bmw-inline-six',
  label: 'BMW Inline-Six (M20/M30/M50/M52/M54)',
  oemMake: 'bmw',
  fits: [
    fit('bmw/3-series-e30', 1985, 1993, '325e, 325i, 325is, 325iX'),
    fit('bmw/3-series-e36', 1992, 1999, '323i, 325i, 328i'),
    fit('bmw/3-series-e46', 1999, 2006, '323i, 325i, 328i, 330i'),
    fit('bmw/5-series-e28', 1982, 1988, '528e, 533i, 535i'),
    fit('bmw/5-series-e34', 1989, 1995, '525i, 535i'),
    fit('bmw/5-series-e39', 1997, 2003, '525i, 528i, 530i'),
    fit('bmw/x5-e53', 2001, 2006, '3.0i'),
    fit('bmw/z4-e85', 2003, 2005, '2.5i, 3.0i'),
  ],
};

const MANIFOLD_GASKET_ENGINES = [
  BMW_INLINE_SIX, 'bmw-n52', 'bmw-n54', 'porsche-m96', 'mb-m272', 'vag-18t', 'nissan-vq35',
];

const MUFFLER_MODELS = [
  'bmw/3-series-e46', 'bmw/m3-e46', 'porsche/911-996', 'volkswagen/golf-gti-mk7',
  'nissan/350z-z33',
];

export const EXHAUST_TEMPLATES: PartTemplate[] = [
  {
    key: 'exhaust-manifold-gasket',
    category: 'exhaust',
    name: 'Exhaust Manifold Gasket',
    system: 'exhaust-gasket',
    targets: MANIFOLD_GASKET_ENGINES,
    brands: { european: ['Elring', 'Victor Reinz', 'OE'], japanese: ['OE', 'Victor Reinz'] },
    price: [6, 16],
    describe: (c) =>
      `Multi-layer steel exhaust manifold gasket for the ${c.vehicle}, made by ${c.brand}. A blown manifold gasket shows up as a ticking noise that fades as the engine warms, exhaust smell in the engine bay and sometimes an oxygen sensor fault. ` +
      `The layered steel construction seals the manifold flange through thousands of heat cycles without the burn-through of old composite gaskets. ` +
      `Use new copper nuts on the manifold studs and torque them in sequence.`,
    features: (c) => [
      'Multi-layer steel (MLS) construction',
      'Seals through repeated heat cycles',
      'Cures exhaust ticking at cold start',
      c.genuine ? `Genuine ${c.makeName} part` : 'Made by the original equipment gasket supplier',
      'One gasket per port pair; check quantity per engine',
    ],
    specs: (c) => [
      spec('Material', 'Multi-layer steel'),
      spec('Thickness', mm(c.rng, 1.2, 2.4, 1)),
      spec('Quantity Needed', /Inline-Six|N52|N54|S54/.test(c.vehicle) ? '3 per engine' : '1 per bank'),
      spec('Weight', kg(c.rng, 0.03, 0.12)),
    ],
    tags: ['exhaust manifold gasket', 'gasket', 'exhaust'],
    bestSellerRate: 0.2,
    overrides: {
      'bmw-inline-six': {
        partNumber: '11 62 1 259 307',
        brand: 'Elring',
        vendorCount: 9,
        price: 9.5,
        isBestSeller: true,
        interchange: [
          { number: '11 62 1 437 576', kind: 'superseded' },
          { number: '11 62 1 730 476', kind: 'oem' },
          { number: '455.790', kind: 'aftermarket', brand: 'Elring' },
          { number: '71-27084-00', kind: 'aftermarket', brand: 'Victor Reinz' },
        ],
      },
    },
  },
  {
    key: 'rear-muffler',
    category: 'exhaust',
    name: 'Rear Muffler',
    system: 'muffler',
    targets: MUFFLER_MODELS,
    brands: { european: ['Bosal', 'Walker', 'OE'], japanese: ['Walker', 'OE'] },
    price: [260, 620],
    describe: (c) =>
      `Rear muffler for the ${c.vehicle} made by ${c.brand} in aluminised or stainless steel to the original shape and hanger positions. ` +
      `Internal baffles are tuned to keep the factory sound character without drone at cruising speed. Fit new clamps and rubber hangers with it.`,
    features: () => ['Original shape, outlets and hanger positions', 'Factory sound without cruise drone', 'Corrosion-resistant steel', 'Fit new clamps and hangers'],
    specs: (c) => [spec('Material', c.rng.pick(['Aluminised steel', 'Stainless steel (T409)'])), spec('Inlet Diameter', mm(c.rng, 55, 70, 0)), spec('Weight', kg(c.rng, 6, 14))],
    tags: ['muffler', 'exhaust'],
  },
];
