/**
 * What the trade and shoppers call each part type the catalog carries: the catalog's own names
 * (`catalog`: the words its part names and tags use, which a search for any of the other words also
 * looks for) and the other words people use for the same part — synonyms, acronyms, trade and brand
 * names, and British or other regional words. Written from parts-counter and workshop usage (US and
 * UK retailer catalogs, OE group names), one entry per type; the search synonym table is seeded from it.
 */
import type { PartTypeId } from '../../../../shared/part-types';

export const PART_WORD_KINDS = ['name', 'synonym', 'acronym', 'trade', 'regional'] as const;
export type PartWordKind = (typeof PART_WORD_KINDS)[number];

export interface PartWords {
  /** Phrases the catalog's part names or tags carry for this type. */
  catalog: readonly string[];
  /** Other words for it, each with what kind of word it is. */
  words: readonly (readonly [string, PartWordKind])[];
}

const s = (word: string) => [word, 'synonym'] as const;
const a = (word: string) => [word, 'acronym'] as const;
const t = (word: string) => [word, 'trade'] as const;
const r = (word: string) => [word, 'regional'] as const;
const n = (word: string) => [word, 'name'] as const;

export const PART_WORDS: Readonly<Record<PartTypeId, PartWords>> = {
  'oil-filter': { catalog: ['oil filter'], words: [n('oil filter kit'), s('oil filter element'), s('oil cartridge'), s('oil filter cartridge'), t('hengst filter')] },
  'air-filter': {
    catalog: ['engine air filter', 'air filter'],
    words: [s('air cleaner'), s('air cleaner element'), s('intake filter'), s('air filter element'), r('air filter insert')],
  },
  'cabin-filter': {
    catalog: ['cabin air filter'],
    words: [n('cabin filter'), r('pollen filter'), s('microfilter'), s('interior filter'), s('ac filter'), s('hvac filter'), s('charcoal filter'), s('dust filter')],
  },
  'fuel-filter': { catalog: ['fuel filter'], words: [s('gas filter'), s('petrol filter'), r('petrol filter element'), s('inline fuel filter')] },
  'spark-plug': {
    catalog: ['spark plug'],
    words: [n('spark plugs'), n('spark plug set'), s('plugs'), r('sparking plug'), s('ignition plug'), t('iridium plug'), t('platinum plug')],
  },
  'ignition-coil': {
    catalog: ['ignition coil'],
    words: [s('coil pack'), s('coil packs'), s('coil on plug'), s('plug coil'), s('stick coil'), s('pencil coil'), r('ignition coil pack')],
  },
  'timing-belt': { catalog: ['timing belt'], words: [s('cam belt'), r('cambelt'), s('camshaft belt'), s('toothed belt'), s('timing belts')] },
  'timing-kit': {
    catalog: ['timing belt kit'],
    words: [s('timing belt kit with water pump'), r('cambelt kit'), s('cam belt kit'), s('timing kit'), s('timing belt and water pump kit')],
  },
  'drive-belt': {
    catalog: ['drive belt', 'serpentine belt'],
    words: [s('accessory belt'), r('fan belt'), r('auxiliary belt'), s('alternator belt'), s('poly v belt'), s('ribbed belt'), s('multi rib belt'), s('v belt')],
  },
  'belt-tensioner': {
    catalog: ['belt tensioner'],
    words: [s('drive belt tensioner'), s('serpentine belt tensioner'), s('tensioner pulley'), s('idler tensioner'), r('auxiliary belt tensioner'), s('tensioner')],
  },
  'water-pump': { catalog: ['water pump'], words: [s('coolant pump'), s('engine water pump'), s('electric water pump'), a('ewp')] },
  thermostat: { catalog: ['thermostat'], words: [s('coolant thermostat'), s('thermostat housing'), s('engine thermostat')] },
  radiator: { catalog: ['radiator'], words: [s('engine radiator'), s('coolant radiator'), r('rad'), s('cooling radiator')] },
  'expansion-tank': {
    catalog: ['expansion tank', 'coolant reservoir'],
    words: [s('coolant tank'), s('overflow tank'), s('coolant overflow tank'), r('header tank'), s('surge tank'), s('recovery tank'), s('radiator reservoir')],
  },
  'brake-pads-front': {
    catalog: ['front brake pad'],
    words: [n('brake pads'), n('brake pad set'), n('front brake pads'), s('front pads'), s('pads'), s('disc brake pads'), r('front brake pad set')],
  },
  'brake-pads-rear': {
    catalog: ['rear brake pad'],
    words: [n('brake pads'), n('brake pad set'), n('rear brake pads'), s('rear pads'), s('pads'), s('disc brake pads'), r('rear brake pad set')],
  },
  'brake-disc-front': {
    catalog: ['front brake rotor', 'brake disc'],
    words: [n('brake rotors'), n('front rotors'), s('rotors'), s('front brake discs'), r('brake discs'), s('discs'), s('front discs'), s('brake rotor pair')],
  },
  'brake-disc-rear': {
    catalog: ['rear brake rotor', 'brake disc'],
    words: [n('brake rotors'), n('rear rotors'), s('rotors'), s('rear brake discs'), r('brake discs'), s('discs'), s('rear discs')],
  },
  'brake-sensor': {
    catalog: ['brake pad wear sensor', 'brake wear sensor'],
    words: [s('pad wear sensor'), s('wear sensor'), s('brake sensor'), s('brake pad sensor'), s('pad sensor'), r('brake wear indicator'), s('wear indicator'), s('brake pad warning sensor')],
  },
  shock: {
    catalog: ['strut', 'shock'],
    words: [n('strut assembly'), s('shock absorber'), s('shocks'), s('struts'), s('damper'), s('dampers'), s('quick strut'), s('loaded strut'), r('suspension strut'), t('coilover')],
  },
  'control-arm': {
    catalog: ['control arm'],
    words: [s('lower control arm'), s('wishbone'), r('track control arm'), s('suspension arm'), s('lower arm'), a('tca')],
  },
  'sway-link': {
    catalog: ['sway bar link', 'stabilizer link'],
    words: [
      n('sway bar end link'), s('end link'), s('sway bar end links'), r('anti roll bar link'), r('anti roll bar drop link'), r('drop link'),
      s('stabilizer bar link'), s('stabiliser link'), s('swaybar link'), s('anti sway bar link'),
    ],
  },
  'tie-rod': { catalog: ['tie rod'], words: [n('tie rod end'), s('outer tie rod'), r('track rod end'), r('track rod'), s('steering tie rod'), s('tie rod end outer')] },
  battery: { catalog: ['battery'], words: [n('agm battery'), s('car battery'), s('starter battery'), a('agm'), a('efb battery'), s('12v battery'), s('absorbent glass mat battery')] },
  alternator: { catalog: ['alternator'], words: [s('generator'), s('charging alternator'), r('dynamo'), s('alternator assembly')] },
  starter: { catalog: ['starter'], words: [n('starter motor'), s('starting motor'), s('starter solenoid'), r('starter motor assembly'), s('self starter')] },
  'exhaust-gasket': {
    catalog: ['exhaust manifold gasket'],
    words: [s('exhaust gasket'), s('manifold gasket'), s('header gasket'), s('exhaust header gasket'), r('exhaust manifold seal')],
  },
  muffler: { catalog: ['muffler'], words: [n('rear muffler'), r('silencer'), r('rear silencer'), r('back box'), s('exhaust muffler'), s('end muffler'), s('rear exhaust box')] },
  clutch: {
    catalog: ['clutch kit', 'clutch'],
    words: [s('clutch set'), s('clutch disc and pressure plate'), s('pressure plate'), s('clutch plate'), s('friction disc'), s('throwout bearing'), r('release bearing')],
  },
  'flex-disc': {
    catalog: ['flex disc', 'guibo'],
    words: [s('driveshaft flex disc'), s('flex joint'), r('propshaft coupling'), r('prop shaft flex disc'), s('giubo'), s('rubber coupling'), s('flexible coupling')],
  },
  'atf-kit': {
    catalog: ['transmission service', 'transmission filter'],
    words: [
      n('automatic transmission service kit'), s('transmission pan'), s('transmission oil pan'), s('gearbox filter'), r('gearbox service kit'),
      s('atf service kit'), s('trans filter'), s('transmission service kit'),
    ],
  },
  'valve-cover-gasket': {
    catalog: ['valve cover gasket'],
    words: [s('rocker cover gasket'), r('cam cover gasket'), s('cylinder head cover gasket'), s('valve cover seal'), s('tappet cover gasket'), s('valve cover gasket set')],
  },
  'oil-housing-gasket': {
    catalog: ['oil filter housing gasket'],
    words: [s('oil filter housing seal'), a('ofhg'), s('oil cooler gasket'), s('oil filter housing gasket set'), r('oil filter housing seal kit')],
  },
  'engine-mount': { catalog: ['engine mount'], words: [s('motor mount'), s('motor mounts'), s('engine mounts'), r('engine mounting'), s('engine support'), s('engine bushing'), s('hydro mount')] },
  turbocharger: { catalog: ['turbocharger', 'turbo'], words: [s('turbo charger'), s('turbo unit'), s('turbos'), s('forced induction'), t('k04 turbo')] },
  'crankcase-vent': {
    catalog: ['crankcase vent', 'pcv valve', 'air oil separator'],
    words: [
      n('crankcase vent valve'), a('ccv'), a('ccv valve'), a('pcv'), s('positive crankcase ventilation valve'), s('crankcase breather'), r('breather valve'),
      s('oil separator'), a('aos'), s('crankcase ventilation valve'), s('oil trap'),
    ],
  },
  'o2-sensor': {
    catalog: ['oxygen sensor', 'o2 sensor', 'lambda sensor'],
    words: [s('o2 sensors'), r('lambda probe'), s('upstream oxygen sensor'), s('air fuel ratio sensor'), s('air fuel sensor'), a('afr sensor'), s('oxygen sensors')],
  },
  'maf-sensor': {
    catalog: ['mass air flow sensor', 'maf'],
    words: [s('mass airflow sensor'), s('air flow meter'), s('airflow meter'), r('air mass meter'), s('maf sensor'), a('mafs'), s('air mass sensor'), s('hot film air mass meter')],
  },
  'crank-sensor': {
    catalog: ['crankshaft position sensor', 'crankshaft sensor'],
    words: [s('crank sensor'), s('crank position sensor'), a('ckp sensor'), a('ckp'), s('crank angle sensor'), r('engine speed sensor'), s('pulse generator')],
  },
  'oil-pressure-sensor': {
    catalog: ['oil pressure switch'],
    words: [s('oil pressure sensor'), s('oil pressure sender'), s('oil pressure sending unit'), r('oil pressure transmitter'), s('oil sender')],
  },
  'door-handle': { catalog: ['door handle'], words: [s('exterior door handle'), s('outside door handle'), s('door pull'), r('outer door handle'), s('door handles')] },
  wiper: {
    catalog: ['wiper blade'],
    words: [n('wiper blades'), s('wipers'), s('windshield wipers'), r('windscreen wipers'), r('windscreen wiper blades'), s('wiper blade set'), t('aerotwin'), s('flat wiper blade')],
  },
  'mirror-glass': {
    catalog: ['mirror glass'],
    words: [s('side mirror glass'), s('wing mirror glass'), r('door mirror glass'), s('mirror lens'), s('heated mirror glass'), s('mirror'), s('side mirror'), r('wing mirror')],
  },
  'lift-support': {
    catalog: ['lift support', 'gas strut'],
    words: [
      s('hood strut'), s('hood struts'), s('hood lift support'), r('bonnet strut'), r('bonnet struts'), r('bonnet gas strut'), r('boot strut'), r('boot struts'),
      s('trunk strut'), s('tailgate strut'), s('tailgate lift support'), s('gas spring'), s('hood shocks'), s('hatch strut'), s('liftgate strut'),
    ],
  },
  'window-regulator': {
    catalog: ['window regulator'],
    words: [s('window lifter'), s('window motor and regulator'), s('power window regulator'), r('window winder'), s('window track'), s('regulator')],
  },
  'cup-holder': { catalog: ['cup holder'], words: [s('cupholder'), s('drink holder'), s('beverage holder'), r('can holder')] },
  headlight: {
    catalog: ['headlight'],
    words: [s('headlight assembly'), s('headlamp'), r('headlamp unit'), s('head light'), s('front light'), s('headlamp assembly'), t('xenon headlight'), t('bi xenon headlight')],
  },
  'tail-light': { catalog: ['tail light'], words: [s('taillight'), s('tail lamp'), r('rear light'), r('rear lamp'), s('brake light assembly'), s('stop light'), r('rear light cluster')] },
  bulb: {
    catalog: ['xenon bulb', 'headlight bulb'],
    words: [s('hid bulb'), a('hid'), s('xenon headlight bulb'), t('d1s'), t('d2s'), t('d3s'), s('headlamp bulb'), s('xenon lamp'), r('xenon burner')],
  },
  'floor-mats': {
    catalog: ['floor mat'],
    words: [s('floor mats'), s('all weather mats'), s('rubber mats'), s('car mats'), r('footwell mats'), s('floor liners'), s('all weather floor mats')],
  },
  'engine-oil': {
    catalog: ['engine oil'],
    words: [s('motor oil'), s('synthetic oil'), s('full synthetic oil'), s('5w30'), s('5w40'), s('0w40'), s('0w20'), s('lubricant'), r('engine lubricant')],
  },
  coolant: {
    catalog: ['coolant', 'antifreeze'],
    words: [s('anti freeze'), s('engine coolant'), s('radiator fluid'), r('antifreeze concentrate'), t('g12'), t('g13'), t('glysantin'), s('coolant concentrate')],
  },
  'brake-fluid': { catalog: ['brake fluid'], words: [t('dot 4'), t('dot4'), t('dot 3'), t('dot 5.1'), s('hydraulic brake fluid'), r('brake oil')] },
  'transmission-fluid': {
    catalog: ['transmission fluid'],
    words: [s('automatic transmission fluid'), a('atf'), s('gearbox oil'), r('gearbox fluid'), s('trans fluid'), s('transmission oil'), t('lifeguard fluid')],
  },
  'oil-filter-wrench': {
    catalog: ['oil filter wrench'],
    words: [n('oil filter housing cap wrench'), s('oil filter socket'), s('oil filter cap wrench'), s('filter wrench'), r('oil filter spanner'), s('oil filter tool')],
  },
  'timing-tool-kit': {
    catalog: ['timing tool', 'camshaft tool'],
    words: [n('timing tool kit'), s('camshaft alignment tool'), s('cam locking tool'), s('engine timing tool'), r('timing locking kit'), s('camshaft locking tool'), s('vanos tool')],
  },
};
