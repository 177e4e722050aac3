import { step, type GuideSeed } from './guide-seed';

export const vagOilChange: GuideSeed = {
  slug: 'vag-oil-change',
  path: '/guides/vag-oil-change',
  title: 'Audi and VW 2.0 TFSI Oil Change (EA888, EA113)',
  description: 'Change the oil and filter on the 2.0T in the Audi A4, TT, A6 and VW Golf GTI/R, with VW 502 00, 504 00 or 508 00 oil as your engine requires.',
  category: 'Maintenance',
  make: 'Volkswagen',
  difficulty: 'Beginner',
  timeRequired: '45-60 minutes',
  isDetailed: true,
  scope: 'platform',
  platforms: ['vag-20t-fsi', 'vag-ea888-gen2', 'vag-ea888-gen3'],
  content: {
    intro:
      'Gen 1/2 EA888 and the older 2.0 FSI use a spin-on or cartridge filter reached from above or below; the Gen 3 uses a cartridge housing on the front ' +
      'of the block. The oil approval matters: VW 502 00 or 504 00 on most, and VW 508 00 0W-20 on many 2020-on Gen 3 cars (check the label under the hood).',
    facts: [
      { label: 'Oil', value: 'VW 502 00 / 504 00; VW 508 00 0W-20 where the label says so' },
      { label: 'Capacity', value: 'About 4.6 litres (Gen 1/2) or 5.7 litres (Gen 3) with filter' },
    ],
    torque: [
      { fastener: 'Drain plug, metal sump (new seal)', value: '30 Nm (22 ft-lbs)', sources: ['vag-service-info'] },
      { fastener: 'Cartridge filter housing cap', value: '25 Nm (18 ft-lbs)', sources: ['vag-service-info'] },
    ],
    steps: [
      step('Lift and drain', 'Lift the car level, remove the belly pan and the drain plug; drain fully.'),
      step('Refit the plug', 'Metal sump: fit a new seal and torque the plug to 30 Nm. Plastic sump (Gen 3): fit a new single-use plastic plug, tightened only as its packaging states.'),
      step('Replace the filter', 'Cartridge: undo the cap, replace element and O-ring, torque to 25 Nm. Spin-on: oil the seal and tighten by hand three-quarters of a turn after contact.'),
      step('Refill', 'Fill with the approved oil, a little short of the capacity.'),
      step('Check the level and reset', 'Run the engine, check for leaks, read the dipstick after a few minutes and reset the service reminder.'),
    ],
    tools: ['Jack and stands or ramps', 'Filter cap wrench (36 mm hex on Gen 3)', 'Torque wrench', 'Drain pan'],
    parts: [{ name: 'Oil filter with O-ring' }, { name: 'Drain plug and seal' }, { name: 'VW-approved engine oil, 5-6 quarts' }],
    tips: ['Check the cam follower under the high-pressure fuel pump on Gen 1/2 engines every other oil change.'],
    warnings: ['Never reuse the plastic drain plug on Gen 3 sumps.'],
  },
};
