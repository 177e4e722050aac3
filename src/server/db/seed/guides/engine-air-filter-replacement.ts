import { step, type GuideSeed } from './guide-seed';

export const engineAirFilterReplacement: GuideSeed = {
  slug: 'engine-air-filter-replacement',
  path: '/guides/engine-air-filter-replacement',
  title: 'Engine Air Filter Replacement (Any Car)',
  description: 'Replace the engine air filter on any car: open the airbox, fit the element the right way round, and seal the housing.',
  category: 'Maintenance',
  make: 'All makes',
  difficulty: 'Easy',
  timeRequired: '10-30 minutes',
  isDetailed: true,
  scope: 'generic',
  platforms: [],
  content: {
    intro: 'A clogged filter costs power and fuel. Most airboxes open with clips or a few screws; V6 and V8 engines often have two filters.',
    facts: [{ label: 'Interval', value: '15,000-30,000 miles, sooner on dusty roads' }],
    torque: [{ fastener: 'Airbox cover screws', value: 'Snug, about 3 Nm (27 in-lbs): the threads are in plastic', sources: ['parts-maker-instructions'] }],
    steps: [
      step('Find the airbox', 'Open the hood and find the air filter housing on the intake duct.'),
      step('Open it', 'Release the clips or screws and lift the cover, unplugging the air flow sensor if it is on the cover.'),
      step('Swap the element', 'Note which way the old element sits, clean out debris and fit the new one the same way.'),
      step('Close and check', 'Seat the cover evenly all round, refit clips or screws and reconnect any sensor.'),
    ],
    tools: ['Screwdriver or Torx bits', 'Vacuum or cloth'],
    parts: [{ name: 'Engine air filter' }],
    tips: ['An unsealed cover lets dirt past the filter and can set lean codes.'],
    warnings: ['Never run the engine with the airbox open.'],
  },
};
