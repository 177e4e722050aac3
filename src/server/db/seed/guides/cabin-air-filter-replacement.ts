import { step, type GuideSeed } from './guide-seed';

export const cabinAirFilterReplacement: GuideSeed = {
  slug: 'cabin-air-filter-replacement',
  path: '/guides/cabin-air-filter-replacement',
  title: 'Cabin Air Filter Replacement (Any Car)',
  description: 'Replace the cabin (pollen) filter behind the glovebox or under the cowl to clear musty smells and weak airflow.',
  category: 'Maintenance',
  make: 'All makes',
  difficulty: 'Easy',
  timeRequired: '15-30 minutes',
  isDetailed: true,
  scope: 'generic',
  platforms: [],
  content: {
    intro: 'The cabin filter sits behind the glovebox on most cars, or under the cowl panel at the base of the windshield (many BMWs have two there).',
    facts: [{ label: 'Interval', value: '15,000-20,000 miles or yearly' }],
    torque: [{ fastener: 'Cowl panel and filter cover screws', value: 'Snug, about 2-3 Nm: plastic threads', sources: ['parts-maker-instructions'] }],
    steps: [
      step('Find the housing', 'Empty the glovebox and lower it, or remove the cowl panel under the wipers.'),
      step('Remove the old filter', 'Open the filter cover and slide the old element out, noting the airflow arrow.'),
      step('Fit the new filter', 'Slide the new filter in with the arrow the same way.'),
      step('Close up', 'Refit the cover and glovebox or cowl panel.'),
    ],
    tools: ['Screwdriver or Torx bits', 'Vacuum'],
    parts: [{ name: 'Cabin air filter (activated charcoal)' }],
    tips: ['Vacuum the housing before fitting the new filter.'],
    warnings: ['Switch the blower off before opening the housing.'],
  },
};
