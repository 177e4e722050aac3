import { step, type GuideSeed } from './guide-seed';

export const ignitionCoilSwapTest: GuideSeed = {
  slug: 'ignition-coil-swap-test',
  path: '/guides/ignition-coil-swap-test',
  title: 'Diagnosing a Misfire: the Coil Swap Test (Any Car)',
  description: 'Find out whether a misfire code (P0301-P0308) comes from the coil, the plug or the injector by swapping parts between cylinders.',
  category: 'Diagnosis',
  make: 'All makes',
  difficulty: 'Beginner',
  timeRequired: '30-45 minutes plus a test drive',
  isDetailed: true,
  scope: 'generic',
  platforms: [],
  content: {
    intro:
      'A cylinder-specific misfire code names the cylinder, not the part. Moving one suspect part at a time to another cylinder and seeing whether the ' +
      'code follows it turns a guess into a diagnosis, and costs nothing but time.',
    facts: [{ label: 'Codes', value: 'P0301-P0308 (cylinder 1-8 misfire), P0300 (random)' }],
    torque: [
      { fastener: 'Coil hold-down bolts (where fitted)', value: 'Typically 8-10 Nm (6-7 ft-lbs)', sources: ['parts-maker-instructions'] },
      { fastener: 'Spark plugs', value: 'As your engine’s guide or manual lists (typically 20-30 Nm)', sources: ['ngk-plug-installation'] },
    ],
    steps: [
      step('Read and note the codes', 'Read the stored codes and freeze-frame data with a scan tool: note which cylinder and under what load and temperature.'),
      step('Find the cylinder', 'Look up your engine’s cylinder numbering; BMW and Porsche number differently from Audi/VW V engines.'),
      step('Swap the coil', 'Swap the coil of the named cylinder with a neighbour’s. Write down which went where.'),
      step('Clear and drive', 'Clear the codes and drive in the conditions the freeze frame showed until the misfire monitor runs.'),
      step('Read the result', 'If the code now names the other cylinder, the coil is bad. If it stays, swap the plugs the same way, then the injectors where practical.'),
      step('When nothing follows', 'A misfire that stays with the cylinder after coil, plug and injector swaps points to compression: run a compression and leak-down test.'),
    ],
    tools: ['OBD-II scan tool', 'Socket set and the coil tools your engine needs', 'Notepad'],
    parts: [{ name: 'Ignition coil or spark plug, once the test has named it' }],
    tips: ['Several cylinders misfiring at once point to something shared: plugs past interval, a vacuum leak or fuel pressure.'],
    warnings: ['A flashing check-engine light means a misfire bad enough to damage the catalytic converter: drive gently until fixed.'],
  },
};
