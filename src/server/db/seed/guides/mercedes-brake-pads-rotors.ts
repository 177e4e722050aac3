import { step, type GuideSeed } from './guide-seed';

export const mercedesBrakePadsRotors: GuideSeed = {
  slug: 'mercedes-brake-pads-rotors',
  path: '/guides/mercedes-brake-pads-rotors',
  title: 'Mercedes-Benz C-Class and E-Class Brake Pads and Rotors (W204, W205, W212)',
  description: 'Replace brake pads, rotors and wear sensors on Mercedes C-Class and E-Class cars, including AMG models, and stop brake squeal.',
  category: 'Brakes',
  make: 'Mercedes-Benz',
  difficulty: 'Intermediate',
  timeRequired: '2-3 hours',
  isDetailed: true,
  scope: 'platform',
  platforms: ['mercedes-benz/c-class-w204', 'mercedes-benz/c-class-w205', 'mercedes-benz/e-class-w212'],
  content: {
    intro:
      'Standard C- and E-Class cars use floating calipers on a carrier; AMG models (C63) use fixed multi-piston calipers whose pads slide out once the ' +
      'retaining pins are removed. Every car has a wear sensor on one pad per axle. Squealing AMG brakes are often dry contact points rather than worn pads.',
    facts: [
      { label: 'Pad wear limit', value: '3 mm of friction material' },
      { label: 'Brake fluid', value: 'DOT 4 plus (MB 331.0)' },
    ],
    torque: [
      { fastener: 'Front caliper carrier bolts (floating calipers)', value: '115 Nm (85 ft-lbs)', sources: ['mb-service-info'] },
      { fastener: 'Caliper guide bolts', value: '25 Nm (18 ft-lbs)', sources: ['mb-service-info'] },
      { fastener: 'Wheel bolts', value: '130 Nm (96 ft-lbs)', sources: ['mb-service-info'] },
    ],
    steps: [
      step('Raise the car and remove the wheels', 'Loosen the wheel bolts on the ground, lift the car onto stands and remove the wheels.'),
      step('Unplug the wear sensor', 'Pull the sensor out of the inner pad and unclip its wire.'),
      step('Remove the pads', 'Floating calipers: undo the guide bolts and lift the caliper off. Fixed AMG calipers: drive out the retaining pins, remove the spring and pull the pads out.'),
      step('Remove the rotor', 'Undo the carrier (floating calipers) or the caliper mounting bolts (fixed), remove the rotor’s retaining screw and pull it off.'),
      step('Clean and fit the new rotor', 'Wire-brush the hub face, fit the new rotor and screw, refit the carrier or caliper to torque.'),
      step('Fit the pads', 'Push the pistons back, clean the pad abutments and grease the contact points lightly; fit the pads and any shims.'),
      step('Sensor, wheels and bed-in', 'Fit the new wear sensor, refit the wheels to 130 Nm, pump the pedal firm and bed the pads in.'),
    ],
    tools: ['Jack and jack stands', 'Torx and hex sockets', 'Pin punch (AMG calipers)', 'Torque wrench covering 20-150 Nm', 'Piston spreader', 'Brake cleaner and brake grease'],
    parts: [{ name: 'Front brake pad set' }, { name: 'Front brake rotor pair' }, { name: 'Brake pad wear sensor' }],
    tips: ['Bed in new pads: eight to ten firm stops from 50 mph without stopping fully.', 'Anti-squeal paste on the pad backs helps large AMG calipers.'],
    warnings: ['Do not let the caliper hang by its hose.'],
  },
};
