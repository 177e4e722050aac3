/**
 * Engine codes and fluids for every engine family of the catalog (src/server/db/seed/data/platforms.ts
 * ENGINES, which also says which models and years carry each engine). Oil: the approval the label must
 * carry, the grades the maker lists and, where one figure holds for the family, the fill with a new
 * filter. Coolant and brake fluid follow the make unless an engine says otherwise.
 */
import type { EngineCodeData, FluidData } from './types';

interface OilData {
  specification: string;
  approvals: string[];
  viscosities: string[];
  capacityLiters?: number;
  capacityNote?: string;
  sources: string[];
}

export interface EngineKnowledge extends EngineCodeData {
  oil: OilData;
  /** Replaces the make's coolant (Audi/VW changed coolant generations with the engines). */
  coolant?: FluidData;
}

const CHECK_LEVEL = 'Fill to the level shown by the dipstick or electronic oil level check; the figure varies by model and sump.';

function oil(specification: string, approvals: string[], viscosities: string[], sources: string[], capacityLiters?: number, capacityNote?: string): OilData {
  return { specification, approvals, viscosities, sources, capacityLiters, capacityNote: capacityNote ?? (capacityLiters ? 'With a new filter; approximate, confirm on the dipstick or level check.' : CHECK_LEVEL) };
}

function engine(key: string, code: string, aliases: string[], oilData: OilData, coolant?: FluidData): EngineKnowledge {
  return { key, code, aliases, oil: oilData, coolant };
}

const BMW = ['bmw-owner-manual', 'bmw-oil-approvals'];
const BMW_LL01 = (capacity?: number) =>
  oil('BMW Longlife-01 approved full synthetic', ['BMW Longlife-01'], ['5W-30', '0W-40', '5W-40'], BMW, capacity);
const BMW_M_NA = (capacity?: number) =>
  oil('BMW M high-performance 10W-60 full synthetic (the factory fill for naturally aspirated M engines)', ['BMW M 10W-60'], ['10W-60'], BMW, capacity);
const BMW_M_TURBO = oil('BMW Longlife-01 approved full synthetic, 0W-40 or 0W-30 (BMW M TwinPower Turbo oil)', ['BMW Longlife-01'], ['0W-40', '0W-30', '5W-30'], BMW);
const BMW_MODULAR = (capacity?: number) =>
  oil(
    'BMW Longlife-17 FE+ 0W-20 on cars filled with it at the factory (G-series); BMW Longlife-01 0W-30 or 5W-30 where the owner’s manual lists it',
    ['BMW Longlife-17 FE+', 'BMW Longlife-01'],
    ['0W-20', '0W-30', '5W-30'],
    BMW,
    capacity,
  );
const PRE_LONGLIFE = (note: string, viscosities: string[], sources: string[], capacity?: number) =>
  oil(`API SN or later, ${viscosities.join(' or ')}; ${note}`, ['API SN'], viscosities, sources, capacity);

const PORSCHE = ['porsche-owner-manual', 'porsche-oil-approvals'];
const PORSCHE_A40 = oil('Porsche A40 approved full synthetic', ['Porsche A40'], ['0W-40', '5W-40'], PORSCHE);
const PORSCHE_A40_C40 = oil('Porsche A40 approved full synthetic; Porsche C40 on cars with a petrol particulate filter', ['Porsche A40', 'Porsche C40'], ['0W-40', '5W-40'], PORSCHE);

const MB = ['mb-bevo'];
/** A capacity comes from the car's own data (workshop information), the approval from the service-product sheets. */
const MB_MANUALS = [...MB, 'mb-service-info'];
const MB_2295 = (capacity?: number, sources = MB) => oil('MB 229.5 approved full synthetic', ['MB 229.5'], ['0W-40', '5W-40', '5W-30'], sources, capacity);

