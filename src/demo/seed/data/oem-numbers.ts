/**
 * OEM part numbers in each make's real format, built from the group codes the makes use for each kind
 * of part. The digits after the group are random (seeded), so numbers look right to an enthusiast without
 * claiming to be a specific catalog entry; parts with known real numbers set them explicitly.
 *
 *   BMW            "11 42 7 953 129"   main group, subgroup, then 7 digits
 *   Porsche        "997 106 113 02"    type, group, number, version
 *   Mercedes-Benz  "A 000 180 26 09"   A, series, group, number
 *   VAG/Lamborghini "06J 115 403 Q"    prefix, main group, number, suffix
 *   Toyota/Lexus   "90915-YZZD4"       basic number, suffix
 *   Nissan         "15208-65F0E"
 *   Honda          "15400-PLM-A02"     basic number, model code, revision
 *   Mazda          "PE01-14-302A"      prefix, group, number
 *   Subaru         "15208AA160"
 *   Ferrari        "227606"            six digits, rising with the model's era
 *   Aston Martin   "4G43-6714-AA"      Ford-style prefix, basic number, suffix
 */
import type { Random } from '../random';
import type { PartSystem } from './part-systems';

type Codes = Partial<Record<PartSystem, string>>;

const BMW: Codes = {
  'oil-filter': '11 42', 'air-filter': '13 71', 'cabin-filter': '64 11', 'fuel-filter': '13 32', 'spark-plug': '12 12',
  'ignition-coil': '12 13', 'timing-belt': '11 31', 'timing-kit': '11 31', 'drive-belt': '11 28', 'belt-tensioner': '11 28',
  'water-pump': '11 51', thermostat: '11 53', radiator: '17 11', 'expansion-tank': '17 13', 'brake-pads-front': '34 11',
  'brake-pads-rear': '34 21', 'brake-disc-front': '34 11', 'brake-disc-rear': '34 21', 'brake-sensor': '34 35',
  shock: '31 31', 'control-arm': '31 12', 'sway-link': '31 35', 'tie-rod': '32 10', battery: '61 21', alternator: '12 31',
  starter: '12 41', 'exhaust-gasket': '11 62', muffler: '18 30', clutch: '21 20', 'flex-disc': '26 11', 'atf-kit': '24 11',
  'valve-cover-gasket': '11 12', 'oil-housing-gasket': '11 42', 'engine-mount': '22 11', turbocharger: '11 65',
  'crankcase-vent': '11 15', 'o2-sensor': '11 78', 'maf-sensor': '13 62', 'crank-sensor': '13 62', 'oil-pressure-sensor': '12 61',
  'door-handle': '51 21', wiper: '61 61', 'mirror-glass': '51 16', 'lift-support': '51 23', 'cup-holder': '51 16',
  'window-regulator': '51 33', 'floor-mats': '51 47', headlight: '63 11', 'tail-light': '63 21', bulb: '63 21',
  'engine-oil': '83 21', coolant: '83 19', 'brake-fluid': '83 13', 'transmission-fluid': '83 22', tool: '83 30',
};

const PORSCHE: Codes = {
  'oil-filter': '107', 'air-filter': '110', 'cabin-filter': '572', 'fuel-filter': '201', 'spark-plug': '170',
  'ignition-coil': '602', 'timing-belt': '105', 'timing-kit': '105', 'drive-belt': '102', 'belt-tensioner': '105',
  'water-pump': '106', thermostat: '106', radiator: '106', 'expansion-tank': '106', 'brake-pads-front': '351',
  'brake-pads-rear': '352', 'brake-disc-front': '351', 'brake-disc-rear': '352', 'brake-sensor': '612', shock: '343',
  'control-arm': '341', 'sway-link': '343', 'tie-rod': '347', battery: '611', alternator: '603', starter: '604',
  'exhaust-gasket': '111', muffler: '111', clutch: '116', 'atf-kit': '397', 'valve-cover-gasket': '105',
  'oil-housing-gasket': '107', 'engine-mount': '375', turbocharger: '123', 'crankcase-vent': '107', 'o2-sensor': '606',
  'maf-sensor': '606', 'crank-sensor': '606', 'oil-pressure-sensor': '606', 'door-handle': '537', wiper: '628',
  'mirror-glass': '731', 'lift-support': '512', 'cup-holder': '552', 'window-regulator': '542', 'floor-mats': '044',
  headlight: '631', 'tail-light': '631', bulb: '631', 'engine-oil': '043', coolant: '043', 'brake-fluid': '043',
  'transmission-fluid': '043', tool: '721',
};

