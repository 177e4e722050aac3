import { step, type GuideSeed } from './guide-seed';

export const strutReplacement: GuideSeed = {
  slug: 'strut-replacement',
  path: '/guides/strut-replacement',
  title: 'Front Strut and Top Mount Replacement (Any Car)',
  description: 'Replace worn front struts and top mounts that knock over bumps or let the car bounce, with the spring transferred safely.',
  category: 'Suspension',
  make: 'All makes',
  difficulty: 'Intermediate',
  timeRequired: '3-4 hours per axle',
  isDetailed: true,
  scope: 'generic',
  platforms: [],
  content: {
    intro:
      'Worn struts bounce and knock; collapsed top mounts clunk over bumps and when steering. Replace struts in axle pairs, with new mounts and bump ' +
      'stops. Complete strut assemblies avoid compressing springs at home.',
    facts: [{ label: 'Bounce test', value: 'More than one rebound after pushing a corner down means worn damping' }],
    torque: [
      { fastener: 'Top mount nuts', value: 'Typically 25-65 Nm by size: use your car’s figure', sources: ['parts-maker-instructions'] },
      { fastener: 'Strut to knuckle bolts or pinch bolt', value: 'Typically 80-120 Nm: use your car’s figure', sources: ['parts-maker-instructions'] },
      { fastener: 'Piston rod nut (spring transfer)', value: 'Typically 45-65 Nm, held with the rod key', sources: ['parts-maker-instructions'] },
    ],
    steps: [
      step('Check', 'Bounce-test each corner and look for oil on the strut body; hold the top mount while a helper rocks the car.'),
      step('Raise and remove the wheel', 'Lift and support the car on stands.'),
      step('Detach the strut', 'Unclip the brake hose, ABS wire and sway link; undo the strut-to-knuckle bolts.'),
      step('Remove the top nuts', 'Support the strut and undo the top mount nuts under the hood.'),
      step('Transfer or replace', 'Fit a complete assembly, or compress the spring with a proper compressor and move it to the new strut with a new mount.'),
      step('Refit', 'Refit in reverse, torque the knuckle bolts and top nuts, reconnect lines.'),
      step('Align', 'Have the alignment checked.'),
    ],
    tools: ['Jack and stands', 'Spring compressor (if not using complete assemblies)', 'Torque wrench', 'Strut rod key set'],
    parts: [{ name: 'Front strut or strut assembly (pair)' }, { name: 'Strut top mounts (pair)' }],
    tips: ['Mark the strut position on the knuckle to keep the camber close.'],
    warnings: ['A compressed spring stores deadly energy: use a quality compressor and never stand in line with it.'],
  },
};