const VW_502 = (capacity?: number) => oil('VW 502 00 approved full synthetic', ['VW 502 00'], ['5W-40', '5W-30'], ['vw-oil-norms', 'audi-owner-manual'], capacity);
const VW_502_504 = (capacity?: number) =>
  oil('VW 502 00 (5W-40) or VW 504 00 (5W-30 LongLife) approved full synthetic', ['VW 502 00', 'VW 504 00'], ['5W-40', '5W-30'], ['vw-oil-norms', 'audi-owner-manual'], capacity);

const JAPANESE = (grade: string[], sources: string[], note = 'the grade in the owner’s manual for your model year', capacity?: number) =>
  oil(`API SN/ILSAC GF-5 or later, ${grade.join(' or ')}; ${note}`, ['API SN', 'ILSAC GF-5'], grade, sources, capacity);

const vagCoolant = (spec: string, approvals: string[]): FluidData => ({
  fluid: 'coolant',
  specification: spec,
  approvals,
  capacityNote: 'Mix 40-60% concentrate with distilled water; never mix with silicate (green/blue) coolants.',
  sources: ['vw-oil-norms', 'audi-owner-manual'],
});
const VAG_G12 = vagCoolant('VW G12 or G12+ (pink/red silicate-free OAT, VW TL 774 D/F)', ['VW TL 774 D', 'VW TL 774 F']);
const VAG_G12PP = vagCoolant('VW G12++ or G13 (violet, VW TL 774 G/J); G13 tops up every G12 generation', ['VW TL 774 G', 'VW TL 774 J']);
const VAG_G13 = vagCoolant('VW G13 (violet, VW TL 774 J); G12evo (TL 774 L) on 2019-on cars filled with it', ['VW TL 774 J', 'VW TL 774 L']);