/** Porsche files generic parts (plugs, bulbs) under type 999 and fluids and tools under 000. */
const PORSCHE_TYPE_OVERRIDE: Partial<Record<PartSystem, string>> = {
  'spark-plug': '999', bulb: '999', 'engine-oil': '000', coolant: '000', 'brake-fluid': '000', 'transmission-fluid': '000', tool: '000',
};

const MERCEDES: Codes = {
  'oil-filter': '180', 'air-filter': '094', 'cabin-filter': '830', 'fuel-filter': '470', 'spark-plug': '159',
  'ignition-coil': '906', 'drive-belt': '993', 'belt-tensioner': '200', 'water-pump': '200', thermostat: '200',
  radiator: '500', 'expansion-tank': '500', 'brake-pads-front': '420', 'brake-pads-rear': '420', 'brake-disc-front': '421',
  'brake-disc-rear': '423', 'brake-sensor': '540', shock: '320', 'control-arm': '330', 'sway-link': '320', 'tie-rod': '330',
  battery: '982', alternator: '154', starter: '151', 'exhaust-gasket': '142', muffler: '490', clutch: '250', 'atf-kit': '270',
  'valve-cover-gasket': '016', 'oil-housing-gasket': '184', 'engine-mount': '240', turbocharger: '090', 'crankcase-vent': '010',
  'o2-sensor': '542', 'maf-sensor': '094', 'crank-sensor': '905', 'oil-pressure-sensor': '905', 'door-handle': '760',
  wiper: '820', 'mirror-glass': '810', 'lift-support': '980', 'cup-holder': '680', 'window-regulator': '720',
  'floor-mats': '680', headlight: '820', 'tail-light': '820', bulb: '982', 'engine-oil': '989', coolant: '989',
  'brake-fluid': '989', 'transmission-fluid': '989', tool: '589',
};

const MERCEDES_SERIES_OVERRIDE: Partial<Record<PartSystem, string>> = {
  'spark-plug': '004', bulb: '000', battery: '000', 'engine-oil': '000', coolant: '000', 'brake-fluid': '000', 'transmission-fluid': '001', tool: '000',
};

/** VAG main group and (where the makes always use it) the sub-number: "698 151" front pads. */
const VAG: Codes = {
  'oil-filter': '115', 'air-filter': '133', 'cabin-filter': '819', 'fuel-filter': '127', 'spark-plug': '905',
  'ignition-coil': '905', 'timing-belt': '109', 'timing-kit': '198', 'drive-belt': '903', 'belt-tensioner': '903',
  'water-pump': '121', thermostat: '121', radiator: '121', 'expansion-tank': '121', 'brake-pads-front': '698 151',
  'brake-pads-rear': '698 451', 'brake-disc-front': '615 301', 'brake-disc-rear': '615 601', 'brake-sensor': '615 121',
  shock: '413', 'control-arm': '407', 'sway-link': '411', 'tie-rod': '423', battery: '915', alternator: '903', starter: '911',
  'exhaust-gasket': '253', muffler: '253', clutch: '141', 'atf-kit': '321', 'valve-cover-gasket': '103',
  'oil-housing-gasket': '115', 'engine-mount': '199', turbocharger: '145', 'crankcase-vent': '103', 'o2-sensor': '906',
  'maf-sensor': '906', 'crank-sensor': '906', 'oil-pressure-sensor': '919', 'door-handle': '837', wiper: '955',
  'mirror-glass': '857', 'lift-support': '827', 'cup-holder': '862', 'window-regulator': '837', 'floor-mats': '061',
  headlight: '941', 'tail-light': '945', bulb: '998', tool: '000',
};

