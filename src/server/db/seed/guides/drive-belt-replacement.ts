import { step, type GuideSeed } from './guide-seed';

export const driveBeltReplacement: GuideSeed = {
  slug: 'drive-belt-replacement',
  path: '/guides/drive-belt-replacement',
  title: 'Serpentine Drive Belt and Tensioner Replacement (Any Car)',
  description: 'Replace a cracked or squealing accessory drive belt and its tensioner and idler pulleys.',
  category: 'Belts',
  make: 'All makes',
  difficulty: 'Beginner',
  timeRequired: '30-90 minutes',
  isDetailed: true,
  scope: 'generic',
  platforms: [],
  content: {
    intro:
      'The ribbed belt drives the alternator, power steering and often the water pump. A cracked, glazed or oily belt slips and squeals; a broken one ' +
      'stops charging and can overheat the engine. On BMW sixes, find the oil leak that soaked it first.',
    facts: [{ label: 'Interval', value: 'Inspect every service; typically replace at 60,000-100,000 miles' }],
    torque: [
      { fastener: 'Tensioner and idler pulley bolts (M8)', value: 'Typically 22-25 Nm (16-18 ft-lbs): use your car’s figure', sources: ['parts-maker-instructions'] },
      { fastener: 'Tensioner mounting bolts (M10)', value: 'Typically 40-50 Nm (30-37 ft-lbs)', sources: ['parts-maker-instructions'] },
    ],
    steps: [
      step('Note the routing', 'Photograph the belt routing or find the diagram under the hood.'),
      step('Release the tensioner', 'Turn the tensioner with a wrench or belt tool and slip the belt off one pulley.'),
      step('Check the pulleys', 'Spin each pulley: roughness or wobble means replace it; a tensioner that no longer pushes firmly is worn.'),
      step('Fit the new belt', 'Route the new belt, release the tensioner onto it and check every rib sits in its groove.'),
      step('Run and check', 'Start the engine and watch the belt run straight and quiet.'),
    ],
    tools: ['Belt tensioner tool or long wrench', 'Socket set', 'Torque wrench'],
    parts: [{ name: 'Accessory drive belt' }, { name: 'Belt tensioner and idler pulleys, if worn' }],
    tips: ['A squeal on cold starts that fades is usually a glazed belt or weak tensioner.'],
    warnings: ['Keep hands clear of the belt with the engine running.'],
  },
};
