import { step, type GuideSeed } from './guide-seed';

export const controlArmReplacement: GuideSeed = {
  slug: 'control-arm-replacement',
  path: '/guides/control-arm-replacement',
  title: 'Front Control Arm and Bushing Replacement (Any Car)',
  description: 'Replace worn front control arms, thrust arms and bushings that clunk over bumps or shimmy when braking, and tighten them the right way.',
  category: 'Suspension',
  make: 'All makes',
  difficulty: 'Intermediate',
  timeRequired: '2-3 hours per side',
  isDetailed: true,
  scope: 'generic',
  platforms: [],
  content: {
    intro:
      'Control arms carry the wheel: worn ball joints and bushings clunk, wander and shimmy under braking (BMW’s front thrust-arm bushings are a classic). ' +
      'Bushing bolts must be tightened with the suspension at ride height, or the rubber is twisted and fails early. Align the wheels afterwards.',
    facts: [{ label: 'After the job', value: 'Wheel alignment' }],
    torque: [
      { fastener: 'Ball joint nuts (new self-locking nuts)', value: 'Typically 60-90 Nm plus any angle your manual gives', sources: ['parts-maker-instructions'] },
      { fastener: 'Bushing-to-subframe bolts, at ride height', value: 'Typically 80-120 Nm plus angle: use your car’s figure', sources: ['parts-maker-instructions'] },
    ],
    steps: [
      step('Confirm the worn part', 'Lever each arm and rock the wheel: torn rubber, fluid from hydraulic bushings or movement at a ball joint.'),
      step('Raise and remove the wheel', 'Lift and support the car on stands at the body.'),
      step('Separate the ball joint', 'Undo the ball joint nut and free the joint with a puller, not a hammer on the knuckle.'),
      step('Remove the arm', 'Undo the bushing bolts at the subframe and remove the arm.'),
      step('Fit the new arm', 'Fit the new arm, start all nuts and bolts, tighten the ball joint nut to torque.'),
      step('Tighten bushings at ride height', 'Jack the hub up to normal ride height (or lower the car onto ramps) before torquing the bushing bolts.'),
      step('Align', 'Refit the wheel and have the alignment set.'),
    ],
    tools: ['Jack and stands', 'Ball joint puller', 'Breaker bar and torque wrench with angle gauge', 'Pry bar'],
    parts: [{ name: 'Control arm (with bushings and ball joint)' }, { name: 'New self-locking nuts and bolts where specified' }],
    tips: ['Replace arms in pairs when both are old.'],
    warnings: ['Never work under a car on a jack alone.'],
  },
};