const TOYOTA: Codes = {
  'oil-filter': '04152', 'air-filter': '17801', 'cabin-filter': '87139', 'fuel-filter': '23300', 'spark-plug': '90919',
  'ignition-coil': '90919', 'timing-belt': '13568', 'drive-belt': '90916', 'belt-tensioner': '16620', 'water-pump': '16100',
  thermostat: '90916', radiator: '16400', 'expansion-tank': '16470', 'brake-pads-front': '04465', 'brake-pads-rear': '04466',
  'brake-disc-front': '43512', 'brake-disc-rear': '42431', shock: '48510', 'control-arm': '48068', 'sway-link': '48820',
  'tie-rod': '45046', battery: '28800', alternator: '27060', starter: '28100', 'exhaust-gasket': '17173', muffler: '17430',
  clutch: '31250', 'atf-kit': '35330', 'valve-cover-gasket': '11213', 'engine-mount': '12361', turbocharger: '17201',
  'crankcase-vent': '12204', 'o2-sensor': '89467', 'maf-sensor': '22204', 'crank-sensor': '90919', 'oil-pressure-sensor': '83530',
  'door-handle': '69210', wiper: '85222', 'mirror-glass': '87931', 'lift-support': '53440', 'cup-holder': '55620',
  'window-regulator': '69801', 'floor-mats': 'PT206', headlight: '81145', 'tail-light': '81561', bulb: '90981',
  'engine-oil': '00279', coolant: '00272', 'brake-fluid': '00475', 'transmission-fluid': '00289', tool: '09228',
};

const NISSAN: Codes = {
  'oil-filter': '15208', 'air-filter': '16546', 'cabin-filter': '27277', 'fuel-filter': '16400', 'spark-plug': '22401',
  'ignition-coil': '22448', 'timing-belt': '13028', 'drive-belt': '11720', 'belt-tensioner': '11955', 'water-pump': '21010',
  thermostat: '21200', radiator: '21460', 'expansion-tank': '21710', 'brake-pads-front': 'D1060', 'brake-pads-rear': 'D4060',
  'brake-disc-front': '40206', 'brake-disc-rear': '43206', shock: 'E6110', 'control-arm': '54500', 'sway-link': '54618',
  'tie-rod': 'D8640', battery: '24410', alternator: '23100', starter: '23300', 'exhaust-gasket': '14036', muffler: '20100',
  clutch: '30100', 'atf-kit': '31728', 'valve-cover-gasket': '13270', 'engine-mount': '11210', turbocharger: '14411',
  'crankcase-vent': '11810', 'o2-sensor': '22693', 'maf-sensor': '22680', 'crank-sensor': '23731', 'oil-pressure-sensor': '25070',
  'door-handle': '80640', wiper: '28890', 'mirror-glass': '96366', 'lift-support': '65470', 'cup-holder': '68430',
  'window-regulator': '80720', 'floor-mats': '999E2', headlight: '26060', 'tail-light': '26555', bulb: '26297',
  'engine-oil': '999PK', coolant: '999MP', 'brake-fluid': '999MP', 'transmission-fluid': '999MP', tool: 'KV991',
};

const HONDA: Codes = {
  'oil-filter': '15400', 'air-filter': '17220', 'cabin-filter': '80292', 'fuel-filter': '16010', 'spark-plug': '12290',
  'ignition-coil': '30520', 'timing-belt': '14400', 'drive-belt': '38920', 'belt-tensioner': '31170', 'water-pump': '19200',
  thermostat: '19301', radiator: '19010', 'expansion-tank': '19101', 'brake-pads-front': '45022', 'brake-pads-rear': '43022',
  'brake-disc-front': '45251', 'brake-disc-rear': '42510', shock: '51611', 'control-arm': '51350', 'sway-link': '51320',
  'tie-rod': '53540', battery: '31500', alternator: '31100', starter: '31200', 'exhaust-gasket': '18115', muffler: '18030',
  clutch: '22300', 'atf-kit': '25430', 'valve-cover-gasket': '12341', 'engine-mount': '50820', turbocharger: '18900',
  'crankcase-vent': '17130', 'o2-sensor': '36531', 'maf-sensor': '37980', 'crank-sensor': '37500', 'oil-pressure-sensor': '37240',
  'door-handle': '72141', wiper: '76620', 'mirror-glass': '76253', 'lift-support': '74145', 'cup-holder': '83410',
  'window-regulator': '72250', 'floor-mats': '08P15', headlight: '33100', 'tail-light': '33500', bulb: '33116',
  'engine-oil': '08798', coolant: '08CLA', 'brake-fluid': '08798', 'transmission-fluid': '08200', tool: '07JAA',
};

