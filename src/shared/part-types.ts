/**
 * The kinds of part the catalog carries. A part names its type by id (`parts.part_type`); search
 * recognises a type in a query by its words (the `search_synonyms` rows of the type) and lists parts
 * of that type first; the repair knowledge keys symptoms and fault codes on the same ids.
 *
 * `kind` separates what wears or fails (a symptom leads to it) from what is bought for a job or kept
 * in the garage: fluids, tools and accessories.
 */
export const PART_TYPE_KINDS = ['wear', 'fluid', 'tool', 'accessory'] as const;
export type PartTypeKind = (typeof PART_TYPE_KINDS)[number];

export interface CatalogPartType {
  id: string;
  /** How a shopper reads it on a filter: "Front brake pads". */
  name: string;
  categorySlug: string;
  kind: PartTypeKind;
}

function type(id: string, name: string, categorySlug: string, kind: PartTypeKind = 'wear'): CatalogPartType {
  return { id, name, categorySlug, kind };
}

export const CATALOG_PART_TYPES = [
  type('oil-filter', 'Oil filters', 'filters'),
  type('air-filter', 'Engine air filters', 'filters'),
  type('cabin-filter', 'Cabin air filters', 'filters'),
  type('fuel-filter', 'Fuel filters', 'filters'),
  type('spark-plug', 'Spark plugs', 'ignition'),
  type('ignition-coil', 'Ignition coils', 'ignition'),
  type('timing-belt', 'Timing belts', 'timing-drive-belts'),
  type('timing-kit', 'Timing belt kits', 'timing-drive-belts'),
  type('drive-belt', 'Drive belts', 'timing-drive-belts'),
  type('belt-tensioner', 'Belt tensioners', 'timing-drive-belts'),
  type('water-pump', 'Water pumps', 'cooling'),
  type('thermostat', 'Thermostats', 'cooling'),
  type('radiator', 'Radiators', 'cooling'),
  type('expansion-tank', 'Expansion tanks', 'cooling'),
  type('brake-pads-front', 'Front brake pads', 'brakes'),
  type('brake-pads-rear', 'Rear brake pads', 'brakes'),
  type('brake-disc-front', 'Front brake rotors', 'brakes'),
  type('brake-disc-rear', 'Rear brake rotors', 'brakes'),
  type('brake-sensor', 'Brake pad wear sensors', 'brakes'),
  type('shock', 'Struts and shocks', 'suspension-steering'),
  type('control-arm', 'Control arms', 'suspension-steering'),
  type('sway-link', 'Sway bar links', 'suspension-steering'),
  type('tie-rod', 'Tie rod ends', 'suspension-steering'),
  type('battery', 'Batteries', 'electrical-batteries'),
  type('alternator', 'Alternators', 'electrical-batteries'),
  type('starter', 'Starter motors', 'electrical-batteries'),
  type('exhaust-gasket', 'Exhaust manifold gaskets', 'exhaust'),
  type('muffler', 'Mufflers', 'exhaust'),
  type('clutch', 'Clutch kits', 'transmission-drivetrain'),
  type('flex-disc', 'Flex discs', 'transmission-drivetrain'),
  type('atf-kit', 'Transmission service kits', 'transmission-drivetrain'),
  type('valve-cover-gasket', 'Valve cover gaskets', 'engine'),
  type('oil-housing-gasket', 'Oil filter housing gaskets', 'engine'),
  type('engine-mount', 'Engine mounts', 'engine'),
  type('turbocharger', 'Turbochargers', 'engine'),
  type('crankcase-vent', 'Crankcase vent valves', 'engine'),
  type('o2-sensor', 'Oxygen sensors', 'sensors-gauges'),
  type('maf-sensor', 'Mass air flow sensors', 'sensors-gauges'),
  type('crank-sensor', 'Crankshaft position sensors', 'sensors-gauges'),
  type('oil-pressure-sensor', 'Oil pressure switches', 'sensors-gauges'),
  type('door-handle', 'Door handles', 'body-exterior'),
  type('wiper', 'Wiper blades', 'body-exterior'),
  type('mirror-glass', 'Mirror glass', 'body-exterior'),
  type('lift-support', 'Lift supports', 'body-exterior'),
  type('window-regulator', 'Window regulators', 'interior'),
  type('cup-holder', 'Cup holders', 'interior'),
  type('headlight', 'Headlights', 'lighting'),
  type('tail-light', 'Tail lights', 'lighting'),
  type('bulb', 'Headlight bulbs', 'lighting'),
  type('floor-mats', 'Floor mats', 'interior', 'accessory'),
  type('engine-oil', 'Engine oil', 'fluids-maintenance', 'fluid'),
  type('coolant', 'Coolant', 'fluids-maintenance', 'fluid'),
  type('brake-fluid', 'Brake fluid', 'fluids-maintenance', 'fluid'),
  type('transmission-fluid', 'Transmission fluid', 'fluids-maintenance', 'fluid'),
  type('oil-filter-wrench', 'Oil filter wrenches', 'tools', 'tool'),
  type('timing-tool-kit', 'Timing tool kits', 'tools', 'tool'),
] as const satisfies readonly CatalogPartType[];

export type PartTypeId = (typeof CATALOG_PART_TYPES)[number]['id'];

const BY_ID: ReadonlyMap<string, CatalogPartType> = new Map(CATALOG_PART_TYPES.map((t) => [t.id, t]));

export function catalogPartType(id: string): CatalogPartType | undefined {
  return BY_ID.get(id);
}

export function isPartTypeId(id: string): id is PartTypeId {
  return BY_ID.has(id);
}
