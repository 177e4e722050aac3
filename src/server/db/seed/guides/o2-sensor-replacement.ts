import { step, type GuideSeed } from './guide-seed';

export const o2SensorReplacement: GuideSeed = {
  slug: 'o2-sensor-replacement',
  path: '/guides/o2-sensor-replacement',
  title: 'Oxygen Sensor Replacement (Any Car)',
  description: 'Confirm a failing oxygen sensor from live data and replace it, upstream or downstream, without damaging the threads.',
  category: 'Engine',
  make: 'All makes',
  difficulty: 'Beginner',
  timeRequired: '30-60 minutes',
  isDetailed: true,
  scope: 'generic',
  platforms: [],
  content: {
    intro:
      'Upstream sensors control fuelling; downstream sensors watch the catalytic converter. Condemn a sensor from live data or a heater code, not from a ' +
      'P0420 alone: fix misfires and exhaust leaks first.',
    facts: [{ label: 'Sensor thread', value: 'M18 x 1.5 on almost every car' }],
    torque: [{ fastener: 'Oxygen sensor (M18 x 1.5)', value: '40-50 Nm (30-37 ft-lbs)', sources: ['bosch-lambda-installation'] }],
    steps: [
      step('Confirm', 'Watch the sensor in live data: a healthy upstream sensor responds quickly to a throttle snap.'),
      step('Warm the exhaust slightly', 'A warm (not hot) exhaust lets the sensor come out more easily.'),
      step('Unplug and remove', 'Unplug the connector and undo the sensor with a slotted sensor socket.'),
      step('Fit the new sensor', 'New sensors come with anti-seize on the threads; thread it in by hand and torque to 40-50 Nm.'),
      step('Route and clear', 'Route the wire away from the exhaust, plug it in and clear the codes.'),
    ],
    tools: ['Oxygen sensor socket', 'Penetrating oil', 'Torque wrench', 'Scan tool'],
    parts: [{ name: 'Oxygen sensor (upstream or downstream as diagnosed)' }],
    tips: ['Do not get anti-seize on the sensor tip.'],
    warnings: ['Exhausts stay hot long after the engine stops.'],
  },
};
