/**
 * What the knowledge base's facts rest on. Each row names a public source a reader can look up: the
 * makers' service information and owner's manuals, service bulletins and warranty extensions, the
 * standards that define the codes and fluids, and failures of a platform that its specialists and
 * owners' communities document at length. The text in this folder is written in our own words.
 */
import type { SourceData } from './types';

function source(id: string, title: string, publisher: string, kind: SourceData['kind'], reference?: string): SourceData {
  return { id, title, publisher, kind, reference };
}

export const SOURCES: readonly SourceData[] = [
  // Standards
  source('sae-j2012', 'Diagnostic Trouble Code Definitions', 'SAE International', 'standard', 'SAE J2012'),
  source('carb-obd2', 'On-Board Diagnostic System Requirements (OBD II), misfire, catalyst, thermostat and evaporative monitors', 'California Air Resources Board', 'standard', '13 CCR 1968.2'),
  source('fmvss-116', 'Motor vehicle brake fluids (DOT 3, DOT 4, DOT 5.1)', 'US National Highway Traffic Safety Administration', 'standard', 'FMVSS No. 116'),
  // Makers' service information and owner's manuals
  source('bmw-service-info', 'BMW repair instructions and technical data (TIS/ISTA)', 'BMW AG', 'service-information'),
  source('bmw-owner-manual', 'BMW owner’s manuals: engine oil approvals, capacities, coolant and brake fluid', 'BMW AG', 'owner-manual'),
  source('bmw-oil-approvals', 'BMW Longlife oil specifications LL-01, LL-01 FE, LL-04, LL-17 FE+', 'BMW AG', 'service-information'),
  source('porsche-service-info', 'Porsche workshop manuals and technical data (PIWIS)', 'Porsche AG', 'service-information'),
  source('porsche-owner-manual', 'Porsche owner’s manuals and maintenance booklets', 'Porsche AG', 'owner-manual'),
  source('porsche-oil-approvals', 'Porsche engine oil approvals A40, C30 and C40', 'Porsche AG', 'service-information'),
  source('mb-bevo', 'Mercedes-Benz Specifications for Service Products (sheets 229.5, 229.51, 229.71, 325.0, 326.0, 331.1)', 'Mercedes-Benz AG', 'service-information'),
  source('mb-service-info', 'Mercedes-Benz workshop information (WIS)', 'Mercedes-Benz AG', 'service-information'),
  source('vw-oil-norms', 'Volkswagen engine oil standards VW 502 00, 504 00, 508 00 and coolant specifications G12/G13/G12evo', 'Volkswagen AG', 'service-information'),
  source('vag-service-info', 'Audi and Volkswagen repair manuals and self-study programmes (ElsaPro, SSP)', 'Audi AG / Volkswagen AG', 'service-information'),
  source('audi-owner-manual', 'Audi and Volkswagen owner’s manuals: fluids and capacities', 'Audi AG / Volkswagen AG', 'owner-manual'),
  source('lamborghini-owner-manual', 'Lamborghini owner’s manuals: lubricants and fluids', 'Automobili Lamborghini S.p.A.', 'owner-manual'),
  source('ferrari-owner-manual', 'Ferrari owner’s manuals and service schedules', 'Ferrari S.p.A.', 'owner-manual'),
  source('aston-owner-manual', 'Aston Martin owner’s guides: fluids and capacities', 'Aston Martin Lagonda', 'owner-manual'),
  source('toyota-owner-manual', 'Toyota and Lexus owner’s manuals and repair manuals: oil grade, Super Long Life Coolant, capacities', 'Toyota Motor Corporation', 'owner-manual'),
  source('nissan-owner-manual', 'Nissan owner’s manuals and service manuals: oil, Long Life Coolant, capacities', 'Nissan Motor Co.', 'owner-manual'),
  source('honda-owner-manual', 'Honda owner’s manuals: oil grade, Type 2 coolant, capacities', 'Honda Motor Co.', 'owner-manual'),
  source('mazda-owner-manual', 'Mazda owner’s manuals: oil grade, FL22 coolant, capacities', 'Mazda Motor Corporation', 'owner-manual'),
  source('subaru-owner-manual', 'Subaru owner’s manuals: oil grade, Super Coolant, capacities', 'Subaru Corporation', 'owner-manual'),
  // Part makers' fitting instructions (torques of generic guides)
  source('ngk-plug-installation', 'Spark plug installation: tightening torque by thread diameter, seat type and cylinder head material', 'NGK Spark Plug Co. (Niterra)', 'service-information'),
  source('bosch-lambda-installation', 'Lambda (oxygen) sensor fitting instructions: M18 x 1.5 thread, anti-seize and tightening torque', 'Robert Bosch GmbH', 'service-information'),
  source('parts-maker-instructions', 'Fitting instructions supplied with suspension, brake, belt drive, filter and battery parts (Lemförder, Sachs, ATE, Gates, Mann-Filter, Varta)', 'Part manufacturers', 'service-information'),
  // Service bulletins, campaigns and warranty extensions
  source('bmw-n54-hpfp-warranty', 'Extended warranty on the N54 high-pressure fuel pump (10 years / 120,000 miles)', 'BMW of North America', 'service-bulletin'),
  source('bmw-n54-injectors', 'N54 piezo injector replacement and injector index updates', 'BMW of North America', 'service-bulletin'),
  source('bmw-n54-wastegate', 'Extended warranty on N54 turbocharger wastegate rattle', 'BMW of North America', 'service-bulletin'),
  source('vag-18t-coil-campaign', 'Ignition coil replacement campaign, 1.8T engines (2003)', 'Volkswagen of America / Audi of America', 'service-bulletin'),
  source('vag-ea888-timing-chain', 'EA888 Gen 1/2 timing chain tensioner update and class settlement', 'Volkswagen Group of America', 'service-bulletin'),
  source('mb-m272-balance-shaft', 'M272/M273 balance shaft and idler gear wear, codes P0016–P0019', 'Mercedes-Benz USA', 'service-bulletin'),
  source('porsche-coolant-pipes', 'Coolant pipe bonding on the Cayenne V8 (955/957)', 'Porsche Cars North America', 'service-bulletin'),
  // Platform failures documented by specialists and owners' communities
  source('platform-bmw-cooling', 'N52/N54/N55 electric water pump and thermostat failures; plastic expansion tank and hose cracking', 'BMW specialist workshops and owner communities', 'platform-knowledge'),
  source('platform-bmw-oil-leaks', 'N52/N54/N55 valve cover and oil filter housing gasket leaks', 'BMW specialist workshops and owner communities', 'platform-knowledge'),
  source('platform-bmw-vanos', 'N52/N54/N55 VANOS solenoid contamination and cam timing faults', 'BMW specialist workshops and owner communities', 'platform-knowledge'),
  source('platform-bmw-n20-chain', 'N20 timing chain guide wear', 'BMW specialist workshops and owner communities', 'platform-knowledge'),
  source('platform-bmw-suspension', 'E9x/F3x front thrust arm bushing and sway bar link wear', 'BMW specialist workshops and owner communities', 'platform-knowledge'),
  source('platform-vag-ea888', 'EA888 PCV diaphragm, water pump/thermostat housing leaks and intake valve carbon', 'Audi/VW specialist workshops and owner communities', 'platform-knowledge'),
  source('platform-vag-direct-injection', 'Direct injection intake valve carbon build-up (FSI/TFSI)', 'Audi/VW specialist workshops and owner communities', 'platform-knowledge'),
  source('platform-porsche-m96', 'M96/M97 coolant expansion tank cracks, water pump impeller failure, ignition coil cracking, AOS failure', 'Porsche specialist workshops and owner communities', 'platform-knowledge'),
  source('platform-porsche-9a1', '9A1 ignition coils, thermostat and coolant line service', 'Porsche specialist workshops and owner communities', 'platform-knowledge'),
  source('platform-mb-m272', 'M272/M273 intake manifold runner flaps, thermostat and camshaft magnets', 'Mercedes-Benz specialist workshops and owner communities', 'platform-knowledge'),
  source('platform-mb-amg', 'M156 and M177 misfire, ignition coil, spark plug and cam adjuster faults', 'Mercedes-AMG specialist workshops and owner communities', 'platform-knowledge'),
  source('platform-toyota-2gr', '2GR water pump weep and VVT-i oil line; 1UZ/3UZ timing belt service', 'Toyota/Lexus specialist workshops and owner communities', 'platform-knowledge'),
  source('platform-nissan-vq', 'VQ35 oil consumption, camshaft sensors and ignition coils', 'Nissan specialist workshops and owner communities', 'platform-knowledge'),
  source('platform-subaru-ej25', 'EJ25 head gasket leaks and ringland failure', 'Subaru specialist workshops and owner communities', 'platform-knowledge'),
  source('platform-brakes', 'Brake noise and pulsation: pad bedding, shims and hardware, rotor thickness variation', 'Brake friction manufacturers’ installation guidance', 'platform-knowledge'),
  source('platform-can-faults', 'Lost-communication (U-code) faults from low battery voltage, water ingress and connector corrosion', 'Automotive diagnostic training literature', 'platform-knowledge'),
  source('body-electrics-service', 'Lamp, mirror, window regulator, door handle and lift support faults and their checks', 'Body and lighting parts makers’ fitting instructions (Hella, Valeo, Stabilus)', 'platform-knowledge'),
  source('drivetrain-wear-service', 'Clutch, driveshaft, transmission fluid, exhaust, filter and turbocharger wear and their checks', 'Drivetrain and engine parts makers’ fitting instructions (Sachs, LuK, ZF, Mann-Filter, Garrett)', 'platform-knowledge'),
];
