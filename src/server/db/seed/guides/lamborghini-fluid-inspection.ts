import type { GuideSeed } from './guide-seed';

/** 8 fluids, each with a high, medium or low priority badge and optional check and top-up notes. */
export const lamborghiniFluidInspection: GuideSeed = {
  slug: 'lamborghini-fluid-inspection',
  path: '/guides/lamborghini-fluid-inspection',
  title: 'Lamborghini Fluid Inspection',
  description:
    'Engine oil, coolant, brake fluid and five more: the eight fluids to check on a Gallardo, Huracán, Murciélago or Aventador, how often, and when to top up or leave it to a specialist.',
  category: 'Maintenance',
  make: 'Lamborghini',
  difficulty: 'Intermediate',
  timeRequired: '1-2 hours',
  isDetailed: true,
  scope: 'platform',
  platforms: ['lamborghini/*'],
  content: {
    intro:
      'Regular fluid checks are the cheapest insurance a Lamborghini owner can buy. The V10 and V12 engines are dry-sumped, the transmissions ' +
      'and all-wheel-drive systems carry their own oils, and single-clutch e-gear cars have a separate hydraulic system. Check on level ground, ' +
      'use only the fluids named in your owner’s manual, and treat a falling level as a symptom to trace rather than something to keep topping up. ' +
      'The fluids below are listed by priority: high means check often and never drive low.',
    facts: [
      { label: 'Fluids', value: '8' },
      { label: 'Before each check', value: 'Car level, parking brake on, engine temperature as each check requires' },
    ],
    sections: [
      {
        kind: 'fluid',
        id: 'engine-oil',
        title: 'Engine oil',
        frequency: 'Every 1,000 miles and before any long drive or track day',
        priority: 'high',
        check:
          'The engines are dry-sump: read the level warm, with the engine idling or just after shut-off as your owner’s manual describes, on the dipstick ' +
          'in the oil tank or in the instrument display. A cold reading is meaningless.',
        topUp: 'Add the specified oil in half-quart steps through the oil tank filler and recheck; do not overfill.',
      },
      {
        kind: 'fluid',
        id: 'coolant',
        title: 'Engine coolant',
        frequency: 'Monthly',
        priority: 'high',
        check: 'Engine cold only: read the level against the MIN and MAX marks on the expansion tank. Never open the cap on a hot engine.',
        topUp: 'Top up with the specified premixed coolant (never plain water in winter, never a different coolant type).',
      },
      {
        kind: 'fluid',
        id: 'brake-fluid',
        title: 'Brake fluid',
        frequency: 'Monthly; replace every 2 years (every year if the car sees track use)',
        priority: 'high',
        check:
          'Read the reservoir level against MIN and MAX. A level that falls slowly follows pad wear; a sudden drop means a leak, and the car must not be driven.',
        topUp: 'Use fresh DOT 4 fluid from a sealed container, and only to the MAX mark.',
      },
      {
        kind: 'fluid',
        id: 'e-gear-hydraulic',
        title: 'E-gear / clutch hydraulic fluid',
        frequency: 'Every 6 months (e-gear cars)',
        priority: 'medium',
        check:
          'Check the level in the e-gear hydraulic reservoir with the system depressurised as the manual describes, and look for leaks at the pump and actuator.',
        topUp: 'Only with the hydraulic fluid specified for the system; mixing fluids damages the seals.',
      },
      {
        kind: 'fluid',
        id: 'transmission-oil',
        title: 'Transmission oil',
        frequency: 'At each annual service',
        priority: 'medium',
        check: 'Checked at the fill plug with the car level on a lift; look for drips under the gearbox between services.',
      },
      {
        kind: 'fluid',
        id: 'differential-oil',
        title: 'Front differential and all-wheel-drive coupling oil',
        frequency: 'At each annual service (all-wheel-drive models)',
        priority: 'medium',
        check: 'Checked at the fill plugs on a lift; whining or shuddering in tight turns calls for an earlier check.',
      },
      {
        kind: 'fluid',
        id: 'power-steering',
        title: 'Power steering fluid',
        frequency: 'Every 3 months (hydraulic steering models)',
        priority: 'medium',
        check: 'Read the reservoir dipstick or marks with the engine off; look for seepage at the pump and rack.',
        topUp: 'Only with the specified hydraulic fluid.',
      },
      {
        kind: 'fluid',
        id: 'washer-fluid',
        title: 'Windshield washer fluid',
        frequency: 'Monthly',
        priority: 'low',
        topUp: 'Fill with washer fluid suited to the season; plain water freezes and grows bacteria.',
      },
    ],
    steps: [],
    tools: [
      'Level ground or a lift',
      'Flashlight',
      'Lint-free cloths',
      'Clean funnel',
      'Nitrile gloves',
      'Owner’s manual for the exact fluid specifications',
    ],
    parts: [
      { name: 'Engine oil of the specification in the owner’s manual' },
      { name: 'Premixed coolant of the specified type' },
      { name: 'DOT 4 brake fluid (sealed container)' },
      { name: 'Windshield washer fluid' },
    ],
    tips: [
      'Keep a log of each level and the mileage: a trend tells you more than one reading.',
      'Check the floor of your garage under the car: fresh drips show which system to look at.',
      'Buy fluids in small sealed containers; opened brake fluid absorbs moisture from the air.',
      'Leave gearbox and differential oil checks to a specialist if you have no lift.',
    ],
    warnings: [
      'Never open the coolant cap on a hot engine: the system is under pressure.',
      'Do not drive with a low brake fluid level or a brake warning light.',
      'Use only the specified fluids; the wrong hydraulic fluid or coolant can destroy seals and pumps.',
      'Hot engine and exhaust parts are close to the dipstick and fillers: wear gloves and take care.',
    ],
  },
};