export const ENGINE_KNOWLEDGE: readonly EngineKnowledge[] = [
  // BMW
  engine('bmw-m10', 'M10', ['m10', 'm10b20'], PRE_LONGLIFE('the engine predates BMW Longlife approvals', ['20W-50', '10W-40'], ['bmw-owner-manual'], 4.25)),
  engine('bmw-m20', 'M20', ['m20', 'm20b25', 'm20b27'], PRE_LONGLIFE('the engine predates BMW Longlife approvals', ['20W-50', '10W-40'], ['bmw-owner-manual'], 4.3)),
  engine('bmw-m52', 'M52', ['m52', 'm52b28', 'm52tu'], BMW_LL01(6.5)),
  engine('bmw-m54', 'M54', ['m54', 'm54b25', 'm54b30'], BMW_LL01(6.5)),
  engine('bmw-n52', 'N52', ['n52', 'n52b30', 'n52n'], BMW_LL01(6.5)),
  engine('bmw-n54', 'N54', ['n54', 'n54b30'], BMW_LL01(6.5)),
  engine('bmw-n55', 'N55', ['n55', 'n55b30'], BMW_LL01(6.5)),
  engine('bmw-n20', 'N20', ['n20', 'n20b20'], BMW_LL01(5.25)),
  engine('bmw-b48', 'B48', ['b48', 'b48b20'], BMW_MODULAR(5.25)),
  engine('bmw-b58', 'B58', ['b58', 'b58b30'], BMW_MODULAR(6.5)),
  engine('bmw-s54', 'S54', ['s54', 's54b32'], BMW_M_NA(5.5)),
  engine('bmw-s65', 'S65', ['s65', 's65b40'], BMW_M_NA(8.8)),
  engine('bmw-s55', 'S55', ['s55', 's55b30'], BMW_M_TURBO),
  engine('bmw-s58', 'S58', ['s58', 's58b30'], BMW_M_TURBO),
  engine('bmw-n63', 'N63', ['n63', 'n63b44', 'n63tu'], BMW_LL01(8.5)),
  engine('bmw-s63', 'S63', ['s63', 's63b44', 's63tu'], BMW_M_TURBO),
  engine('bmw-s85', 'S85', ['s85', 's85b50'], BMW_M_NA(9.25)),
  // Porsche
  engine('porsche-m96', 'M96/M97', ['m96', 'm97', 'm96.03', 'm96.05', 'm97.01'], PORSCHE_A40),
  engine('porsche-9a1', '9A1', ['9a1', 'ma1', 'dfi', 'ma1.01', 'ma1.02'], PORSCHE_A40),
  engine('porsche-mezger', 'Mezger (M96/M97.70)', ['mezger', 'm96.70', 'm97.70', 'm96.76', 'm97.76'], PORSCHE_A40),
  engine('porsche-9a2', '9A2', ['9a2', 'ma2.30', 'ma2.33'], PORSCHE_A40_C40),
  engine('porsche-ma2', 'MA2 (718 four-cylinder)', ['ma2', 'ma2.20', 'ma2.22', '718 turbo'], PORSCHE_A40_C40),
  engine(
    'porsche-air-cooled',
    'M64',
    ['m64', 'air-cooled', 'aircooled', 'm64.05', 'm64.21'],
    oil(
      'Porsche A40 5W-40, or a 15W-50/20W-50 oil with an API SN or later rating (many specialists use 20W-50 in hot climates)',
      ['Porsche A40'],
      ['5W-40', '15W-50', '20W-50'],
      PORSCHE,
    ),
  ),
  engine('porsche-944', '944/968 four-cylinder (M44)', ['m44', '944 engine'], PRE_LONGLIFE('as the original handbook lists', ['15W-40', '20W-50'], ['porsche-owner-manual'])),
  engine('porsche-928', '928 V8 (M28)', ['m28', '928 engine'], PRE_LONGLIFE('as the original handbook lists', ['15W-40', '20W-50'], ['porsche-owner-manual'])),
  engine('porsche-cayenne-v8', 'M48 V8', ['m48', 'm48.00', 'm48.50', 'm48.01', 'm48.51'], PORSCHE_A40),
  // Mercedes-Benz
  engine('mb-m112-m113', 'M112/M113', ['m112', 'm113', 'm113k'], MB_2295(8, MB_MANUALS)),
  engine('mb-m272', 'M272', ['m272', 'm272e35', 'm272e30'], MB_2295(8, MB_MANUALS)),
  engine('mb-m273', 'M273', ['m273', 'm273e55'], MB_2295(8, MB_MANUALS)),
  engine('mb-m276', 'M276', ['m276', 'm276de35'], MB_2295()),
  engine('mb-m274', 'M274', ['m274', 'm274de20'], MB_2295()),
  engine('mb-m278', 'M278', ['m278', 'm278de46'], MB_2295()),
  engine('mb-m156', 'M156', ['m156', 'm156e63', '6.2 amg', '6.3 amg'], MB_2295(8.5, MB_MANUALS)),
  engine('mb-m177-m178', 'M177/M178', ['m177', 'm178', 'm177de40', '4.0 biturbo'], MB_2295()),
  engine('mb-m264-m254', 'M254', ['m254', 'm264'], oil('MB 229.71 approved low-viscosity full synthetic', ['MB 229.71'], ['0W-20'], MB)),
  // Audi, Volkswagen, Lamborghini
  engine('vag-18t', '1.8T (EA113 20V)', ['1.8t', '18t', 'awp', 'aww', 'awm', 'amb', 'atw', 'bea', 'ea113 1.8t'], VW_502(), VAG_G12),
  engine('vag-20t-fsi', 'EA113 2.0 FSI', ['ea113', '2.0 fsi', 'bpy', 'bwa', 'bwt'], VW_502_504(4.6), VAG_G12),
  engine('vag-27t', '2.7T (APB/BEL)', ['2.7t', 'apb', 'bel', 'aze', 'azb'], VW_502(), VAG_G12),
  engine('vag-30v-v6', '30V V6 (2.8/3.0)', ['30v', 'aha', 'atq', 'avk', '2.8 v6'], VW_502(), VAG_G12),
  engine('vag-ea888-gen2', 'EA888 Gen 1/2', ['ea888', 'ea888 gen1', 'ea888 gen2', 'ccta', 'cbfa', 'caeb', 'cdnc', 'ccza'], VW_502(4.6), VAG_G12PP),
  engine(
    'vag-ea888-gen3',
    'EA888 Gen 3',
    ['ea888', 'ea888 gen3', 'cjxa', 'cjxc', 'chha', 'cpra', 'czpb', 'dkza', 'dnua'],
    oil(
      'VW 502 00 (5W-40) or 504 00 (5W-30); from model year 2020 many North American cars are filled with VW 508 00 0W-20: follow the label under the hood',
      ['VW 502 00', 'VW 504 00', 'VW 508 00'],
      ['5W-40', '5W-30', '0W-20'],
      ['vw-oil-norms', 'audi-owner-manual'],
      5.7,
    ),
    VAG_G13,
  ),
  engine('vag-30t-ea837', 'EA837 3.0 TFSI', ['ea837', '3.0t', '3.0 tfsi', 'ccaa', 'cgwb', 'cakb'], VW_502_504(), VAG_G12PP),
  engine('vag-29t-ea839', 'EA839 2.9/3.0 TFSI', ['ea839', '2.9t', '2.9 tfsi', 'cwga', 'dect'], VW_502_504(), VAG_G13),
  engine('vag-42-fsi', '4.2 FSI (BNS/BYH)', ['4.2 fsi', 'bns', 'byh', 'cfsa'], VW_502(), VAG_G12),
  engine('vag-52-v10', '5.2 FSI V10', ['5.2 fsi', 'v10 fsi', 'buj', 'cmpa', 'csp'], VW_502(), VAG_G12PP),
  engine(
    'lambo-gallardo-v10',
    '5.0 V10 (07L)',
    ['gallardo v10', '5.0 v10'],
    oil('5W-40 full synthetic meeting VW 502 00, as the owner’s manual lists', ['VW 502 00'], ['5W-40'], ['lamborghini-owner-manual']),
    VAG_G12,
  ),
  engine(
    'lambo-v12-classic',
    'Bizzarrini V12',
    ['bizzarrini v12', 'l535', 'diablo v12', 'murcielago v12'],
    oil('High-performance full synthetic in the grade your owner’s manual lists (ACEA A3/B4)', ['ACEA A3/B4'], ['5W-40', '10W-60'], ['lamborghini-owner-manual']),
  ),
  engine(
    'lambo-l539',
    'L539',
    ['l539', 'aventador v12'],
    oil('5W-40 full synthetic (ACEA A3/B4) as the owner’s manual lists', ['ACEA A3/B4'], ['5W-40'], ['lamborghini-owner-manual']),
  ),
  engine(
    'lambo-urus-v8',
    'EA825 4.0 V8',
    ['ea825', '4.0 tfsi', 'dhu', 'cxy'],
    oil('Porsche C40 / VW 511 00 approved 0W-40 full synthetic, as the owner’s manual lists', ['Porsche C40', 'VW 511 00'], ['0W-40'], ['porsche-oil-approvals', 'lamborghini-owner-manual']),
    VAG_G13,
  ),
  engine('vag-vr6-36', 'VR6 3.2/3.6', ['vr6', 'bmv', 'bhk', 'cgra'], VW_502_504(), VAG_G12PP),
  // Ferrari
  ...(
    [
      ['ferrari-328', 'F105 (328)', ['f105']],
      ['ferrari-348', 'F119 (348)', ['f119']],
      ['ferrari-f355', 'F129 (F355)', ['f129']],
      ['ferrari-f113', 'F113 (Testarossa flat-12)', ['f113']],
    ] as const
  ).map(([key, code, aliases]) =>
    engine(key, code, [...aliases], oil('Full synthetic in the grade of the owner’s manual; 10W-60 or 20W-50 on the classic engines', ['ACEA A3/B4'], ['10W-60', '20W-50'], ['ferrari-owner-manual'])),
  ),
  ...(
    [
      ['ferrari-f131', 'F131', ['f131']],
      ['ferrari-f136', 'F136', ['f136']],
      ['ferrari-f154', 'F154', ['f154']],
      ['ferrari-f133', 'F133', ['f133']],
      ['ferrari-f140', 'F140', ['f140']],
    ] as const
  ).map(([key, code, aliases]) =>
    engine(
      key,
      code,
      [...aliases],
      oil('Ferrari-approved full synthetic (Shell Helix Ultra is the factory fill) in the grade your owner’s manual lists for the model year', ['ACEA A3/B4'], ['10W-60', '5W-40'], ['ferrari-owner-manual']),
    ),
  ),
  // Aston Martin
  engine('aston-v8', 'AJ37 V8', ['aj37', '4.3 v8', '4.7 v8'], oil('0W-40 full synthetic (ACEA A3/B4) as the owner’s guide lists', ['ACEA A3/B4'], ['0W-40'], ['aston-owner-manual'])),
  engine('aston-v12', 'AM V12 (5.9)', ['am04', 'am11', '5.9 v12'], oil('0W-40 full synthetic (ACEA A3/B4) as the owner’s guide lists', ['ACEA A3/B4'], ['0W-40'], ['aston-owner-manual'])),
  // Toyota, Lexus
  engine('toyota-2jz', '2JZ', ['2jz', '2jz-gte', '2jz-ge', '2jzgte'], JAPANESE(['5W-30', '10W-30'], ['toyota-owner-manual'])),
  engine('lexus-1uz', '1UZ-FE', ['1uz', '1uz-fe', '1uzfe'], JAPANESE(['5W-30'], ['toyota-owner-manual'])),
  engine('lexus-3uz', '3UZ-FE', ['3uz', '3uz-fe'], JAPANESE(['5W-30'], ['toyota-owner-manual'])),
  engine('lexus-2gr', '2GR', ['2gr', '2gr-fse', '2gr-fks', '2gr-fe'], JAPANESE(['0W-20', '5W-30'], ['toyota-owner-manual'], '0W-20 on most model years; early IS 350s list 5W-30')),
  engine('lexus-2ur', '2UR-GSE', ['2ur', '2ur-gse'], JAPANESE(['0W-20'], ['toyota-owner-manual'])),
  engine('lexus-1ur', '1UR-FSE', ['1ur', '1ur-fse'], JAPANESE(['0W-20', '5W-30'], ['toyota-owner-manual'])),
  engine('toyota-fa20', 'FA20', ['fa20', 'fa20d', '4u-gse'], JAPANESE(['0W-20'], ['toyota-owner-manual', 'subaru-owner-manual'])),
  engine('toyota-fa24', 'FA24', ['fa24', 'fa24d'], JAPANESE(['0W-20'], ['toyota-owner-manual', 'subaru-owner-manual'])),
  // Nissan
  engine('nissan-vg30dett', 'VG30DETT', ['vg30dett', 'vg30'], JAPANESE(['10W-30', '5W-30'], ['nissan-owner-manual'])),
  engine('nissan-rb26', 'RB26DETT', ['rb26', 'rb26dett'], JAPANESE(['10W-40', '5W-40'], ['nissan-owner-manual'])),
  engine('nissan-vq35', 'VQ35/VQ37', ['vq35', 'vq35de', 'vq35hr', 'vq37', 'vq37vhr'], JAPANESE(['5W-30'], ['nissan-owner-manual'])),
  engine('nissan-vr38', 'VR38DETT', ['vr38', 'vr38dett'], oil('Mobil 1 0W-40 (the grade Nissan specifies) or an equivalent API SN 0W-40 full synthetic', ['API SN'], ['0W-40'], ['nissan-owner-manual'])),
  // Mazda
  engine('mazda-b6-bp', 'B6/BP', ['b6', 'bp', 'bp-4w', 'bp-ze'], JAPANESE(['10W-30', '5W-30'], ['mazda-owner-manual'])),
  engine('mazda-lf', 'MZR LF', ['lf', 'lf-ve', 'mzr'], JAPANESE(['5W-20'], ['mazda-owner-manual'])),
  engine('mazda-skyactiv', 'Skyactiv-G 2.0 (PE)', ['skyactiv', 'pe-vpr', 'skyactiv-g'], JAPANESE(['0W-20'], ['mazda-owner-manual'])),
  engine('mazda-13b', '13B', ['13b', '13b-rew', '13b-msp', 'renesis', 'rotary'], JAPANESE(['5W-20', '10W-30'], ['mazda-owner-manual'], '5W-20 on the RX-8, 10W-30 on the RX-7; the rotary burns oil by design, so check the level often')),
  // Honda
  engine('honda-c30a', 'C30A/C32B', ['c30a', 'c32b'], JAPANESE(['10W-30'], ['honda-owner-manual'])),
  engine('honda-f20c', 'F20C/F22C', ['f20c', 'f22c', 'f22c1'], JAPANESE(['10W-30'], ['honda-owner-manual'])),
  engine('honda-k20c1', 'K20C1', ['k20c1', 'k20c'], JAPANESE(['0W-20'], ['honda-owner-manual'])),
  // Subaru
  engine('subaru-ej20', 'EJ205', ['ej205', 'ej20'], JAPANESE(['5W-30'], ['subaru-owner-manual'])),
  engine('subaru-ej25', 'EJ257/EJ255', ['ej257', 'ej255', 'ej25'], JAPANESE(['5W-30'], ['subaru-owner-manual'])),
  engine('subaru-fa20dit', 'FA20DIT', ['fa20dit', 'fa20f'], JAPANESE(['5W-30'], ['subaru-owner-manual'], undefined, 5.1)),
];

