import { step, type GuideSeed } from './guide-seed';

export const porscheM96SparkPlugsCoils: GuideSeed = {
  slug: 'porsche-m96-spark-plugs-coils',
  path: '/guides/porsche-m96-spark-plugs-coils',
  title: 'Porsche 996, 997, Boxster and Cayman Spark Plugs and Coils (M96/M97)',
  description: 'Replace the spark plugs and cracked ignition coils on M96 and M97 flat-six engines in the 996, 997.1, 986 and 987.',
  category: 'Ignition',
  make: 'Porsche',
  difficulty: 'Intermediate',
  timeRequired: '2-3 hours',
  isDetailed: true,
  scope: 'platform',
  platforms: ['porsche-m96'],
  content: {
    intro:
      'On the M96/M97 flat-six the plugs sit low in each cylinder bank, reached from under the car (911) or through the engine access panels and from below ' +
      '(Boxster, Cayman). Coils crack with engine-bay heat and are the commonest misfire. Plugs are due every 4 years or 40,000-60,000 miles by model year.',
    facts: [
      { label: 'Plug interval', value: 'Every 4 years or 40,000-60,000 miles (see your maintenance booklet)' },
      { label: 'Spark plug tightening', value: '30 Nm (22 ft-lbs)' },
    ],
    torque: [
      { fastener: 'Spark plugs', value: '30 Nm (22 ft-lbs)', sources: ['porsche-service-info'] },
      { fastener: 'Ignition coil bolts', value: '10 Nm (7 ft-lbs)', sources: ['porsche-service-info'] },
    ],
    steps: [
      step('Raise the car', 'Lift the rear on jack stands or a lift and remove the underbody panels as needed for access to each bank.'),
      step('Unplug the coils', 'Release each coil connector. Coils are held by one Torx bolt; remove it and twist the coil out.'),
      step('Inspect the coils', 'Look for cracks along the coil body and burn marks: replace any cracked coil; swap suspects between cylinders to confirm a misfire.'),
      step('Remove the plugs', 'Use a thin-wall plug socket with a swivel and extension; the rearmost plugs need patience.'),
      step('Fit new plugs', 'Start each plug by hand with a length of hose on the plug top, then tighten to 30 Nm.'),
      step('Refit the coils', 'Seat each coil fully on its plug, tighten its bolt to 10 Nm and reconnect it.'),
      step('Repeat on the other bank, then test', 'Do the other bank, refit panels and wheels, clear codes and road-test.'),
    ],
    tools: ['Jack and jack stands or a lift', 'Thin-wall spark plug socket, swivel and extensions', 'Torx sockets', 'Click wrench, 10-40 Nm', 'OBD-II scan tool'],
    parts: [{ name: 'Spark plug set (six)' }, { name: 'Ignition coils, as needed' }],
    tips: ['Replace all six coils if several are cracked: the rest are the same age.', 'A short hose on the plug starts it without cross-threading.'],
    warnings: ['Support the car on stands, never the jack alone.', 'Let the engine cool fully before starting.'],
  },
};
