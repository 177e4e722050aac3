import { step, type GuideSeed } from './guide-seed';

export const bmw3SeriesBrakePadsRotors: GuideSeed = {
  slug: 'bmw-3-series-brake-pads-rotors',
  path: '/guides/bmw-3-series-brake-pads-rotors',
  title: 'BMW 3 Series (E90, F30) Brake Pad and Rotor Replacement',
  description: 'Replace the brake pads and rotors on a BMW E90/E92 or F30 3 Series, with the pad wear indicator, and fix squealing or pulsing brakes.',
  category: 'Brakes',
  make: 'BMW',
  difficulty: 'Intermediate',
  timeRequired: '2-3 hours',
  isDetailed: true,
  scope: 'platform',
  platforms: ['bmw/3-series-e90', 'bmw/3-series-f30', 'bmw/1-series-e82'],
  content: {
    intro:
      'BMW floating calipers come off in two steps (guide bolts, then carrier), and the rotor is held by one set screw. Replace the wear sensor whenever ' +
      'the warning has come on. Pads last 25,000-40,000 miles; rotors are usually replaced with every second set of pads, or when below minimum thickness.',
    facts: [
      { label: 'Pad wear limit', value: '3 mm of friction material' },
      { label: 'Wheel bolt torque', value: '120 Nm (89 ft-lbs)' },
    ],
    torque: [
      { fastener: 'Caliper carrier bolts', value: '110 Nm (81 ft-lbs)', sources: ['bmw-service-info'] },
      { fastener: 'Caliper guide bolts', value: '30 Nm (22 ft-lbs)', sources: ['bmw-service-info'] },
      { fastener: 'Rotor set screw', value: '16 Nm (12 ft-lbs)', sources: ['bmw-service-info'] },
      { fastener: 'Wheel bolts', value: '120 Nm (89 ft-lbs)', sources: ['bmw-service-info'] },
    ],
    steps: [
      step('Raise the car and remove the wheels', 'Loosen the wheel bolts on the ground, lift the front onto stands and remove the wheels.'),
      step('Remove the wear sensor', 'Unclip the sensor from the inner pad and unplug it at its connector.'),
      step('Remove the caliper', 'Pry off the anti-rattle spring, remove the guide-bolt caps, undo the two 7 mm hex guide bolts and hang the caliper from the strut with wire.'),
      step('Remove the carrier and rotor', 'Undo the two carrier bolts, remove the rotor set screw and pull the rotor off (rust may need a rubber mallet).'),
      step('Clean the hub', 'Wire-brush the hub face clean so the new rotor sits flat; runout here causes pulsation.'),
      step('Fit the new rotor and carrier', 'Fit the rotor and set screw, then the carrier; torque the carrier bolts to 110 Nm.'),
      step('Fit the pads', 'Push the piston back slowly while watching the fluid reservoir, fit the pads with a thin film of brake grease on the backing plate contact points.'),
      step('Refit the caliper and sensor', 'Refit the caliper, torque the guide bolts to 30 Nm, fit the spring and the new wear sensor.'),
      step('Wheels, pedal and bed-in', 'Refit the wheels (120 Nm), pump the pedal until firm, reset the service indicator and bed the pads in with several firm stops from 60 mph.'),
    ],
    tools: ['Jack and jack stands', '7 mm hex bit', 'Sockets including 18 mm', 'Torque wrench covering 15-120 Nm', 'Piston compressor', 'Wire brush', 'Brake cleaner and brake grease'],
    parts: [{ name: 'Front brake pad set' }, { name: 'Front brake rotor pair' }, { name: 'Front brake pad wear sensor' }],
    tips: ['Replace pads on both sides together.', 'Reset the brake service indicator through the cluster or a scan tool.'],
    warnings: ['Never press the pedal with a caliper removed.', 'Brake dust: do not blow it off with compressed air; use brake cleaner.'],
  },
};
