import type { GuideSeed } from './guide-seed';

/**
 * A static BMW timing belt guide with 10 steps at /bmw-timing-belts. Written for the engines
 * that really have a belt (M20 and M40); nearly every other BMW engine uses a chain, and the guide says so.
 */
export const bmwTimingBelts: GuideSeed = {
  slug: 'bmw-timing-belts',
  path: '/bmw-timing-belts',
  title: 'BMW Timing Belt Replacement (M20 and M40 Engines)',
  description:
    'Replace the timing belt and tensioner on belt-driven BMW engines: the M20 six of the E30 325i, 325e and 325is, and the M40 four of the E30 318i. Most other BMW engines use timing chains.',
  category: 'Engine',
  make: 'BMW',
  difficulty: 'Intermediate',
  timeRequired: '4-6 hours',
  isDetailed: true,
  scope: 'platform',
  platforms: ['bmw-m20'],
  content: {
    intro:
      'Most BMW engines use a timing chain that lasts the life of the engine: the M50, M52 and M54 sixes, the S50, S52 and S54, and every N, B and S ' +
      'engine since. If your BMW is one of those, there is no timing belt to change. The belt-driven engines are the M20 inline-six (E30 320i, 323i, ' +
      '325e, 325i, 325is and 325iX; E28 525e and 528e; early E34 520i and 525i) and the M40 four-cylinder (E30 318i 1988-1991, early E36 316i and 318i). ' +
      'Both are interference engines: if the belt breaks or jumps a tooth, pistons hit valves. Replace the belt and tensioner every 4 years or ' +
      '60,000 miles, whichever comes first, and whenever the service history cannot prove it was done. The steps below follow the M20; the M40 is similar with a simpler front end.',
    facts: [
      { label: 'Interval', value: 'Every 4 years or 60,000 miles, whichever comes first' },
      { label: 'Engines with a belt', value: 'M20 six (E30 325i, 325e, 325is, 320i; E28 528e) and M40 four (E30 318i)' },
      { label: 'Engines with a chain', value: 'M50, M52, M54, S50, S52, S54 and all N, B and S engines: no belt to change' },
      { label: 'Engine type', value: 'Interference: a failed belt bends valves' },
    ],
    torque: [
      { fastener: 'Crankshaft hub nut (M20)', value: '410 Nm (302 ft-lbs)', sources: ['bmw-service-info'] },
      { fastener: 'Vibration damper to hub', value: '22 Nm (16 ft-lbs)', sources: ['bmw-service-info'] },
      { fastener: 'Timing belt tensioner bolts', value: '22 Nm (16 ft-lbs)', sources: ['bmw-service-info'] },
    ],
    steps: [
      {
        title: 'Prepare the car and confirm the engine',
        body:
          'Check the engine code on the block or in the service records: only the M20 and M40 have a belt. Disconnect the battery, let the engine cool ' +
          'completely and drain enough coolant to remove the upper radiator hose if it is in the way.',
      },
      {
        title: 'Remove the fan and fan shroud',
        body:
          'Hold the water pump pulley and undo the 32 mm viscous fan clutch nut. It has a left-hand thread: turn it clockwise, as seen from the front, ' +
          'to loosen it. Lift the fan and shroud out together so the radiator fins are not damaged.',
      },
      {
        title: 'Remove the drive belts and the distributor parts',
        body:
          'Release the tension and remove the alternator, power steering and air conditioning belts. Remove the distributor cap, then the rotor (three ' +
          'small Allen screws on the M20) and the dust shield behind it.',
      },
      {
        title: 'Set the engine to top dead centre on cylinder 1',
        body:
          'Turn the crankshaft clockwise with a socket on the crank bolt until the TDC mark on the vibration damper lines up with the pointer and the ' +
          'mark on the camshaft sprocket lines up with the mark on the cylinder head. Cylinder 1 is then at top dead centre on its compression stroke. ' +
          'Do not turn the camshaft or crankshaft separately from now on.',
      },
      {
        title: 'Remove the crank pulley and timing covers',
        body:
          'Remove the bolts that hold the pulley and vibration damper to the crank hub, then the upper and lower timing belt covers. Check that the timing ' +
          'marks on the sprockets are still aligned with the marks on the head and block.',
      },
      {
        title: 'Release the tensioner and remove the old belt',
        body:
          'Loosen the two tensioner bolts, push the tensioner back against its spring and snug one bolt to hold it there. Slip the belt off the ' +
          'sprockets. Inspect it: cracks, missing teeth or oil contamination mean the replacement was overdue, and an oil leak must be fixed now.',
      },
      {
        title: 'Replace the tensioner and inspect the seals and water pump',
        body:
          'Fit the new tensioner roller and spring. Replace the camshaft, intermediate shaft or crankshaft front seals if they leak, and check the water ' +
          'pump for play or weeping; with the fan off, this is the cheapest time to replace it.',
      },
      {
        title: 'Fit the new belt',
        body:
          'Check the marks once more. Starting at the crankshaft sprocket, route the new belt around the intermediate shaft and camshaft sprockets and ' +
          'finally over the tensioner, keeping the runs between the sprockets tight so that all slack ends up on the tensioner side.',
      },
      {
        title: 'Tension the belt and check the timing',
        body:
          'Loosen the tensioner bolt so the spring tensions the belt, then tighten the bolts. Turn the crankshaft two full turns clockwise by hand and ' +
          'confirm that the crank and camshaft marks line up again. If anything binds, stop: do not force it. If the marks are off by a tooth, remove the ' +
          'belt and start this step again.',
      },
      {
        title: 'Reassemble and start the engine',
        body:
          'Refit the timing covers, vibration damper and pulley, dust shield, rotor and distributor cap, the drive belts, the fan (left-hand thread) and the ' +
          'shroud, and refill and bleed the coolant. Reconnect the battery, start the engine and listen for belt noise. Write the date and mileage on a ' +
          'label on the timing cover for the next owner.',
      },
    ],
    tools: [
      'Metric socket set and wrenches (8-32 mm), including a 32 mm thin fan clutch wrench',
      'Water pump pulley holding tool',
      'Hex (Allen) keys for the distributor rotor',
      'Torque wrench',
      'Coolant drain pan',
      'Seal puller and seal driver (if replacing front seals)',
      'Paint marker for the timing marks',
    ],
    parts: [
      { name: 'Timing belt kit (belt and tensioner) for BMW M20' },
      { name: 'Timing belt tensioner spring' },
      { name: 'Water pump (recommended with the belt)' },
      { name: 'Camshaft and intermediate shaft front seals' },
      { name: 'BMW antifreeze coolant (mix 50/50 with distilled water)', partNumber: '82 14 1 467 704' },
    ],
    tips: [
      'Confirm your engine has a belt before buying parts: an E30 325i has one, an E36 325i (M50) does not.',
      'Replace the tensioner and its spring every time; an old tensioner is a common cause of a failed new belt.',
      'Mark the belt’s direction of rotation on the old belt before removal, and compare the old and new belt’s tooth count.',
      'Turn the engine only clockwise, and only by the crank bolt, never by the camshaft sprocket bolt.',
    ],
    warnings: [
      'The M20 and M40 are interference engines: a wrong timing mark or a belt that jumps a tooth bends valves.',
      'Turn the crankshaft by hand two full turns after fitting the belt; stop at any resistance.',
      'The fan clutch nut has a left-hand thread; forcing it the wrong way breaks the water pump.',
      'Let the engine cool completely before draining coolant or working near the exhaust.',
    ],
  },
};
