import { step, type GuideSeed } from './guide-seed';

export const swayBarLinkReplacement: GuideSeed = {
  slug: 'sway-bar-link-replacement',
  path: '/guides/sway-bar-link-replacement',
  title: 'Sway Bar End Link Replacement: Fixing a Clunk Over Bumps (Any Car)',
  description: 'Find and fix the commonest suspension clunk: check the sway bar end links for play and replace them in pairs.',
  category: 'Suspension',
  make: 'All makes',
  difficulty: 'Beginner',
  timeRequired: '30-60 minutes',
  isDetailed: true,
  scope: 'generic',
  platforms: [],
  content: {
    intro: 'Worn end links knock over small bumps and broken roads at low speed. They are cheap and quick to replace, so check them before anything else.',
    facts: [{ label: 'Symptom', value: 'Knock or rattle over small bumps, mostly at low speed' }],
    torque: [
      { fastener: 'End link nuts (new self-locking nuts)', value: 'Typically 40-65 Nm (30-48 ft-lbs) by thread size: use your car’s figure', sources: ['parts-maker-instructions'] },
      { fastener: 'Wheel bolts', value: 'Your car’s figure (BMW and Audi/VW 120 Nm, Mercedes 130 Nm, Porsche 160 Nm)', sources: ['parts-maker-instructions', 'bmw-service-info', 'vag-service-info', 'porsche-service-info', 'mb-service-info'] },
    ],
    steps: [
      step('Check for play', 'With the car on its wheels, grab each link and shake it, or lever it with a bar: a knock or free play condemns it.'),
      step('Raise the car', 'Lift and support the car; remove the wheel for access.'),
      step('Undo the nuts', 'Hold the ball-joint stud with a hex or Torx key while undoing each nut.'),
      step('Fit the new link', 'Fit the new link and new nuts.'),
      step('Torque at ride height', 'Tighten the nuts with the suspension loaded (car on ramps or the hub jacked to ride height), so the rubber is not preloaded.'),
    ],
    tools: ['Jack and stands', 'Open spanner and hex or Torx key to hold the stud', 'Torque wrench'],
    parts: [{ name: 'Sway bar end links (pair)' }],
    tips: ['Replace links in pairs.'],
    warnings: ['Do not use an impact gun on the ball joint nuts: it spins the stud and ruins the joint.'],
  },
};
