import { step, type GuideSeed } from './guide-seed';

export const bmwValveCoverGasket: GuideSeed = {
  slug: 'bmw-valve-cover-gasket',
  path: '/guides/bmw-valve-cover-gasket',
  title: 'BMW N52, N54 and N55 Valve Cover Gasket Replacement',
  description: 'Stop the burning-oil smell and oil in the plug wells on BMW N5x sixes: replace the valve cover gasket and spark plug tube seals.',
  category: 'Engine',
  make: 'BMW',
  difficulty: 'Intermediate',
  timeRequired: '3-4 hours',
  isDetailed: true,
  scope: 'platform',
  platforms: ['bmw-n52', 'bmw-n54', 'bmw-n55'],
  content: {
    intro:
      'The rubber valve cover gasket hardens with heat and leaks onto the exhaust manifold, and the plug-tube seals let oil into the spark plug wells, ' +
      'where it causes misfires. The plastic cover itself can warp; if it is cracked or its crankcase vent valve has failed, replace the cover.',
    facts: [{ label: 'Symptoms', value: 'Burning-oil smell, smoke from the engine bay, oil in plug wells' }],
    torque: [
      { fastener: 'Valve cover bolts (M6), in sequence from the centre out', value: '10 Nm (7 ft-lbs)', sources: ['bmw-service-info'] },
      { fastener: 'Spark plugs, if removed', value: '23 Nm (17 ft-lbs)', sources: ['bmw-service-info'] },
    ],
    steps: [
      step('Remove covers and coils', 'Remove the engine cover, coil cover and all six coils.'),
      step('Clear the cover', 'Unclip the wiring harness and its tray, the breather hoses and, on the N52, the eccentric shaft sensor connector.'),
      step('Remove the cover', 'Undo the cover bolts evenly and lift the cover off, tilting it out past the firewall.'),
      step('Clean the surfaces', 'Clean the head’s sealing face with a plastic scraper and brake cleaner; put a dab of sealant at the front and rear cam-cap joints.'),
      step('Fit the new gaskets', 'Fit the new gasket and plug-tube seals into the cover, dry.'),
      step('Refit and torque', 'Lower the cover straight on, start every bolt by hand, then torque to 10 Nm from the centre outwards.'),
      step('Reassemble and test', 'Refit the harness, coils and covers; run the engine and check for leaks once warm.'),
    ],
    tools: ['Sockets and E-Torx sockets', 'Torque wrench covering 5-25 Nm', 'Plastic scraper', 'Brake cleaner and lint-free cloths', 'Sealant for the cam-cap joints'],
    parts: [{ name: 'Valve cover gasket set with plug-tube seals' }, { name: 'Valve cover (if cracked or its vent valve has failed)' }],
    tips: ['Replace oil-soaked coil boots or coils at the same time.', 'Bolts with stripped aluminium threads need an insert, not more torque.'],
    warnings: ['Over-tightening the bolts cracks the plastic cover.'],
  },
};
