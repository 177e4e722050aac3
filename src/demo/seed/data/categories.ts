/**
 * Part categories, in the order the home grid and the category filter show them (the filter lists the
 * first eight). Icon keys the screens know: engine, battery, cogs, gauge, car, tools;
 * any other key shows the engine icon.
 */
export interface CategoryData {
  name: string;
  slug: string;
  icon: string;
  description: string;
}

export const CATEGORIES = [
  {
    name: 'Engine',
    slug: 'engine',
    icon: 'engine',
    description: 'Gaskets, mounts, turbochargers and crankcase ventilation parts that keep the engine sealed and smooth.',
  },
  {
    name: 'Brakes',
    slug: 'brakes',
    icon: 'disc',
    description: 'Pads, rotors and wear sensors from the suppliers that equip the cars at the factory.',
  },
  {
    name: 'Filters',
    slug: 'filters',
    icon: 'filter',
    description: 'Oil, air, cabin and fuel filters for every service interval.',
  },
  {
    name: 'Ignition',
    slug: 'ignition',
    icon: 'zap',
    description: 'Spark plugs and ignition coils matched to each engine’s heat range and gap.',
  },
  {
    name: 'Timing & Drive Belts',
    slug: 'timing-drive-belts',
    icon: 'cogs',
    description: 'Timing belts, complete timing belt kits, accessory drive belts and tensioners.',
  },
  {
    name: 'Suspension & Steering',
    slug: 'suspension-steering',
    icon: 'car',
    description: 'Shocks, struts, control arms, sway bar links and tie rod ends.',
  },
  {
    name: 'Electrical & Batteries',
    slug: 'electrical-batteries',
    icon: 'battery',
    description: 'AGM batteries, alternators and starters with the right capacity and coding for each car.',
  },
  {
    name: 'Cooling',
    slug: 'cooling',
    icon: 'thermometer',
    description: 'Water pumps, thermostats, radiators and expansion tanks.',
  },
  {
    name: 'Sensors & Gauges',
    slug: 'sensors-gauges',
    icon: 'gauge',
    description: 'Oxygen, mass air flow, crankshaft position and oil pressure sensors.',
  },
  {
    name: 'Exhaust',
    slug: 'exhaust',
    icon: 'wind',
    description: 'Manifold gaskets, mufflers and cat-back systems.',
  },
  {
    name: 'Transmission & Drivetrain',
    slug: 'transmission-drivetrain',
    icon: 'cogs',
    description: 'Clutch kits, driveshaft flex discs and automatic transmission service kits.',
  },
  {
    name: 'Body & Exterior',
    slug: 'body-exterior',
    icon: 'car',
    description: 'Door handles, wiper blades, mirror glass and lift supports.',
  },
  {
    name: 'Interior',
    slug: 'interior',
    icon: 'armchair',
    description: 'Cup holders, window regulators and floor mats.',
  },
  {
    name: 'Lighting',
    slug: 'lighting',
    icon: 'lightbulb',
    description: 'Headlight assemblies, tail lights and xenon bulbs.',
  },
  {
    name: 'Fluids & Maintenance',
    slug: 'fluids-maintenance',
    icon: 'droplet',
    description: 'Engine oils, coolants, brake fluids and transmission fluids with the maker’s approvals.',
  },
  {
    name: 'Tools',
    slug: 'tools',
    icon: 'tools',
    description: 'Filter wrenches and engine timing tool sets for doing the job right at home.',
  },
] as const satisfies readonly CategoryData[];

export type CategorySlug = (typeof CATEGORIES)[number]['slug'];