const MAZDA: Codes = {
  'oil-filter': '14-302', 'air-filter': '13-Z40', 'cabin-filter': '61-J6X', 'fuel-filter': '13-480', 'spark-plug': '18-110',
  'ignition-coil': '18-100', 'timing-belt': '12-205', 'drive-belt': '15-908', 'belt-tensioner': '12-700', 'water-pump': '15-010',
  thermostat: '15-171', radiator: '15-200', 'expansion-tank': '15-350', 'brake-pads-front': '33-28Z', 'brake-pads-rear': '26-48Z',
  'brake-disc-front': '33-25X', 'brake-disc-rear': '26-25X', shock: '34-700', 'control-arm': '34-300', 'sway-link': '34-170',
  'tie-rod': '32-280', alternator: '18-300', starter: '18-400', 'exhaust-gasket': '13-460', muffler: '40-100', clutch: '16-460',
  'valve-cover-gasket': '10-235', 'engine-mount': '39-060', 'crankcase-vent': '13-890', 'o2-sensor': '18-8G1',
  'maf-sensor': '13-215', 'crank-sensor': '18-221', 'oil-pressure-sensor': '18-501', 'door-handle': '58-410', wiper: '67-330',
  'mirror-glass': '69-1G7', 'lift-support': '56-930', 'cup-holder': '64-350', 'window-regulator': '58-590',
  'floor-mats': 'V1-320', headlight: '51-030', 'tail-light': '51-150', bulb: '51-0A6',
};

const SUBARU: Codes = {
  'oil-filter': '15208', 'air-filter': '16546', 'cabin-filter': '72880', 'fuel-filter': '42072', 'spark-plug': '22401',
  'ignition-coil': '22433', 'timing-belt': '13028', 'drive-belt': '73013', 'belt-tensioner': '13033', 'water-pump': '21111',
  thermostat: '21210', radiator: '45111', 'expansion-tank': '45150', 'brake-pads-front': '26296', 'brake-pads-rear': '26696',
  'brake-disc-front': '26300', 'brake-disc-rear': '26700', shock: '20310', 'control-arm': '20202', 'sway-link': '20420',
  'tie-rod': '34160', alternator: '23700', starter: '23300', 'exhaust-gasket': '44011', muffler: '44300', clutch: '30210',
  'valve-cover-gasket': '13272', 'engine-mount': '41022', turbocharger: '14411', 'crankcase-vent': '11810',
  'o2-sensor': '22641', 'maf-sensor': '22680', 'crank-sensor': '22053', 'oil-pressure-sensor': '25240', 'door-handle': '61160',
  wiper: '86542', 'mirror-glass': '91039', 'lift-support': '57251', 'cup-holder': '66150', 'window-regulator': '61222',
  'floor-mats': 'J501S', headlight: '84001', 'tail-light': '84201', bulb: '84920',
};

