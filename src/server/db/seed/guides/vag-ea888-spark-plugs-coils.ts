import { step, type GuideSeed } from './guide-seed';

export const vagEa888SparkPlugsCoils: GuideSeed = {
  slug: 'vag-ea888-spark-plugs-coils',
  path: '/guides/vag-ea888-spark-plugs-coils',
  title: 'Audi/VW 2.0 TFSI (EA888) Spark Plugs and Coil Packs',
  description: 'Replace the spark plugs and coil packs on the 2.0 TFSI EA888 in the Audi A4, TT, A6 and VW Golf GTI and Golf R, and trace a misfire to its coil.',
  category: 'Ignition',
  make: 'Audi',
  difficulty: 'Beginner',
  timeRequired: '45-60 minutes',
  isDetailed: true,
  scope: 'platform',
  platforms: ['vag-ea888-gen2', 'vag-ea888-gen3'],
  content: {
    intro:
      'The EA888 has four pencil coils that pull straight out of the cam cover. Coils and plugs are the most common misfire on these engines; ' +
      'plugs are due about every 40,000 miles (sooner when tuned). This guide covers Gen 1/2 (2009-2014) and Gen 3 (2015 on) engines.',
    facts: [
      { label: 'Plug interval', value: 'About 40,000 miles or 4 years' },
      { label: 'Spark plug tightening', value: '25 Nm (18 ft-lbs)' },
    ],
    torque: [{ fastener: 'Spark plugs (dry threads, cold engine)', value: '25 Nm (18 ft-lbs)', sources: ['vag-service-info'] }],
    steps: [
      step('Remove the engine cover', 'Pull the plastic engine cover straight up off its ball studs.'),
      step('Release the coils', 'Press the tab on each connector and unplug it. Pull each coil straight up; a coil puller tool prevents cracking the body.'),
      step('Find the bad coil (misfire only)', 'Swap the coil from the misfiring cylinder to another, clear the code, drive, and read the codes again. A code that follows the coil condemns it.'),
      step('Clean the wells', 'Blow any debris out of the plug wells before loosening the plugs.'),
      step('Replace the plugs', 'Remove the plugs with a 16 mm plug socket. Check the new plugs’ gap, thread them in by hand and tighten to 25 Nm.'),
      step('Refit the coils', 'Push each coil down until it clicks onto the plug, reconnect, and refit the engine cover.'),
      step('Clear codes and road-test', 'Clear the misfire codes and drive under load to confirm the misfire is gone.'),
    ],
    tools: ['16 mm spark plug socket with extension', 'Coil puller (optional, prevents damage)', 'Click wrench, 10-30 Nm', 'OBD-II scan tool'],
    parts: [{ name: 'Spark plug set (four)' }, { name: 'Ignition coil packs, latest revision' }],
    tips: ['Buy coils of the latest revision; early ones were superseded.', 'Several cylinders misfiring at cold start point to intake valve carbon, not coils.'],
    warnings: ['Work on a cold engine only.', 'Do not pull coils by their wires.'],
  },
};
