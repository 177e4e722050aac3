/**
 * The part types causes and fluids refer to. Where the catalog files the part under a part system
 * (the demo catalog's src/demo/seed/data/part-systems.ts) the slug is that system's and the search
 * terms are words its parts' names and tags carry; the rest are parts a fix needs that retailer feeds
 * list under the same category, found by the same words once offered. A part is matched to a car by `fitsBy`: its engine,
 * its chassis, a fluid specification, or any car.
 */
import { COMPONENT_PART_TYPES } from './code-components';
import type { PartTypeData } from './types';

function type(slug: string, name: string, categorySlug: string, fitsBy: PartTypeData['fitsBy'], searchTerms: string[]): PartTypeData {
  return { slug, name, categorySlug, fitsBy, searchTerms };
}

const CATALOG_TYPES: readonly PartTypeData[] = [
  // Filters
  type('oil-filter', 'Oil filter', 'filters', 'engine', ['oil filter']),
  type('air-filter', 'Engine air filter', 'filters', 'engine', ['engine air filter', 'air filter']),
  type('cabin-filter', 'Cabin air filter', 'filters', 'model', ['cabin air filter', 'pollen filter']),
  type('fuel-filter', 'Fuel filter', 'filters', 'model', ['fuel filter']),
  // Ignition
  type('spark-plug', 'Spark plugs', 'ignition', 'engine', ['spark plug', 'spark plugs']),
  type('ignition-coil', 'Ignition coil', 'ignition', 'engine', ['ignition coil']),
  // Belts and timing
  type('timing-belt', 'Timing belt', 'timing-drive-belts', 'engine', ['timing belt']),
  type('timing-kit', 'Timing belt kit with water pump', 'timing-drive-belts', 'engine', ['timing belt kit']),
  type('drive-belt', 'Accessory drive belt', 'timing-drive-belts', 'engine', ['drive belt', 'serpentine belt']),
  type('belt-tensioner', 'Drive belt tensioner', 'timing-drive-belts', 'engine', ['belt tensioner']),
  type('timing-chain-kit', 'Timing chain kit', 'timing-drive-belts', 'engine', ['timing chain kit', 'timing chain']),
  // Cooling
  type('water-pump', 'Water pump', 'cooling', 'engine', ['water pump']),
  type('thermostat', 'Thermostat', 'cooling', 'engine', ['thermostat']),
  type('radiator', 'Radiator', 'cooling', 'model', ['radiator']),
  type('expansion-tank', 'Coolant expansion tank', 'cooling', 'model', ['expansion tank', 'coolant reservoir']),
  type('coolant-hose', 'Coolant hose', 'cooling', 'model', ['coolant hose', 'radiator hose']),
  type('cooling-fan', 'Radiator cooling fan', 'cooling', 'model', ['cooling fan', 'radiator fan']),
  // Brakes
  type('brake-pads-front', 'Front brake pads', 'brakes', 'model', ['front brake pad', 'brake pads']),
  type('brake-pads-rear', 'Rear brake pads', 'brakes', 'model', ['rear brake pad', 'brake pads']),
  type('brake-disc-front', 'Front brake rotors', 'brakes', 'model', ['front brake rotor', 'brake rotors']),
  type('brake-disc-rear', 'Rear brake rotors', 'brakes', 'model', ['rear brake rotor', 'brake rotors']),
  type('brake-sensor', 'Brake pad wear sensor', 'brakes', 'model', ['brake pad wear sensor', 'brake wear sensor']),
  type('brake-caliper', 'Brake caliper', 'brakes', 'model', ['brake caliper']),
  type('brake-hardware', 'Brake pad hardware kit', 'brakes', 'model', ['brake hardware', 'anti-rattle clips']),
  // Suspension and steering
  type('shock', 'Shock absorber or strut', 'suspension-steering', 'model', ['strut', 'shocks']),
  type('strut-mount', 'Strut mount', 'suspension-steering', 'model', ['strut mount']),
  type('control-arm', 'Control arm', 'suspension-steering', 'model', ['control arm']),
  type('control-arm-bushing', 'Control arm bushing', 'suspension-steering', 'model', ['control arm bushing', 'thrust arm bushing']),
  type('sway-link', 'Sway bar end link', 'suspension-steering', 'model', ['sway bar link', 'stabilizer link']),
  type('tie-rod', 'Tie rod end', 'suspension-steering', 'model', ['tie rod']),
  type('wheel-bearing', 'Wheel bearing', 'suspension-steering', 'model', ['wheel bearing', 'wheel hub']),
  // Electrical
  type('battery', 'Battery', 'electrical-batteries', 'model', ['agm battery', 'battery']),
  type('alternator', 'Alternator', 'electrical-batteries', 'engine', ['alternator']),
  type('starter', 'Starter motor', 'electrical-batteries', 'engine', ['starter']),
  // Sensors
  type('o2-sensor', 'Oxygen sensor', 'sensors-gauges', 'engine', ['oxygen sensor', 'o2 sensor', 'lambda sensor']),
  type('maf-sensor', 'Mass air flow sensor', 'sensors-gauges', 'engine', ['mass air flow sensor', 'maf']),
  type('crank-sensor', 'Crankshaft position sensor', 'sensors-gauges', 'engine', ['crankshaft position sensor', 'crankshaft sensor']),
  type('cam-sensor', 'Camshaft position sensor', 'sensors-gauges', 'engine', ['camshaft position sensor', 'camshaft sensor']),
  type('oil-pressure-sensor', 'Oil pressure switch', 'sensors-gauges', 'engine', ['oil pressure switch', 'oil pressure sensor']),
  type('coolant-temp-sensor', 'Coolant temperature sensor', 'sensors-gauges', 'engine', ['coolant temperature sensor']),
  type('wheel-speed-sensor', 'Wheel speed (ABS) sensor', 'sensors-gauges', 'model', ['wheel speed sensor', 'abs sensor']),
  // Engine
  type('valve-cover-gasket', 'Valve cover gasket', 'engine', 'engine', ['valve cover gasket']),
  type('oil-housing-gasket', 'Oil filter housing gasket', 'engine', 'engine', ['oil filter housing gasket']),
  type('oil-pan-gasket', 'Oil pan gasket', 'engine', 'engine', ['oil pan gasket']),
  type('engine-mount', 'Engine mount', 'engine', 'model', ['engine mount']),
  type('turbocharger', 'Turbocharger', 'engine', 'engine', ['turbocharger']),
  type('crankcase-vent', 'Crankcase vent (PCV) valve', 'engine', 'engine', ['crankcase vent', 'pcv valve']),
  type('fuel-injector', 'Fuel injector', 'engine', 'engine', ['fuel injector', 'injector']),
  type('high-pressure-fuel-pump', 'High-pressure fuel pump', 'engine', 'engine', ['high pressure fuel pump', 'hpfp']),
  type('fuel-pump', 'Fuel pump (in tank)', 'engine', 'model', ['fuel pump']),
  type('intake-manifold-gasket', 'Intake manifold gasket', 'engine', 'engine', ['intake manifold gasket']),
  type('vacuum-hose', 'Vacuum or boost hose', 'engine', 'engine', ['vacuum hose', 'boost hose', 'intake boot']),
  type('cam-adjuster-solenoid', 'Camshaft adjuster (VANOS) solenoid', 'engine', 'engine', ['vanos solenoid', 'camshaft adjuster solenoid', 'cam phaser solenoid']),
  type('evap-purge-valve', 'EVAP purge valve', 'engine', 'engine', ['purge valve', 'evap valve']),
  type('evap-leak-pump', 'EVAP leak detection pump', 'engine', 'model', ['leak detection pump', 'evap pump']),
  type('fuel-cap', 'Fuel filler cap', 'body-exterior', 'model', ['fuel cap', 'gas cap']),
  // Exhaust
  type('exhaust-gasket', 'Exhaust manifold gasket', 'exhaust', 'engine', ['exhaust manifold gasket']),
  type('catalytic-converter', 'Catalytic converter', 'exhaust', 'model', ['catalytic converter']),
  // Drivetrain
  type('clutch', 'Clutch kit', 'transmission-drivetrain', 'model', ['clutch kit', 'clutch']),
  type('flex-disc', 'Driveshaft flex disc', 'transmission-drivetrain', 'model', ['flex disc', 'guibo']),
  type('cv-axle', 'CV axle', 'transmission-drivetrain', 'model', ['cv axle', 'axle shaft']),
  type('atf-kit', 'Transmission service kit', 'transmission-drivetrain', 'model', ['transmission service', 'transmission filter']),
  // Fluids: matched by the approval the engine needs
  type('engine-oil', 'Engine oil', 'fluids-maintenance', 'specification', ['engine oil']),
  type('coolant', 'Coolant', 'fluids-maintenance', 'specification', ['coolant', 'antifreeze']),
  type('brake-fluid', 'Brake fluid', 'fluids-maintenance', 'specification', ['brake fluid']),
  type('transmission-fluid', 'Transmission fluid', 'fluids-maintenance', 'specification', ['transmission fluid', 'atf']),
];

export const PART_TYPES: readonly PartTypeData[] = [...CATALOG_TYPES, ...COMPONENT_PART_TYPES];