/** Ford-system basic numbers, which Aston Martin used through the Ford years and after. */
const ASTON: Codes = {
  'oil-filter': '6714', 'air-filter': '9601', 'cabin-filter': '19N619', 'fuel-filter': '9155', 'spark-plug': '12405',
  'ignition-coil': '12029', 'drive-belt': '8620', 'belt-tensioner': '6A228', 'water-pump': '8501', thermostat: '8575',
  radiator: '8005', 'expansion-tank': '8A080', 'brake-pads-front': '2001', 'brake-pads-rear': '2200', 'brake-disc-front': '1125',
  'brake-disc-rear': '2C026', 'brake-sensor': '2B288', shock: '18124', 'control-arm': '3078', 'sway-link': '5K484',
  'tie-rod': '3A130', battery: '10655', alternator: '10346', starter: '11002', 'exhaust-gasket': '9448', muffler: '5230',
  clutch: '7550', 'valve-cover-gasket': '6584', 'engine-mount': '6038', 'crankcase-vent': '6A666', 'o2-sensor': '9F472',
  'maf-sensor': '12B579', 'crank-sensor': '6C315', 'oil-pressure-sensor': '9278', 'door-handle': '22404', wiper: '17528',
  'mirror-glass': '17K707', 'lift-support': '406A10', 'cup-holder': '13562', 'window-regulator': '23200', 'floor-mats': '13300',
  headlight: '13008', 'tail-light': '13404', bulb: '13N021',
};

const UPPER = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const ALNUM = '0123456789ABCDEFGHJKLMNPRSTUVWXYZ';

function bmw(system: PartSystem, rng: Random): string {
  const group = BMW[system] ?? '11 00';
  return `${group} ${rng.pick(['0', '1', '2', '6', '7', '8'])} ${rng.digits(3)} ${rng.digits(3)}`;
}

const PORSCHE_TYPES = ['911', '928', '944', '964', '986', '987', '993', '996', '997', '991', '992', '981', '982', '955', '958', '970', '971', '95B', '9A1', '9Y0'];
const MERCEDES_SERIES = ['000', '002', '004', '112', '113', '156', '171', '177', '190', '204', '205', '206', '211', '212', '213', '221', '222', '230', '272', '273', '276', '278', '463'];
const VAG_PREFIXES = ['06A', '06B', '06E', '06H', '06J', '06K', '06L', '06M', '078', '079', '07L', '022', '1J0', '1K0', '5K0', '5G0', '5H0', '5Q0', '7L0', '7P0', '8D0', '8E0', '8J0', '8K0', '8N0', '8S0', '8W0', '4B0', '4G0', '4K0', '420', '4S0', '400', '4T0', '470', '4ML'];

function porsche(system: PartSystem, prefix: string | undefined, rng: Random, loose: boolean): string {
  const type = (loose ? undefined : PORSCHE_TYPE_OVERRIDE[system]) ?? prefix ?? rng.pick(PORSCHE_TYPES);
  return `${type} ${PORSCHE[system] ?? '100'} ${rng.digits(3)} ${rng.pick(['00', '01', '02', '03', '04', '05', '10', '11', '51', '70', '72'])}`;
}

function mercedes(system: PartSystem, prefix: string | undefined, rng: Random, loose: boolean): string {
  const series = (loose ? undefined : MERCEDES_SERIES_OVERRIDE[system]) ?? prefix ?? rng.pick(MERCEDES_SERIES);
  return `A ${series} ${MERCEDES[system] ?? '000'} ${rng.digits(2)} ${rng.pick(['00', '01', '03', '04', '05', '09', '10', '12', '20'])}`;
}

function vag(system: PartSystem, prefix: string | undefined, rng: Random, loose: boolean): string {
  const fluid = system === 'engine-oil' || system === 'coolant' || system === 'transmission-fluid';
  if (fluid && !loose) {
    return `G ${rng.pick(['052', '055', '013', '012'])} ${rng.digits(3)} ${rng.pick(['A2', 'M2', 'M4', 'A8', 'C2'])}`;
  }
  if (system === 'brake-fluid' && !loose) return `B 000 750 M${rng.int(1, 3)}`;
  if (system === 'tool' && !loose) return `T${rng.int(10001, 10499)}`;
  if (system === 'battery' && !loose) return `000 915 105 ${rng.pick(['DE', 'DF', 'DH', 'DL', 'AK'])}`;
  const code = VAG[system] ?? '000';
  const lead = prefix ?? rng.pick(VAG_PREFIXES);
  // Pads and rotors always use the same sub-number ("698 151"); a loose number varies it too.
  const group = code.split(' ')[0] ?? code;
  const rest = code.includes(' ') && !loose ? code : `${group} ${rng.digits(3)}`;
  const suffix = rng.weighted<string>([
    ['', 2],
    [rng.chars('ABCDEFGHJKLMNPQRST', 1), 6],
    [rng.chars('ABCDEFGHJKLMN', 2), 2],
  ]);
  return suffix ? `${lead} ${rest} ${suffix}` : `${lead} ${rest}`;
}

