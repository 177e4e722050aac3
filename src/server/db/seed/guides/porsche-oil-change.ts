import { step, type GuideSeed } from './guide-seed';

export const porscheOilChange: GuideSeed = {
  slug: 'porsche-oil-change',
  path: '/guides/porsche-oil-change',
  title: 'Porsche 911, Boxster and Cayman Oil Change (M96, M97, 9A1)',
  description: 'Change the oil and filter on a water-cooled Porsche flat-six (996, 997, 991.1, 986, 987, 981) with Porsche A40 oil.',
  category: 'Maintenance',
  make: 'Porsche',
  difficulty: 'Beginner',
  timeRequired: '1-1.5 hours',
  isDetailed: true,
  scope: 'platform',
  platforms: ['porsche-m96', 'porsche-9a1'],
  content: {
    intro:
      'The flat-six uses a cartridge filter in a housing at the back-left of the engine and a drain plug in the sump. Use a Porsche A40 approved 0W-40 or ' +
      '5W-40. Many owners change every 5,000-7,500 miles or yearly, well inside the factory interval, to protect the M96/M97’s bearings and IMS.',
    facts: [
      { label: 'Oil', value: 'Porsche A40 approved, 0W-40 or 5W-40' },
      { label: 'Drain plug torque', value: '50 Nm (37 ft-lbs)' },
    ],
    torque: [
      { fastener: 'Sump drain plug (new sealing ring)', value: '50 Nm (37 ft-lbs)', sources: ['porsche-service-info'] },
      { fastener: 'Oil filter housing cap', value: '25 Nm (18 ft-lbs)', sources: ['porsche-service-info'] },
    ],
    steps: [
      step('Warm, lift and level', 'Run the engine briefly, lift the car level on four stands (the level reading needs it level).'),
      step('Drain', 'Remove the drain plug (8 mm hex on most) and let the oil drain fully.'),
      step('Replace the filter', 'Undo the filter housing with a 74 mm cap wrench, replace the cartridge and O-ring, oil the O-ring and torque the housing to 25 Nm.'),
      step('Refit the plug', 'Fit a new sealing ring and torque the plug to 50 Nm.'),
      step('Refill', 'Fill through the filler, about a litre short of the capacity first.'),
      step('Check the level', 'Run the engine, switch off, wait, and read the level on the dipstick (996/986) or the cluster gauge (997, 987, 991); top up in small steps.'),
      step('Look at the filter', 'Cut open the old filter element and look for metal flakes: a sign to have the engine inspected.'),
    ],
    tools: ['Four jack stands or a lift', '74 mm filter cap wrench', '8 mm hex socket', 'Torque wrench covering 20-60 Nm', 'Drain pan (12 quarts)'],
    parts: [{ name: 'Oil filter kit with O-ring' }, { name: 'Drain plug sealing ring' }, { name: 'Porsche A40 engine oil, 10 quarts' }],
    tips: ['The cluster level reading needs the car level and the engine warm.'],
    warnings: ['Hot oil burns: let it cool a few minutes.'],
  },
};
