import { step, type GuideSeed } from './guide-seed';

export const audiVwBrakePadsRotors: GuideSeed = {
  slug: 'audi-vw-brake-pads-rotors',
  path: '/guides/audi-vw-brake-pads-rotors',
  title: 'Audi A4 (B8) and VW Golf GTI (Mk6, Mk7) Brake Pad and Rotor Replacement',
  description: 'Replace the brake pads and rotors on an Audi A4/S4 B8 or a VW Golf GTI Mk6/Mk7.',
  category: 'Brakes',
  make: 'Audi',
  difficulty: 'Intermediate',
  timeRequired: '1.5-2.5 hours',
  isDetailed: true,
  scope: 'platform',
  platforms: ['audi/a4-b8', 'audi/s4-b8', 'volkswagen/golf-gti-mk6', 'volkswagen/golf-gti-mk7', 'volkswagen/golf-r-mk7'],
  content: {
    intro:
      'Both cars use floating calipers on a carrier and a rotor held by a small screw. Audi fits a pad wear sensor on the front left; VW Golf models ' +
      'mostly do not. Cars with an electric parking brake need the rear pistons retracted by a scan tool, so this guide covers the front axle.',
    facts: [
      { label: 'Pad wear limit', value: '2-3 mm of friction material' },
      { label: 'Brake fluid', value: 'DOT 4 to VW 501 14' },
    ],
    torque: [
      { fastener: 'Caliper guide bolts', value: '28 Nm (21 ft-lbs)', sources: ['vag-service-info'] },
      { fastener: 'Rotor retaining screw', value: '4 Nm (3 ft-lbs)', sources: ['vag-service-info'] },
      { fastener: 'Wheel bolts', value: '120 Nm (89 ft-lbs)', sources: ['vag-service-info'] },
    ],
    steps: [
      step('Raise the car and remove the wheels', 'Loosen the wheel bolts, lift onto stands, remove the wheels.'),
      step('Remove the caliper', 'Unplug the wear sensor (Audi), remove the caliper spring clip and the two guide bolts under their caps; hang the caliper.'),
      step('Remove the carrier and rotor', 'Undo the carrier bolts, remove the small rotor screw and pull the rotor off.'),
      step('Clean the hub', 'Wire-brush the hub face clean.'),
      step('Fit rotor, carrier and pads', 'Fit the new rotor and screw, then the carrier with new bolts where the repair manual calls for them, tightened to its figure for your brake size (it varies between calipers); fit the pads with a little brake grease on their contact points.'),
      step('Refit the caliper', 'Push the piston back, refit the caliper and guide bolts (28 Nm) and the spring clip; plug in the new sensor.'),
      step('Wheels and bed-in', 'Refit wheels to 120 Nm, pump the pedal until firm and bed the pads in.'),
    ],
    tools: ['Jack and jack stands', '7 mm hex bit', 'Triple-square (XZN) and Torx bits', 'Torque wrench covering 4-200 Nm', 'Piston compressor', 'Brake cleaner and grease'],
    parts: [{ name: 'Front brake pad set' }, { name: 'Front brake rotor pair' }, { name: 'Brake pad wear sensor (Audi)' }],
    tips: ['Check rotor thickness against the minimum cast on the rotor.'],
    warnings: ['Rear brakes with an electric parking brake: never force the pistons back by hand.'],
  },
};