function japaneseSuffix(rng: Random): string {
  return rng.weighted<string>([
    [rng.digits(5), 5],
    [`${rng.digits(2)}${rng.chars(ALNUM, 3)}`, 3],
    [`YZZ${rng.chars(UPPER, 1)}${rng.digits(1)}`, 1],
  ]);
}

function toyota(system: PartSystem, rng: Random): string {
  return `${TOYOTA[system] ?? '90080'}-${japaneseSuffix(rng)}`;
}

function nissan(system: PartSystem, rng: Random): string {
  return `${NISSAN[system] ?? '99996'}-${rng.digits(1)}${rng.chars(ALNUM, 2)}${rng.digits(1)}${rng.chars(UPPER, 1)}`;
}

function honda(system: PartSystem, prefix: string | undefined, rng: Random): string {
  const model = prefix ?? rng.chars(UPPER, 1) + rng.chars(ALNUM, 2);
  return `${HONDA[system] ?? '08000'}-${model}-${rng.pick(['A01', 'A02', 'A03', '003', '013', 'J01'])}`;
}

function mazda(system: PartSystem, prefix: string | undefined, rng: Random): string {
  const lead = prefix ?? `${rng.chars(UPPER, 2)}${rng.digits(2)}`;
  const group = MAZDA[system] ?? '99-000';
  return `${lead}-${group}${rng.pick(['', 'A', 'B', 'C', 'D'])}`;
}

function subaru(system: PartSystem, rng: Random): string {
  return `${SUBARU[system] ?? '99071'}${rng.pick(['AA', 'AG', 'FE', 'FG', 'VA', 'SG'])}${rng.digits(2)}${rng.chars('0123456789A', 1)}`;
}

function ferrari(rng: Random, year: number, loose: boolean): string {
  if (loose) return String(rng.int(100000, 399999));
  // Ferrari numbers rose steadily: 1980s cars sit in the 100000s, current cars in the 300000s.
  const base = Math.min(339999, Math.max(100000, Math.round(100000 + (year - 1984) * 6200)));
  return String(base + rng.int(0, 25000));
}

function aston(system: PartSystem, prefix: string | undefined, rng: Random): string {
  const lead = prefix ?? `${rng.digits(1)}${rng.chars(UPPER, 1)}${rng.digits(2)}`;
  return `${lead}-${ASTON[system] ?? '1A000'}-${rng.pick(['AA', 'AB', 'AC', 'AD', 'BA', 'CA'])}`;
}

/**
 * An OEM number for a part of `make` doing `system`. `prefix` is the platform's engine or chassis
 * group where the make encodes one; `year` dates Ferrari numbers. A `loose` number ignores the
 * platform's prefix and the fixed groups some parts always use: large synthetic catalogs need far more
 * distinct numbers per platform than the real formats leave room for.
 */
export function oemPartNumber(
  make: string,
  system: PartSystem,
  prefix: string | undefined,
  year: number,
  rng: Random,
  loose = false,
): string {
  const lead = loose ? undefined : prefix;
  switch (make) {
    case 'bmw':
      return bmw(system, rng);
    case 'porsche':
      return porsche(system, lead, rng, loose);
    case 'mercedes-benz':
      return mercedes(system, lead, rng, loose);
    case 'audi':
    case 'volkswagen':
    case 'lamborghini':
      return vag(system, lead, rng, loose);
    case 'toyota':
    case 'lexus':
      return toyota(system, rng);
    case 'nissan':
      return nissan(system, rng);
    case 'honda':
      return honda(system, lead, rng);
    case 'mazda':
      return mazda(system, lead, rng);
    case 'subaru':
      return subaru(system, rng);
    case 'ferrari':
      return ferrari(rng, year, loose);
    case 'aston-martin':
      return aston(system, lead, rng);
    default:
      throw new Error(`No part-number format for make "${make}"`);
  }
}
