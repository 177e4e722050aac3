import { step, type GuideSeed } from './guide-seed';

export const bmwN5xSparkPlugsCoils: GuideSeed = {
  slug: 'bmw-n5x-spark-plugs-coils',
  path: '/guides/bmw-n5x-spark-plugs-coils',
  title: 'BMW N52, N54 and N55 Spark Plug and Ignition Coil Replacement',
  description: 'Replace the spark plugs and ignition coils on BMW N52, N54 and N55 six-cylinder engines, and find a misfiring coil by swapping it.',
  category: 'Ignition',
  make: 'BMW',
  difficulty: 'Intermediate',
  timeRequired: '1-2 hours',
  isDetailed: true,
  scope: 'platform',
  platforms: ['bmw-n52', 'bmw-n54', 'bmw-n55'],
  content: {
    intro:
      'The N52, N54 and N55 sixes put one coil on each plug under a plastic cover on the valve cover. Turbocharged engines (N54, N55) are hard on plugs: ' +
      'BMW’s interval is about 45,000 miles, and tuned cars need them every 15,000-20,000. A misfire code for one cylinder is usually a coil: swap it ' +
      'with a neighbour to prove it before buying parts.',
    facts: [
      { label: 'Plug interval', value: 'About 45,000 miles (N54/N55); 60,000 miles (N52); sooner if tuned' },
      { label: 'Spark plug tightening', value: '23 Nm (17 ft-lbs)' },
    ],
    torque: [
      { fastener: 'Spark plugs (dry threads, cold engine)', value: '23 Nm (17 ft-lbs)', sources: ['bmw-service-info'] },
      { fastener: 'Ignition coil cover screws', value: 'Hand tight, about 3 Nm', sources: ['bmw-service-info'] },
    ],
    steps: [
      step('Let the engine cool', 'Work on a cold engine: plug threads are cut in aluminium and can strip when hot.'),
      step('Remove the covers', 'Pull the engine cover up off its grommets, then release the coil cover (screws or clips) along the top of the valve cover.'),
      step('Unplug and lift the coils', 'Pull back each connector’s locking tab, unplug it and pull the coil straight up. Note oil in any well: that is a valve cover gasket leak.'),
      step('Swap to test (misfire only)', 'To find a bad coil, swap the coil on the misfiring cylinder with its neighbour, clear the codes and drive. If the misfire moves, replace that coil.'),
      step('Remove the plugs', 'Blow debris out of the wells, then undo each plug with a 14 mm thin-wall plug socket and extension.'),
      step('Check and fit new plugs', 'Check the gap of each new plug against the specification, start it by hand so it cannot cross-thread, then tighten to 23 Nm.'),
      step('Refit the coils', 'Push each coil down until it seats on the plug, reconnect and lock the connectors, refit the covers.'),
      step('Clear codes and test', 'Clear stored misfire codes, start the engine and check for a smooth idle, then road-test under load.'),
    ],
    tools: ['14 mm thin-wall spark plug socket with extension', 'Click wrench, 10-30 Nm', 'Compressed air or a vacuum', 'Feeler gauge or plug gap tool', 'OBD-II scan tool'],
    parts: [{ name: 'Spark plug set (six), the plug specified for your engine' }, { name: 'Ignition coils, as needed (or a set of six)' }],
    tips: [
      'Replace coils that show cracked bodies or oil-soaked boots even if they still fire.',
      'Do not use anti-seize unless the plug maker calls for it: it changes the tightening reading.',
      'Tuned N54/N55 engines often need a colder plug with a smaller gap; follow the tuner’s advice.',
    ],
    warnings: ['Never remove plugs from a hot aluminium head.', 'Disconnect nothing while the ignition is on: coils carry very high voltage.'],
  },
};
