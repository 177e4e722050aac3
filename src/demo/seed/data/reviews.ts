/**
 * Phrases for demo reviews. A review is a title for its star rating plus an opening about fit or quality
 * (or, for fluids and tools, about the product) and a closing about the job, so reviews of the same part
 * read differently.
 */
import type { CategorySlug } from './categories';

export const REVIEWER_FIRST_NAMES = [
  'Alex', 'Ben', 'Carlos', 'Dana', 'Erik', 'Farah', 'Greg', 'Hannah', 'Ivan', 'Jason', 'Kenji', 'Laura', 'Marco', 'Nina',
  'Omar', 'Priya', 'Quinn', 'Rachel', 'Stefan', 'Tom', 'Uwe', 'Valerie', 'Will', 'Yuki', 'Zach', 'Chris', 'Dave', 'Mike',
  'Sam', 'Jess', 'Luca', 'Hiro', 'Sofia', 'Matt', 'Anna', 'Ryan',
];

export const REVIEWER_LAST_INITIALS = 'ABCDEFGHJKLMNPRSTVWZ';

export const TITLES_BY_RATING: Record<number, readonly string[]> = {
  5: ['Perfect fit', 'Exactly like the original', 'Great quality', 'Does the job perfectly', 'Highly recommended', 'OE quality at a fair price', 'Fixed my problem'],
  4: ['Good part, minor gripe', 'Solid replacement', 'Works well', 'Good value', 'Fits as expected'],
  3: ['Does the job', 'Okay, not great', 'Fit needed some fiddling', 'Average quality'],
  2: ['Not impressed', 'Fit was off', 'Had to return the first one'],
  1: ['Failed early', 'Wrong part for my car'],
};

/** Openings for parts that are fitted to the car. */
export const FITTED_OPENINGS_BY_RATING: Record<number, readonly string[]> = {
  5: [
    'Bolted right in with no modifications.',
    'Identical to the part that came off the car, down to the markings.',
    'Quality is excellent and the packaging was solid.',
    'Fit and finish are spot on.',
    'Cheapest price I found by a wide margin, and it arrived in two days.',
  ],
  4: [
    'Good quality and it fit fine.',
    'Works as it should, though the instructions were thin.',
    'Fit well; shipping took a few days longer than quoted.',
    'Nice part, slightly different finish than the original.',
  ],
  3: [
    'It works, but fit was not perfect out of the box.',
    'Quality seems fine, but the box arrived damaged.',
    'Had to reuse a clip from the old part.',
  ],
  2: ['The first one was defective and had to be exchanged.', 'Tolerances were off and it took a lot of persuading to fit.'],
  1: ['Failed within a few months.', 'Did not match the listing for my car.'],
};

/** Openings for fluids and tools, which are used rather than fitted. */
export const CONSUMABLE_OPENINGS_BY_RATING: Record<number, readonly string[]> = {
  5: [
    'Exactly what I ordered, well packed.',
    'Best price I could find and it shipped the same day.',
    'Great quality for the money.',
    'Arrived quickly and sealed.',
  ],
  4: ['Good product, shipping took a few days longer than quoted.', 'Does what it should; the price went up since my last order.'],
  3: ['Fine, but one container arrived dented.', 'Works, though the finish could be better.'],
  2: ['Arrived with a leaking seal and had to be replaced.', 'Not as well made as I expected.'],
  1: ['Wrong item shipped.', 'Arrived damaged and unusable.'],
};

export const CLOSINGS_BY_CATEGORY: Record<CategorySlug, readonly string[]> = {
  engine: ['The engine runs smoothly again.', 'No warning lights since the repair.', 'Two thousand miles later, still perfect.'],
  brakes: ['Pedal feel is firm and there is very little dust.', 'Quiet after bedding in, no squeal at all.', 'Stops as well as the originals did when new.'],
  filters: ['Easy ten-minute job at every oil change.', 'Filter media looks well made.', 'Same filter the dealer uses for a fraction of the price.'],
  ignition: ['Misfire code gone and idle is smooth again.', 'Car pulls cleanly to redline now.', 'Came pre-gapped, just torqued them in.'],
  'timing-drive-belts': ['Everything needed for the job was in the box.', 'Belt job done in a weekend with the right tools.', 'Peace of mind for the next service interval.'],
  'suspension-steering': ['The clunk over bumps is gone.', 'Car feels tight again, like new.', 'Alignment came out right on spec afterwards.'],
  'electrical-batteries': ['Registered it with my scan tool and it has been perfect.', 'Cranks strong even on cold mornings.', 'Charging voltage is back to normal.'],
  cooling: ['Temperature stays dead steady now.', 'No more coolant smell or drips.', 'Bled the system and it has been fine since.'],
  'sensors-gauges': ['Check-engine light went out and stayed out.', 'Fuel trims back to normal.', 'Plug-and-play, no coding needed.'],
  exhaust: ['The ticking at cold start is gone.', 'Sounds like stock again, no drone.', 'Sealed perfectly with new copper nuts.'],
  'transmission-drivetrain': ['Shifts are smooth again.', 'No more clunk when getting on and off the throttle.', 'Engagement is smooth and progressive.'],
  'body-exterior': ['Matches the other side perfectly.', 'Looks factory.', 'Took fifteen minutes to swap.'],
  interior: ['Finally something that does not break after a month.', 'Colour matches the rest of the interior.', 'Clicked right into place.'],
  lighting: ['Beam pattern is correct and no more condensation.', 'Much brighter than my old yellowed unit.', 'Plugged straight in, no warnings.'],
  'fluids-maintenance': ['Right spec for my car, good price.', 'I buy it by the case now.', 'Exactly what the manual calls for.'],
  tools: ['Paid for itself on the first job.', 'Well machined and fits exactly.', 'Made the job far easier than the workarounds.'],
};
