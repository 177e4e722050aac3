import { step, type GuideSeed } from './guide-seed';

export const lexusOilChange: GuideSeed = {
  slug: 'lexus-oil-change',
  path: '/guides/lexus-oil-change',
  title: 'Lexus IS, GS and RC Oil Change (2GR, 1UR, 2UR)',
  description: 'Change the oil and cartridge filter on Lexus V6 and V8 engines with 0W-20 oil.',
  category: 'Maintenance',
  make: 'Lexus',
  difficulty: 'Beginner',
  timeRequired: '45-60 minutes',
  isDetailed: true,
  scope: 'platform',
  platforms: ['lexus-2gr', 'lexus-1ur', 'lexus-2ur'],
  content: {
    intro:
      'Lexus V6 and V8 engines use a cartridge filter in a housing under the engine with its own small drain plug, and take 0W-20 (some early IS 350s 5W-30).',
    facts: [{ label: 'Oil', value: '0W-20 (API SN/ILSAC GF-5 or later)' }],
    torque: [
      { fastener: 'Sump drain plug (new gasket)', value: '40 Nm (30 ft-lbs)', sources: ['toyota-owner-manual'] },
      { fastener: 'Oil filter housing cap', value: '25 Nm (18 ft-lbs)', sources: ['toyota-owner-manual'] },
    ],
    steps: [
      step('Lift and drain', 'Lift the car on stands, remove the under-cover and drain the sump.'),
      step('Drain the filter housing', 'Remove the housing’s small drain plug and fit the drain pipe from the filter kit to empty it.'),
      step('Replace the element', 'Undo the housing cap, replace the element and O-ring, torque the cap to 25 Nm.'),
      step('Refit the plug and refill', 'Fit a new gasket, torque the drain plug to 40 Nm, refill with 0W-20.'),
      step('Check and reset', 'Run the engine, check for leaks, check the dipstick and reset the maintenance reminder.'),
    ],
    tools: ['Jack and jack stands', 'Filter cap wrench (64 mm)', 'Torque wrench', 'Drain pan'],
    parts: [{ name: 'Oil filter cartridge kit' }, { name: 'Drain plug gasket' }, { name: '0W-20 engine oil, 6-8 quarts' }],
    tips: ['Refit the under-cover: it guides cooling air.'],
    warnings: ['Support the car on stands, never on the jack alone.'],
  },
};