/** Coolant and brake fluid by make, for engines that do not name their own. */
export const MAKE_FLUIDS: Record<string, { coolant: FluidData; brakeFluid: FluidData }> = {
  bmw: {
    coolant: { fluid: 'coolant', specification: 'BMW antifreeze (blue, phosphate- and nitrite-free, BMW N 600 69.0), mixed 50/50 with distilled water', approvals: ['BMW N 600 69.0'], sources: ['bmw-owner-manual'] },
    brakeFluid: { fluid: 'brake-fluid', specification: 'DOT 4 low-viscosity brake fluid; replace every 2 years', approvals: ['DOT 4'], sources: ['bmw-owner-manual', 'fmvss-116'] },
  },
  porsche: {
    coolant: { fluid: 'coolant', specification: 'Porsche coolant (silicate-free OAT, pink/red), mixed 50/50 with distilled water', approvals: ['Porsche OAT'], sources: ['porsche-owner-manual'] },
    brakeFluid: { fluid: 'brake-fluid', specification: 'Porsche Super DOT 4 or an equivalent DOT 4 brake fluid; replace every 2 years', approvals: ['DOT 4'], sources: ['porsche-owner-manual', 'fmvss-116'] },
  },
  'mercedes-benz': {
    coolant: { fluid: 'coolant', specification: 'MB 325.0 approved antifreeze (blue-green), mixed 50/50; later cars list the sheet number on the expansion tank', approvals: ['MB 325.0'], sources: ['mb-bevo'] },
    brakeFluid: { fluid: 'brake-fluid', specification: 'DOT 4 plus brake fluid to MB sheet 331.0; replace every 2 years', approvals: ['DOT 4', 'MB 331.0'], sources: ['mb-bevo', 'fmvss-116'] },
  },
  audi: {
    coolant: VAG_G13,
    brakeFluid: { fluid: 'brake-fluid', specification: 'DOT 4 low-viscosity brake fluid to VW 501 14; replace every 2 years', approvals: ['DOT 4', 'VW 501 14'], sources: ['audi-owner-manual', 'fmvss-116'] },
  },
  volkswagen: {
    coolant: VAG_G13,
    brakeFluid: { fluid: 'brake-fluid', specification: 'DOT 4 low-viscosity brake fluid to VW 501 14; replace every 2 years', approvals: ['DOT 4', 'VW 501 14'], sources: ['audi-owner-manual', 'fmvss-116'] },
  },
  lamborghini: {
    coolant: { fluid: 'coolant', specification: 'The silicate-free OAT coolant named in the owner’s manual (G12-family on the Audi-derived V10), premixed 50/50', approvals: [], sources: ['lamborghini-owner-manual'] },
    brakeFluid: { fluid: 'brake-fluid', specification: 'High-temperature DOT 4 racing-grade brake fluid as the owner’s manual lists; replace every year', approvals: ['DOT 4'], sources: ['lamborghini-owner-manual', 'fmvss-116'] },
  },
  ferrari: {
    coolant: { fluid: 'coolant', specification: 'The OAT coolant named in the owner’s manual (Ferrari specifies a Shell/Paraflu-type product), premixed 50/50', approvals: [], sources: ['ferrari-owner-manual'] },
    brakeFluid: { fluid: 'brake-fluid', specification: 'High-temperature DOT 4 brake fluid; replace every year', approvals: ['DOT 4'], sources: ['ferrari-owner-manual', 'fmvss-116'] },
  },
  'aston-martin': {
    coolant: { fluid: 'coolant', specification: 'OAT coolant as the owner’s guide lists, mixed 50/50', approvals: [], sources: ['aston-owner-manual'] },
    brakeFluid: { fluid: 'brake-fluid', specification: 'DOT 4 brake fluid; replace every 2 years', approvals: ['DOT 4'], sources: ['aston-owner-manual', 'fmvss-116'] },
  },
  toyota: {
    coolant: { fluid: 'coolant', specification: 'Toyota Super Long Life Coolant (pink, premixed 50/50)', approvals: ['Toyota SLLC'], sources: ['toyota-owner-manual'] },
    brakeFluid: { fluid: 'brake-fluid', specification: 'DOT 3 brake fluid (SAE J1703); DOT 4 is compatible; replace every 2-3 years', approvals: ['DOT 3'], sources: ['toyota-owner-manual', 'fmvss-116'] },
  },
  lexus: {
    coolant: { fluid: 'coolant', specification: 'Toyota Super Long Life Coolant (pink, premixed 50/50)', approvals: ['Toyota SLLC'], sources: ['toyota-owner-manual'] },
    brakeFluid: { fluid: 'brake-fluid', specification: 'DOT 3 brake fluid (SAE J1703); DOT 4 is compatible; replace every 2-3 years', approvals: ['DOT 3'], sources: ['toyota-owner-manual', 'fmvss-116'] },
  },
  nissan: {
    coolant: { fluid: 'coolant', specification: 'Nissan Long Life Antifreeze/Coolant (blue), premixed 50/50', approvals: ['Nissan Long Life Coolant'], sources: ['nissan-owner-manual'] },
    brakeFluid: { fluid: 'brake-fluid', specification: 'DOT 3 brake fluid; DOT 4 on the GT-R and for track use', approvals: ['DOT 3', 'DOT 4'], sources: ['nissan-owner-manual', 'fmvss-116'] },
  },
  honda: {
    coolant: { fluid: 'coolant', specification: 'Honda Long Life Antifreeze/Coolant Type 2 (blue, premixed)', approvals: ['Honda Type 2'], sources: ['honda-owner-manual'] },
    brakeFluid: { fluid: 'brake-fluid', specification: 'Honda DOT 3 brake fluid (DOT 4 is compatible)', approvals: ['DOT 3'], sources: ['honda-owner-manual', 'fmvss-116'] },
  },
  mazda: {
    coolant: { fluid: 'coolant', specification: 'Mazda FL22 long-life coolant (green, premixed 55/45)', approvals: ['Mazda FL22'], sources: ['mazda-owner-manual'] },
    brakeFluid: { fluid: 'brake-fluid', specification: 'DOT 3 brake fluid (SAE J1703); DOT 4 for track use', approvals: ['DOT 3'], sources: ['mazda-owner-manual', 'fmvss-116'] },
  },
  subaru: {
    coolant: { fluid: 'coolant', specification: 'Subaru Super Coolant (blue, premixed 50/50)', approvals: ['Subaru Super Coolant'], sources: ['subaru-owner-manual'] },
    brakeFluid: { fluid: 'brake-fluid', specification: 'DOT 3 or DOT 4 brake fluid', approvals: ['DOT 3', 'DOT 4'], sources: ['subaru-owner-manual', 'fmvss-116'] },
  },
};
