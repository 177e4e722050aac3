import { step, type GuideSeed } from './guide-seed';

export const sparkPlugReplacement: GuideSeed = {
  slug: 'spark-plug-replacement',
  path: '/guides/spark-plug-replacement',
  title: 'Spark Plug Replacement (Any Car)',
  description: 'How to replace spark plugs on any petrol engine: choosing the plug, checking the gap, and fitting it correctly for its thread and seat.',
  category: 'Ignition',
  make: 'All makes',
  difficulty: 'Beginner',
  timeRequired: '30-90 minutes',
  isDetailed: true,
  scope: 'generic',
  platforms: [],
  content: {
    intro:
      'This is the general method; our engine-specific guides give access details for BMW, Audi/VW and Porsche engines. Buy the plug your engine is ' +
      'specified for (heat range and gap matter), and use the torque for its thread size and seat type when your manual gives no figure.',
    facts: [{ label: 'Typical interval', value: '30,000-60,000 miles (turbo engines at the low end), iridium plugs up to 100,000' }],
    torque: [
      { fastener: 'M14 plug, gasket seat, aluminium head', value: '25-30 Nm (18-22 ft-lbs)', sources: ['ngk-plug-installation'] },
      { fastener: 'M12 plug, gasket seat, aluminium head', value: '15-20 Nm (11-15 ft-lbs)', sources: ['ngk-plug-installation'] },
      { fastener: 'M14 plug, taper seat', value: '10-20 Nm (7-15 ft-lbs)', sources: ['ngk-plug-installation'] },
    ],
    steps: [
      step('Work on a cold engine', 'Aluminium heads expand when hot; plugs removed hot can take the threads with them.'),
      step('Remove covers and coils', 'Remove the engine cover, unplug each coil or plug lead and pull it straight out.'),
      step('Clean the wells', 'Blow out dirt with compressed air so nothing falls into the cylinder.'),
      step('Remove the old plugs', 'Use the right plug socket and an extension; read each plug: oil, fuel fouling or a cracked insulator tells you about that cylinder.'),
      step('Check the gap', 'Check each new plug’s gap with a gap tool, adjusting only plugs whose maker allows it.'),
      step('Fit and torque', 'Thread each plug in by hand until it seats, then tighten it to the figure for its thread and seat.'),
      step('Refit coils and test', 'Refit coils or leads, clear codes and test-drive.'),
    ],
    tools: ['Spark plug socket of the right size (14 or 16 mm on most modern engines)', 'Extensions and a swivel', 'Click wrench for the plug figures', 'Gap tool', 'Compressed air'],
    parts: [{ name: 'Spark plug set, the type specified for your engine' }],
    tips: ['Replace plugs in sets.', 'A plug that will not thread in by hand is cross-threaded: stop and start again.'],
    warnings: ['Never force a seized plug: penetrating oil and patience, or a specialist with a thread repair kit.'],
  },
};
