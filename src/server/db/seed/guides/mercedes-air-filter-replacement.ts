import type { GuideSeed } from './guide-seed';

/** Easy, 10-20 minutes, 7 steps, 15,000-30,000 miles. */
export const mercedesAirFilterReplacement: GuideSeed = {
  slug: 'mercedes-air-filter-replacement',
  path: '/guides/mercedes-air-filter-replacement',
  title: 'Mercedes-Benz Air Filter Replacement',
  description:
    'Swap the engine air filter on a Mercedes-Benz C-, E- or S-Class in a few minutes with basic hand tools, and keep the mass airflow sensor safe.',
  category: 'Maintenance',
  make: 'Mercedes-Benz',
  difficulty: 'Easy',
  timeRequired: '10-20 minutes',
  isDetailed: true,
  scope: 'platform',
  platforms: ['mb-m272', 'mb-m273', 'mb-m274', 'mb-m276', 'mb-m278'],
  content: {
    intro:
      'The engine air filter sits in a plastic housing under the hood, held by clips or Torx screws. Four-cylinder engines (M271, M274) ' +
      'have one element; most V6 and V8 engines (M272, M273, M276, M278) have two housings, one per cylinder bank, and both elements are ' +
      'replaced together. Replace the filter every 15,000-30,000 miles, sooner on dusty roads.',
    facts: [
      { label: 'Interval', value: '15,000-30,000 miles (sooner in dusty conditions)' },
      { label: 'Elements', value: 'One on four-cylinder engines, usually two on V6 and V8 engines' },
    ],
    torque: [{ fastener: 'Air filter housing cover screws (where fitted)', value: 'Snug, about 3 Nm (27 in-lbs): the threads are in plastic', sources: ['mb-service-info'] }],
    steps: [
      {
        title: 'Open the hood and locate the air filter housing',
        body:
          'With the engine off and the key out, open the hood and find the air filter housing: the plastic box the intake duct runs from. ' +
          'On V6 and V8 engines there is one on each side of the engine cover.',
      },
      {
        title: 'Remove the engine cover if it is in the way',
        body:
          'On many models the engine cover overlaps the housing. Lift it straight up off its rubber grommets, front first; never pry it sideways.',
      },
      {
        title: 'Release the housing lid',
        body:
          'Undo the spring clips or the Torx screws (usually T20 or T25) around the lid. If the intake duct or the mass airflow sensor connector ' +
          'has to come off to lift the lid, release the connector lock gently and set the duct aside.',
      },
      {
        title: 'Take out the old filter element',
        body:
          'Lift the lid and remove the element, noting which way it sits and where the seal lip runs. A grey, clogged element or debris on the ' +
          'clean side means the change was due.',
      },
      {
        title: 'Clean the housing',
        body:
          'Wipe out dust, leaves and insects with a damp cloth or a vacuum cleaner. Keep dirt out of the clean-air side and the duct toward the ' +
          'engine: anything that falls in there goes straight to the throttle body and the mass airflow sensor.',
      },
      {
        title: 'Fit the new element',
        body:
          'Set the new element in the same orientation with its seal seated evenly all round. A filter that sits crooked lets unfiltered air bypass it.',
      },
      {
        title: 'Close the housing and check',
        body:
          'Refit the lid and tighten the clips or screws evenly, reconnect the duct and the sensor connector, and refit the engine cover. ' +
          'Start the engine and check that it idles smoothly with no warning lights, then note the mileage for the next change.',
      },
    ],
    tools: ['Torx bits or drivers (T20, T25)', 'Flat-blade screwdriver for clips', 'Vacuum cleaner or damp cloth', 'Flashlight'],
    parts: [
      { name: 'Engine air filter element (one per housing)' },
      { name: 'Mann-Filter air filter to suit your engine' },
    ],
    tips: [
      'Order the filter by engine code (on the label inside the hood or in the vehicle data card): C300 and C350 of the same year can differ.',
      'V6 and V8 engines have two filters: buy and replace them as a pair.',
      'Check the cabin (pollen) filter while you are at it; it is usually behind the glovebox or under the cowl.',
      'Hold the old element up to a light: if little light passes through, your interval can be shorter.',
    ],
    warnings: [
      'Never run the engine with the air filter housing open or the element removed.',
      'Do not clean the mass airflow sensor element with anything but dedicated MAF cleaner, and never touch it.',
      'Do not blow out and reuse a paper element: compressed air tears the media.',
    ],
  },
};
