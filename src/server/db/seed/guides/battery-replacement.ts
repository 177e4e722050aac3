import { step, type GuideSeed } from './guide-seed';

export const batteryReplacement: GuideSeed = {
  slug: 'battery-replacement',
  path: '/guides/battery-replacement',
  title: 'Battery Replacement and Registration (Any Car)',
  description: 'Replace a weak battery, choose the right AGM type and capacity, and register the new battery on BMW, Audi, VW and Mercedes models that need it.',
  category: 'Electrical',
  make: 'All makes',
  difficulty: 'Beginner',
  timeRequired: '30-60 minutes',
  isDetailed: true,
  scope: 'generic',
  platforms: [],
  content: {
    intro:
      'Slow cranking, warning lights after a cold start and lost-communication U-codes are often just a weak battery. Many European cars have an AGM battery ' +
      'in the trunk and a battery monitor that must be told a new one is fitted (registration), or the charging system overcharges it.',
    facts: [
      { label: 'Healthy resting voltage', value: '12.6 V or more; 12.4 V or less is weak' },
      { label: 'Registration', value: 'Needed on most BMW, Audi, VW and Porsche models since about 2005' },
    ],
    torque: [
      { fastener: 'Battery terminal clamps', value: '5-6 Nm (44-53 in-lbs)', sources: ['parts-maker-instructions'] },
      { fastener: 'Hold-down bracket bolt', value: 'Snug, typically 8-20 Nm by size', sources: ['parts-maker-instructions'] },
    ],
    steps: [
      step('Test first', 'Measure resting voltage and load-test the battery; check the charging voltage (13.8-14.8 V) with the engine running.'),
      step('Keep the memory', 'Connect a memory saver if you want to keep settings.'),
      step('Disconnect', 'Remove the negative terminal first, then the positive, then the hold-down and vent tube.'),
      step('Fit the new battery', 'Fit a battery of the same type (AGM or flooded) and capacity, the vent tube, the hold-down, then positive and negative clamps.'),
      step('Register it', 'Register the new battery with a scan tool that supports your make, entering its capacity and type.'),
      step('Reset and check', 'Reset windows and sunroof positions and clear any codes set during the swap.'),
    ],
    tools: ['Multimeter', 'Socket set (10 mm, 13 mm)', 'Torque wrench', 'Scan tool with battery registration', 'Memory saver (optional)'],
    parts: [{ name: 'AGM battery of the same group size and capacity' }],
    tips: ['Recycle the old battery; retailers take them back.'],
    warnings: ['Never let a wrench touch both terminals.', 'Disconnect negative first, reconnect it last.'],
  },
};
