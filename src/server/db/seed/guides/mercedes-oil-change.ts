import { step, type GuideSeed } from './guide-seed';

export const mercedesOilChange: GuideSeed = {
  slug: 'mercedes-oil-change',
  path: '/guides/mercedes-oil-change',
  title: 'Mercedes-Benz Oil Change (M272, M273, M274, M276, M156)',
  description: 'Change the oil and cartridge filter on Mercedes-Benz petrol engines with MB 229.5 oil, working from above and below.',
  category: 'Maintenance',
  make: 'Mercedes-Benz',
  difficulty: 'Beginner',
  timeRequired: '45-75 minutes',
  isDetailed: true,
  scope: 'platform',
  platforms: ['mb-m272', 'mb-m273', 'mb-m274', 'mb-m276', 'mb-m278', 'mb-m156'],
  content: {
    intro:
      'Most Mercedes petrol engines have a cartridge filter in a housing on top of the engine, so the filter is changed from above. Use an oil carrying ' +
      'MB 229.5 approval; the V6 and V8 engines take about 8 litres.',
    facts: [
      { label: 'Oil', value: 'MB 229.5 approved, 0W-40, 5W-40 or 5W-30' },
      { label: 'Capacity (M272, M273)', value: 'About 8 litres with filter' },
    ],
    torque: [
      { fastener: 'Oil drain plug (new sealing ring)', value: '30 Nm (22 ft-lbs)', sources: ['mb-service-info'] },
      { fastener: 'Oil filter housing cap', value: '25 Nm (18 ft-lbs), as printed on the cap', sources: ['mb-service-info'] },
    ],
    steps: [
      step('Open the filter first', 'Remove the engine cover and unscrew the filter cap a few turns so the housing drains into the sump.'),
      step('Raise and drain', 'Lift the car on stands, remove the belly pan access panel and the drain plug; drain fully.'),
      step('Refit the plug', 'Fit a new sealing ring and torque the plug to 30 Nm.'),
      step('Replace the element', 'Pull the old element, replace the cap O-rings, clip in the new element and torque the cap to 25 Nm.'),
      step('Refill and check', 'Fill with MB 229.5 oil, run the engine, then check the level on the dipstick or in the cluster menu.'),
      step('Reset the service', 'Reset the ASSYST service indicator through the cluster menu.'),
    ],
    tools: ['Jack and jack stands or ramps', 'Filter cap socket (usually 76 mm or a 36 mm hex)', 'Torque wrench covering 20-40 Nm', 'Drain pan'],
    parts: [{ name: 'Oil filter kit with O-rings' }, { name: 'Drain plug sealing ring' }, { name: 'MB 229.5 engine oil, 8-9 quarts' }],
    tips: ['Fill slowly: the M272/M273 oil returns to the sump slowly after an oil change.'],
    warnings: ['Never overfill: foamed oil starves the bearings.'],
  },
};
