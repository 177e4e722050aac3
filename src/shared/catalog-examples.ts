/**
 * Catalog facts the screens name. The demo catalog guarantees each exists.
 */

/** Popular quick searches on the home page, each going to /search?q={term}. */
export const POPULAR_SEARCHES = ['Brake Pads', 'Oil Filters', 'Spark Plugs', 'Air Filters', 'Timing Belts'] as const;

/** The prototype's special part: listed by nine vendors in the demo catalog. */
export const SPECIAL_PART_NUMBER = '11621259307';

/** Example numbers on the part-number search screen. */
export const EXAMPLE_PART_NUMBERS = [
  { label: 'Cup holder', partNumber: '51168217953' },
  { label: 'Turbocharger', partNumber: '99712302372' },
  { label: 'Door handle', partNumber: '51217231931' },
] as const;
