import { step, type GuideSeed } from './guide-seed';

export const brakeNoiseFix: GuideSeed = {
  slug: 'brake-noise-fix',
  path: '/guides/brake-noise-fix',
  title: 'Fixing Squealing Brakes (Any Car)',
  description: 'Why brakes squeal or squeak and how to stop it: check the pads, clean and grease the contact points, fit new hardware and bed the pads in.',
  category: 'Brakes',
  make: 'All makes',
  difficulty: 'Beginner',
  timeRequired: '1-2 hours',
  isDetailed: true,
  scope: 'generic',
  platforms: [],
  content: {
    intro:
      'A squeal is a vibration. Worn pads squeal on purpose (their wear indicator); healthy pads squeal when they can vibrate against the caliper because ' +
      'shims or clips are missing and contact points are dry, or when pad and rotor are glazed. Grinding means metal on metal: stop and replace pads and rotors.',
    facts: [{ label: 'First check', value: 'Pad thickness: 3 mm or less means replace' }],
    torque: [
      { fastener: 'Caliper guide bolts', value: 'Typically 25-35 Nm: use your car’s figure (BMW E90 30 Nm, VW/Audi 28 Nm)', sources: ['parts-maker-instructions', 'bmw-service-info', 'vag-service-info'] },
      { fastener: 'Wheel bolts', value: 'Your car’s figure (BMW and Audi/VW 120 Nm, Mercedes 130 Nm, Porsche 160 Nm)', sources: ['parts-maker-instructions', 'bmw-service-info', 'vag-service-info', 'porsche-service-info', 'mb-service-info'] },
    ],
    steps: [
      step('Measure the pads', 'Remove the wheels and measure each pad: replace worn pads on both sides of the axle and skip the rest of this guide.'),
      step('Read the surfaces', 'A mirror-like glaze on pad or rotor means glazing: scuff the rotor or replace both.'),
      step('Clean the carrier', 'Remove the pads and wire-brush rust from the carrier abutments where the pad ears slide.'),
      step('Fit new hardware', 'Fit new abutment clips and anti-squeal shims; apply a thin film of brake grease on the clip contact points and the pad backs, never the friction face.'),
      step('Check slide pins', 'Clean and grease the guide pins so the caliper floats freely.'),
      step('Reassemble and bed in', 'Reassemble to torque and bed in: eight to ten firm stops from 60 to 10 mph without coming to a full stop, then cool down.'),
    ],
    tools: ['Jack and jack stands', 'Wire brush', 'Brake cleaner', 'High-temperature brake grease', 'Torque wrench', 'Vernier caliper for pad thickness'],
    parts: [{ name: 'Brake pad hardware kit (clips and shims)' }, { name: 'Brake pads, if worn or glazed' }],
    tips: ['Some light squeal from performance pads when cold is normal on Porsche and AMG brakes.'],
    warnings: ['Grinding brakes: do not drive further than needed; metal-to-metal wear ruins rotors and can fail.'],
  },
};
