import { step, type GuideSeed } from './guide-seed';

export const engineOilChange: GuideSeed = {
  slug: 'engine-oil-change',
  path: '/guides/engine-oil-change',
  title: 'Engine Oil and Filter Change (Any Car)',
  description: 'The general method for an oil and filter change on any car: choosing the approved oil, draining, filter types, refilling and checking the level.',
  category: 'Maintenance',
  make: 'All makes',
  difficulty: 'Beginner',
  timeRequired: '45-60 minutes',
  isDetailed: true,
  scope: 'generic',
  platforms: [],
  content: {
    intro:
      'Use the oil approval your maker specifies (BMW Longlife, Porsche A40, MB 229.5, VW 502/504/508, or the API/ILSAC grade for Japanese cars): the ' +
      'approval matters more than the brand. Our make-specific guides give filter and capacity details.',
    facts: [{ label: 'Typical interval', value: '5,000-10,000 miles or yearly' }],
    torque: [
      { fastener: 'Drain plug (new washer)', value: 'Typically 25-40 Nm (18-30 ft-lbs) depending on size; aluminium sumps at the low end', sources: ['parts-maker-instructions'] },
      { fastener: 'Cartridge filter housing cap', value: 'Typically 25 Nm (18 ft-lbs), often printed on the cap', sources: ['parts-maker-instructions'] },
      { fastener: 'Spin-on filter', value: 'Hand tight, three-quarters of a turn after the seal touches', sources: ['parts-maker-instructions'] },
    ],
    steps: [
      step('Warm and lift', 'Run the engine two minutes, then lift the car level and safely.'),
      step('Drain', 'Remove the drain plug and drain fully.'),
      step('Replace the filter', 'Replace the cartridge and O-rings, or the spin-on filter with its seal oiled.'),
      step('Refit the plug', 'New washer, drain plug to torque.'),
      step('Refill and check', 'Refill a little short of capacity, run, wait, check the level and top up.'),
    ],
    tools: ['Jack and stands or ramps', 'Drain pan', 'Filter wrench for your filter', 'Torque wrench', 'Funnel'],
    parts: [{ name: 'Oil filter with seals' }, { name: 'Drain plug washer' }, { name: 'Engine oil of the approved specification' }],
    tips: ['Look at the old oil: milky means coolant, glitter means wear.'],
    warnings: ['Recycle used oil and filters.'],
  },
};
