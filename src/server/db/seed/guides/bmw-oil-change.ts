import type { GuideSeed } from './guide-seed';

/** Beginner, 45-60 minutes, 9 steps, 3,000-5,000 miles, drain plug about 25 ft-lbs (34 Nm), 6.5-7 quarts. */
export const bmwOilChange: GuideSeed = {
  slug: 'bmw-oil-change',
  path: '/guides/bmw-oil-change',
  title: 'BMW Oil Change',
  description:
    'Change the engine oil and filter on a BMW six-cylinder at home: drain, new filter element, refill with 6.5-7 quarts and reset the service reminder.',
  category: 'Maintenance',
  make: 'BMW',
  difficulty: 'Beginner',
  timeRequired: '45-60 minutes',
  isDetailed: true,
  scope: 'platform',
  platforms: ['bmw-m54', 'bmw-n52', 'bmw-n54', 'bmw-n55', 'bmw-b58'],
  content: {
    intro:
      'Most BMW six-cylinder engines of the last two decades (the M54, N52, N54, N55 and B58 in the E46, E90/E92, F30, E60, F10 and X5 generations) use a ' +
      'cartridge oil filter in a housing on top or at the side of the engine and a drain plug in the oil pan. The job is the same on all of them; ' +
      'only the capacity and the filter element differ, so check both for your engine before you buy. BMW’s own condition-based service ' +
      'may allow longer intervals; changing every 3,000-5,000 miles is the conservative choice for cars that are driven hard, tracked or used for short trips.',
    facts: [
      { label: 'Interval', value: '3,000-5,000 miles' },
      { label: 'Oil capacity', value: '6.5-7 quarts with filter (six-cylinder engines)' },
      { label: 'Drain plug torque', value: 'About 25 ft-lbs (34 Nm)' },
      { label: 'Oil specification', value: 'The BMW Longlife approval in your owner’s manual (LL-01 for most gasoline engines)' },
    ],
    torque: [
      { fastener: 'Oil drain plug (new aluminium washer)', value: 'About 25 ft-lbs (34 Nm)', sources: ['bmw-service-info'] },
      { fastener: 'Oil filter housing cap', value: '25 Nm (18 ft-lbs), or the figure printed on the cap', sources: ['bmw-service-info'] },
    ],
    steps: [
      {
        title: 'Gather the parts and warm the engine',
        body:
          'Have the filter kit, a new drain plug washer and 7 quarts of approved oil at hand. Run the engine for two or three minutes so the oil flows ' +
          'freely, but do not drain it at full operating temperature: oil at 100 °C burns skin.',
      },
      {
        title: 'Raise the car safely',
        body:
          'Park on level ground, set the parking brake and lift the front on ramps or with a jack at the reinforced jacking points, then lower it onto ' +
          'jack stands. Remove the underbody panel (belly pan) or its oil-drain access flap, usually held by a few 10 mm bolts or T25 screws.',
      },
      {
        title: 'Open the oil filter housing first',
        body:
          'Unscrew the filter housing cap a few turns with the correct socket or cap wrench before draining. Opening it lets the oil in the housing ' +
          'run back into the pan, so it leaves with the rest instead of spilling when you pull the element.',
      },
      {
        title: 'Drain the old oil',
        body:
          'Place a drain pan of at least 8 quarts under the plug and remove the drain plug (usually 17 mm). Keep your arm clear of the stream and let the ' +
          'oil drain for 10-15 minutes, until it only drips.',
      },
      {
        title: 'Refit the drain plug with a new washer',
        body:
          'Wipe the plug and the pan’s sealing face clean, fit a new aluminium sealing washer and thread the plug in by hand. Tighten it with a torque ' +
          'wrench to about 25 ft-lbs (34 Nm). The oil pan is aluminium: overtightening strips the threads, which turns a 45-minute job into a new oil pan.',
      },
      {
        title: 'Replace the filter element and its O-rings',
        body:
          'Lift the cap and old element out, pull the element off the cap and remove the old O-rings with a plastic pick. Fit the new O-rings from the kit, ' +
          'wet them with fresh oil, clip in the new element and screw the cap down to the torque printed on it (typically 25 Nm). Make sure no old O-ring stays stuck in the housing.',
      },
      {
        title: 'Refill with fresh oil',
        body:
          'Pour in about 6 quarts through the filler cap on the valve cover, then check the level before adding more. The full capacity is 6.5-7 quarts ' +
          'depending on the engine; overfilling is as harmful as running low.',
      },
      {
        title: 'Run the engine and check for leaks',
        body:
          'Start the engine and let it idle for a minute: the oil pressure warning must go out within a few seconds. Look under the car at the drain ' +
          'plug and up at the filter housing for drips, then switch off and wait a few minutes for the oil to settle.',
      },
      {
        title: 'Check the level, reset the service reminder and clean up',
        body:
          'Read the level on the dipstick or, on cars without one, through the electronic oil level check (engine warm and idling on level ground). ' +
          'Top up in small amounts to the full mark. Reset the oil service in the instrument cluster or iDrive menu, refit the underbody panel, lower ' +
          'the car and take the old oil and filter to a recycling point.',
      },
    ],
    tools: [
      'Jack and two jack stands, or drive-on ramps',
      'Drain pan (8 quarts or more)',
      'Socket set with a 17 mm socket for the drain plug (size varies by engine)',
      'Oil filter cap socket or cap wrench to suit your filter housing',
      'Torque wrench covering 20-40 ft-lbs',
      'Funnel',
      'Plastic pick for O-rings',
      'Nitrile gloves and shop towels',
    ],
    parts: [
      { name: 'Oil filter kit with O-rings, N52 engines', partNumber: '11 42 7 566 327' },
      { name: 'Oil filter kit with O-rings, N55 engines', partNumber: '11 42 7 953 129' },
      { name: 'Drain plug sealing washer (aluminium)' },
      { name: 'Engine oil, BMW Longlife-01 approved, 7 quarts' },
    ],
    tips: [
      'Buy the filter by engine code, not by model: a 328i can have an N52 or an N20 depending on the year.',
      'Loosen the filter cap before draining the pan so the housing empties into it.',
      'Fill a little under the capacity first, then top up after the engine has run: the filter housing holds oil.',
      'Write the date and mileage on the new filter’s box or in your service log.',
      'A quick look at the old oil helps: a milky film points to coolant, metallic glitter to wear. Both deserve a specialist’s opinion.',
    ],
    warnings: [
      'Never work under a car held up only by a jack: always use jack stands or ramps on firm, level ground.',
      'Hot oil causes burns: let the engine cool for a few minutes after warming it.',
      'Do not overtighten the drain plug; about 25 ft-lbs (34 Nm) is enough for the aluminium pan.',
      'Used oil is hazardous waste: recycle it and the old filter, never pour it away.',
    ],
  },
};
