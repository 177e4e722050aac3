/**
 * Rules that read a generic trouble code's standard description and name the component it is about,
 * with that component's causes in their generic order. A rule matches the description's component
 * words ("Mass or Volume Air Flow", "HO2S Heater ... Sensor 2", "Knock Sensor"), so every code of a
 * series is mapped by the same rule rather than code by code. A circuit fault puts the component first
 * and its wiring next; a performance fault lets the condition the component reports come first where
 * that is the usual find. Components the catalog does not sell keep their own part type, with no parts
 * behind it: the answer then says what the code means and that we list no part for it.
 */
import { r } from './symptoms';
import type { CauseData, PartTypeData, RankedCauseData } from './types';

const J2012 = ['sae-j2012'];

/** What a code takes its causes from: a ranking of its own, or the causes of a symptom or another code. */
export type CodeDiagnosis = { generic: RankedCauseData[] } | { rankingsFrom: { symptom: string; check?: string } | { code: string } };

interface ComponentRule {
  /** The description's words that name the component. */
  words: RegExp;
  system: string;
  /** The causes for this code's description (its position, circuit or performance words may reorder them). */
  diagnose: (title: string) => CodeDiagnosis;
}

const WIRING_CHECK =
  'Unplug the component and look for corrosion, water or pushed-back pins in the connector and chafing along its wire; with the key on, measure its supply, reference and ground at the plug.';
const wiring = (likelihood: RankedCauseData['likelihood'] = 'medium') =>
  r('connector-corrosion-or-water', likelihood, 'A corroded connector, chafed wire or poor ground gives the engine computer the same reading as a failed part.', { check: WIRING_CHECK });
const module = () => r('control-module-failure', 'low', 'The module that reads the circuit, only once the part and the wiring test good.');

/** A fault in the component's electrical circuit, as opposed to a reading that is implausible (range/performance). */
const isCircuit = (title: string) => /circuit|electrical|open|shorted/i.test(title) && !/performance|stuck/i.test(title);

/** A component read through a circuit: the component, then its wiring, then the module. */
function component(cause: string, reason: string, check?: string): (title: string) => CodeDiagnosis {
  return (title) => ({
    generic: isCircuit(title) ? [r(cause, 'high', reason, { check }), wiring('high'), module()] : [r(cause, 'high', reason, { check }), wiring()],
  });
}

const from = (rankingsFrom: { symptom: string; check?: string } | { code: string }) => (): CodeDiagnosis => ({ rankingsFrom });
const bankOf = (title: string) => (/Bank 2/i.test(title) ? 2 : 1);
/** Sensor 1 sits before the catalytic converter; sensors 2 and 3 after it. */
const downstream = (title: string) => /Sensor [23]\)/i.test(title);

const HEATER_CHECK =
  'Measure the heater’s resistance across its two heater pins at the sensor’s plug (a few ohms when good, open when failed) and check the heater fuse and relay.';

/** Ordered: the first rule whose words match a description names its component. */
export const COMPONENT_RULES: readonly ComponentRule[] = [
  { words: /misfire/i, system: 'engine', diagnose: (t) => ({ rankingsFrom: { symptom: 'misfire', check: /Cylinder (\d+)/.exec(t) ? cylinderCheck(Number(/Cylinder (\d+)/.exec(t)![1])) : undefined } }) },
  { words: /Crankshaft Position - Camshaft Position Correlation/i, system: 'engine', diagnose: from({ code: 'P0016' }) },
  {
    words: /Camshaft Position Actuator( Control)? Circuit|Valve Control Solenoid Circuit(?! Range)/i,
    system: 'engine',
    diagnose: component('cam-adjuster-solenoid-fault', 'The code names the camshaft adjuster solenoid’s own circuit: the solenoid or its plug.'),
  },
  { words: /Camshaft Position - Timing|Valve Control Solenoid Circuit Range/i, system: 'engine', diagnose: (t) => ({ rankingsFrom: { code: bankOf(t) === 2 ? 'P0021' : 'P0011' } }) },
  { words: /Crankshaft Position (Sensor|System)|Engine Speed Input/i, system: 'engine', diagnose: component('cam-crank-sensor-fault', 'The crankshaft position sensor named by the code, or its signal.') },
  { words: /Camshaft Position Sensor/i, system: 'engine', diagnose: component('camshaft-sensor-fault', 'The camshaft position sensor named by the code, or its signal.') },
  {
    words: /HO2S Heater|O2 Sensor Heater/i,
    system: 'emissions',
    diagnose: (t) => ({
      generic: [
        r(downstream(t) ? 'downstream-o2-sensor-fault' : 'upstream-o2-sensor-fault', 'high', 'The heater is built into the oxygen sensor the code names; a failed heater means a new sensor.', { check: HEATER_CHECK }),
        wiring(),
        r('control-module-failure', 'low', 'The heater driver in the engine computer, rarely, once the sensor and fuse test good.'),
      ],
    }),
  },
  { words: /Post Catalyst Fuel Trim/i, system: 'emissions', diagnose: () => ({ generic: [r('downstream-o2-sensor-fault', 'high', 'The sensor after the converter trims the mixture; an ageing one reads wrong.'), r('exhaust-leak', 'medium', 'An exhaust leak ahead of the sensor lets air in and skews its reading.')] }) },
  {
    words: /O2 Sensor/i,
    system: 'emissions',
    diagnose: (t) =>
      downstream(t)
        ? { generic: [r('downstream-o2-sensor-fault', 'high', 'The sensor after the catalytic converter named by the code.'), r('exhaust-leak', 'medium', 'An exhaust leak ahead of the sensor skews its reading.'), wiring('low')] }
        : {
            generic: [
              r('upstream-o2-sensor-fault', 'high', 'The sensor before the catalytic converter named by the code; they slow down with age.'),
              /Lean/i.test(t) ? r('vacuum-leak', 'medium', 'A real lean mixture from unmetered air holds the sensor lean.') : wiring(),
              r('exhaust-leak', 'low', 'An exhaust leak ahead of the sensor skews its reading.'),
            ],
          },
  },
  { words: /Catalyst/i, system: 'emissions', diagnose: (t) => ({ rankingsFrom: { code: bankOf(t) === 2 ? 'P0430' : 'P0420' } }) },
  { words: /Too Lean|Intake Air System Leak/i, system: 'engine', diagnose: (t) => ({ rankingsFrom: { code: bankOf(t) === 2 ? 'P0174' : 'P0171' } }) },
  {
    words: /Too Rich/i,
    system: 'engine',
    diagnose: () => ({
      generic: [
        r('fuel-injector-fault', 'high', 'A leaking or dripping injector adds fuel the computer did not ask for.'),
        r('evap-purge-valve-fault', 'medium', 'A purge valve stuck open feeds fuel vapour into the intake.'),
        r('maf-sensor-fault', 'medium', 'A MAF reading high makes the computer add fuel.'),
        r('coolant-temp-sensor-fault', 'low', 'A sensor reading cold keeps the mixture rich.'),
      ],
    }),
  },
  { words: /Fuel Trim/i, system: 'engine', diagnose: (t) => ({ rankingsFrom: { code: bankOf(t) === 2 ? 'P0174' : 'P0171' } }) },
  {
    words: /Mass or Volume Air Flow|MAP\/MAF/i,
    system: 'engine',
    diagnose: (t) => ({
      generic: isCircuit(t)
        ? [r('maf-sensor-fault', 'high', 'The code names the mass air flow sensor’s own signal: the sensor or its plug.'), wiring('high'), module()]
        : [r('maf-sensor-fault', 'high', 'A contaminated or ageing MAF reads outside what the engine expects.'), r('vacuum-leak', 'medium', 'Air that bypasses the MAF makes its reading implausible.'), wiring('low')],
    }),
  },
  { words: /Manifold Absolute Pressure|Barometric Pressure/i, system: 'engine', diagnose: component('map-sensor-fault', 'The manifold pressure sensor named by the code, or its signal.') },
  { words: /Intake Air Temperature Sensor/i, system: 'engine', diagnose: component('iat-sensor-fault', 'The intake air temperature sensor named by the code (on many cars built into the MAF or boost sensor).') },
  { words: /Intake Air Temperature Too High/i, system: 'engine', diagnose: () => ({ generic: [r('iat-sensor-fault', 'medium', 'A sensor reading hot.'), r('cooling-fan-failure', 'medium', 'Hot underbonnet air when the fans do not run.')] }) },
  { words: /Engine Coolant Temperature Circuit/i, system: 'cooling', diagnose: component('coolant-temp-sensor-fault', 'The coolant temperature sensor named by the code, or its signal.') },
  { words: /Engine Coolant Over Temperature/i, system: 'cooling', diagnose: from({ symptom: 'overheating' }) },
  { words: /Coolant Thermostat|Insufficient Coolant Temperature|Cooling System Performance/i, system: 'cooling', diagnose: from({ code: 'P0128' }) },
  { words: /Coolant Pump/i, system: 'cooling', diagnose: component('electric-water-pump-failure', 'The electric coolant pump the code names, or its supply.') },
  { words: /Throttle\/Pedal Position|Closed Throttle Position/i, system: 'engine', diagnose: component('throttle-position-sensor-fault', 'The throttle or pedal position sensor named by the code, or its signal.') },
  { words: /Throttle Actuator/i, system: 'engine', diagnose: component('throttle-body-fault', 'The electronic throttle body: a sticking blade, a worn motor or its position sensors.') },
  { words: /Idle Air Control System RPM Higher|Idle Air Control System$/i, system: 'engine', diagnose: () => ({ generic: [r('vacuum-leak', 'high', 'Unmetered air raises the idle above what the computer can pull it down to.'), r('pcv-valve-failure', 'medium', 'A failed crankcase vent valve is a vacuum leak of its own.'), r('throttle-body-fault', 'medium', 'A sticking throttle blade or idle valve holds the idle up.')] }) },
  { words: /Idle Air Control/i, system: 'engine', diagnose: () => ({ generic: [r('throttle-body-fault', 'high', 'Carbon round the throttle blade or a sticking idle valve starves the idle of air.'), r('vacuum-leak', 'medium', 'A leak makes the idle hunt.'), wiring('low')] }) },
  { words: /Fuel Temperature Sensor|Fuel Composition Sensor/i, system: 'fuel', diagnose: component('fuel-temp-sensor-fault', 'The fuel temperature or composition sensor named by the code, or its signal.') },
  { words: /Fuel Rail Pressure Sensor|Low Pressure Fuel System Sensor/i, system: 'fuel', diagnose: component('fuel-pressure-sensor-fault', 'The fuel pressure sensor named by the code, or its signal.') },
  { words: /Fuel Rail\/System Pressure - Too Low/i, system: 'fuel', diagnose: from({ code: 'P0087' }) },
  {
    words: /Fuel Rail\/System Pressure - Too High|Fuel Pressure Regulator|Fuel System Leak/i,
    system: 'fuel',
    diagnose: () => ({ generic: [r('high-pressure-fuel-pump-failure', 'high', 'On direct-injection engines the high-pressure pump carries the pressure regulator.'), r('fuel-pressure-sensor-fault', 'medium', 'A rail pressure sensor reading wrong makes the control chase a false pressure.'), wiring('low')] }),
  },
  { words: /Engine Oil Temperature Sensor/i, system: 'engine', diagnose: component('oil-temp-sensor-fault', 'The oil temperature sensor named by the code, or its signal.') },
  { words: /Engine Oil Over Temperature/i, system: 'engine', diagnose: () => ({ generic: [r('low-or-wrong-oil', 'high', 'Low oil runs hot.'), r('oil-temp-sensor-fault', 'medium', 'A sensor reading high.'), r('cooling-fan-failure', 'low', 'A cooling system that cannot shed heat.')] }) },
  { words: /Contribution\/Balance/i, system: 'fuel', diagnose: () => ({ generic: [r('fuel-injector-fault', 'high', 'The cylinder’s injector delivers more or less than the others.'), r('low-compression', 'medium', 'A cylinder that seals poorly contributes less.')] }) },
  { words: /Injector/i, system: 'fuel', diagnose: component('fuel-injector-fault', 'The injector the code names, or its circuit.') },
  { words: /Fuel Pump/i, system: 'fuel', diagnose: component('fuel-delivery-low', 'The in-tank fuel pump the code names, its relay or its control module.') },
  { words: /Overboost/i, system: 'engine', diagnose: () => ({ generic: [r('boost-control-solenoid-fault', 'high', 'A boost control solenoid stuck in one position keeps the wastegate shut.'), r('turbo-wastegate-fault', 'medium', 'A seized wastegate cannot open to bleed boost.'), r('boost-sensor-fault', 'medium', 'A boost sensor reading high.')] }) },
  { words: /Underboost/i, system: 'engine', diagnose: from({ code: 'P0299' }) },
  { words: /Boost Sensor|Boost Control Position Sensor/i, system: 'engine', diagnose: component('boost-sensor-fault', 'The boost pressure sensor named by the code, or its signal.') },
  { words: /Wastegate Solenoid|Bypass Valve/i, system: 'engine', diagnose: component('boost-control-solenoid-fault', 'The boost control or bypass valve named by the code, or its circuit.') },
  { words: /Knock/i, system: 'engine', diagnose: component('knock-sensor-fault', 'The knock sensor named by the code: a cracked sensor, a loose mounting bolt or its plug.') },
  { words: /Ignition Coil/i, system: 'ignition', diagnose: component('ignition-coil-failure', 'The coil the code names, or its circuit.') },
  { words: /Exhaust Gas Recirculation/i, system: 'emissions', diagnose: component('egr-valve-fault', 'The EGR valve or its passages, clogged with carbon, or its position sensor.') },
  { words: /Secondary Air Injection/i, system: 'emissions', diagnose: component('secondary-air-fault', 'The secondary air pump or its switching valve, often seized by condensation.') },
  { words: /Leak Detection Pump/i, system: 'emissions', diagnose: component('evap-leak-pump-fault', 'The leak detection pump named by the code, or its circuit.') },
  { words: /Purge/i, system: 'emissions', diagnose: component('evap-purge-valve-fault', 'The purge valve named by the code, or its circuit.') },
  { words: /Evaporative Emission System Vent/i, system: 'emissions', diagnose: component('evap-vent-valve-fault', 'The canister vent valve named by the code, often blocked by dust.') },
  { words: /Evaporative Emission System Pressure Sensor/i, system: 'emissions', diagnose: component('evap-pressure-sensor-fault', 'The tank pressure sensor named by the code, or its signal.') },
  { words: /Evaporative Emission System Leak Detected \((Small|Very Small) Leak\)/i, system: 'emissions', diagnose: from({ code: 'P0456' }) },
  { words: /Evaporative Emission System/i, system: 'emissions', diagnose: from({ code: 'P0455' }) },
  { words: /Fuel Level Sensor/i, system: 'fuel', diagnose: component('fuel-level-sensor-fault', 'The fuel level sender named by the code, or its signal.') },
  { words: /^Fan /i, system: 'cooling', diagnose: component('cooling-fan-failure', 'The cooling fan or its control module named by the code.') },
  { words: /Vehicle Speed Sensor/i, system: 'drivetrain', diagnose: component('vehicle-speed-sensor-fault', 'The speed signal named by the code: the sensor or the module that passes it on.') },
  { words: /Engine Oil Pressure Too Low/i, system: 'engine', diagnose: from({ symptom: 'oil-pressure-light' }) },
  {
    words: /Engine Oil Pressure Sensor/i,
    system: 'engine',
    diagnose: () => ({ generic: [r('oil-pressure-switch-fault', 'high', 'The oil pressure sensor or switch named by the code, or its signal.'), r('low-or-wrong-oil', 'medium', 'Low oil level or pressure read correctly.'), wiring('medium')] }),
  },
  { words: /A\/C Refrigerant Pressure Sensor/i, system: 'climate', diagnose: component('ac-pressure-sensor-fault', 'The A/C pressure sensor named by the code, or its signal.') },
  { words: /System Voltage/i, system: 'electrical', diagnose: from({ code: 'P0562' }) },
  { words: /Brake Switch/i, system: 'brakes', diagnose: component('brake-light-switch-fault', 'The brake light switch named by the code, or its adjustment.') },
  { words: /Transmission Range Sensor|Park\/Neutral Switch/i, system: 'drivetrain', diagnose: component('transmission-range-sensor-fault', 'The range sensor or park/neutral switch named by the code.') },
  { words: /Transmission Fluid Temperature Sensor/i, system: 'drivetrain', diagnose: component('transmission-temp-sensor-fault', 'The fluid temperature sensor named by the code (inside the transmission on most cars).') },
  { words: /Input\/Turbine Speed Sensor|Output Shaft Speed Sensor/i, system: 'drivetrain', diagnose: component('transmission-speed-sensor-fault', 'The transmission speed sensor named by the code, or its signal.') },
  { words: /Clutch Position Sensor/i, system: 'drivetrain', diagnose: component('clutch-position-sensor-fault', 'The clutch pedal position sensor named by the code.') },
  { words: /Solenoid .*Electrical|Solenoid "[A-E]"$|Solenoid Circuit\/Open|Solenoid Circuit Electrical/i, system: 'drivetrain', diagnose: component('shift-solenoid-fault', 'The transmission solenoid named by the code, or its circuit.') },
  {
    words: /Solenoid|Gear Ratio|Incorrect Ratio|Shift|Transmission Fluid Over Temperature|Transmission Control System/i,
    system: 'drivetrain',
    diagnose: () => ({
      generic: [
        r('transmission-fluid-low-or-old', 'high', 'Low or worn fluid is the first thing to rule out for slipping, wrong ratios and solenoid performance codes.'),
        r('shift-solenoid-fault', 'medium', 'A sticking solenoid or valve body.'),
        module(),
      ],
    }),
  },
  { words: /Intake Manifold Runner/i, system: 'engine', diagnose: component('intake-runner-fault', 'The intake manifold runner or tuning flap actuator named by the code, or its linkage.') },
  { words: /Ambient Air Temperature Sensor/i, system: 'electrical', diagnose: component('ambient-temp-sensor-fault', 'The outside air temperature sensor named by the code, usually behind the front bumper.') },
  { words: /Control Module|Serial Communication|Reference Voltage|Keep Alive Memory/i, system: 'electrical', diagnose: () => ({ generic: [r('weak-battery', 'high', 'Low voltage makes modules log memory and communication faults.'), wiring(), module()] }) },
];

function cylinderCheck(cylinder: number): string {
  return `Cylinder ${cylinder} is named by the code: swap its coil (then its injector, where practical) with a neighbouring cylinder’s, clear the codes and drive; if the code moves to the other cylinder, the swapped part is at fault; if it stays, check the plug, then compression.`;
}

/** The rule that names a description's component, if any. */
export function componentRuleFor(title: string): ComponentRule | undefined {
  return COMPONENT_RULES.find((rule) => rule.words.test(title));
}

/**
 * Components codes name that retailer feeds list under these part types; the demo catalog carries
 * none of them, so a code about them answers with its meaning and says we list no part for it.
 */
export const COMPONENT_PART_TYPES: readonly PartTypeData[] = [
  ['o2-sensor-upstream', 'Upstream oxygen sensor', 'sensors-gauges', 'engine', ['upstream oxygen sensor', 'upstream o2 sensor', 'front oxygen sensor']],
  ['o2-sensor-downstream', 'Downstream oxygen sensor', 'sensors-gauges', 'engine', ['downstream oxygen sensor', 'downstream o2 sensor', 'rear oxygen sensor', 'post-cat oxygen sensor']],
  ['map-sensor', 'Manifold absolute pressure (MAP) sensor', 'sensors-gauges', 'engine', ['map sensor', 'manifold absolute pressure sensor']],
  ['iat-sensor', 'Intake air temperature sensor', 'sensors-gauges', 'engine', ['intake air temperature sensor', 'iat sensor']],
  ['throttle-position-sensor', 'Throttle or pedal position sensor', 'sensors-gauges', 'engine', ['throttle position sensor', 'pedal position sensor', 'tps']],
  ['throttle-body', 'Throttle body or idle control valve', 'engine', 'engine', ['throttle body', 'idle control valve', 'idle air control valve']],
  ['fuel-temp-sensor', 'Fuel temperature sensor', 'sensors-gauges', 'engine', ['fuel temperature sensor', 'fuel composition sensor']],
  ['fuel-pressure-sensor', 'Fuel pressure sensor', 'sensors-gauges', 'engine', ['fuel pressure sensor', 'fuel rail pressure sensor']],
  ['oil-temp-sensor', 'Oil temperature sensor', 'sensors-gauges', 'engine', ['oil temperature sensor']],
  ['boost-sensor', 'Boost pressure sensor', 'sensors-gauges', 'engine', ['boost pressure sensor', 'boost sensor']],
  ['boost-control-solenoid', 'Boost control or turbo bypass valve', 'engine', 'engine', ['boost control solenoid', 'wastegate solenoid', 'diverter valve', 'blow off valve']],
  ['knock-sensor', 'Knock sensor', 'sensors-gauges', 'engine', ['knock sensor']],
  ['egr-valve', 'EGR valve', 'exhaust', 'engine', ['egr valve']],
  ['secondary-air-pump', 'Secondary air pump or valve', 'exhaust', 'engine', ['secondary air pump', 'secondary air valve', 'smog pump']],
  ['evap-vent-valve', 'EVAP canister vent valve', 'engine', 'model', ['canister vent valve', 'evap vent valve']],
  ['evap-pressure-sensor', 'Fuel tank pressure sensor', 'sensors-gauges', 'model', ['fuel tank pressure sensor', 'evap pressure sensor']],
  ['fuel-level-sensor', 'Fuel level sender', 'sensors-gauges', 'model', ['fuel level sender', 'fuel level sensor']],
  ['vehicle-speed-sensor', 'Vehicle speed sensor', 'sensors-gauges', 'model', ['vehicle speed sensor']],
  ['ac-pressure-sensor', 'A/C pressure sensor', 'sensors-gauges', 'model', ['a/c pressure sensor', 'ac pressure sensor', 'refrigerant pressure sensor']],
  ['brake-light-switch', 'Brake light switch', 'electrical-batteries', 'model', ['brake light switch', 'brake switch']],
  ['control-module', 'Control module', 'electrical-batteries', 'model', ['engine control module', 'ecu', 'control module']],
  ['transmission-range-sensor', 'Transmission range sensor', 'transmission-drivetrain', 'model', ['transmission range sensor', 'neutral safety switch']],
  ['transmission-temp-sensor', 'Transmission fluid temperature sensor', 'transmission-drivetrain', 'model', ['transmission temperature sensor']],
  ['transmission-speed-sensor', 'Transmission speed sensor', 'transmission-drivetrain', 'model', ['transmission speed sensor', 'input speed sensor', 'output speed sensor']],
  ['shift-solenoid', 'Transmission solenoid or valve body', 'transmission-drivetrain', 'model', ['shift solenoid', 'valve body', 'mechatronic']],
  ['clutch-position-sensor', 'Clutch position sensor', 'transmission-drivetrain', 'model', ['clutch position sensor', 'clutch pedal switch']],
  ['intake-runner-actuator', 'Intake manifold runner actuator', 'engine', 'engine', ['intake manifold runner', 'swirl flap', 'tuning flap']],
  ['ambient-temp-sensor', 'Outside air temperature sensor', 'sensors-gauges', 'model', ['ambient air temperature sensor', 'outside temperature sensor']],
].map(([slug, name, categorySlug, fitsBy, searchTerms]) => ({ slug, name, categorySlug, fitsBy, searchTerms }) as PartTypeData);

/** A component's cause: the part failed or its signal is out of range; the wiring is a cause of its own. */
function componentCause(id: string, name: string, type: string, system: string, check: string, time: [number, number], difficulty: CauseData['difficulty'] = 'Intermediate'): CauseData {
  return {
    id,
    name,
    summary: `The ${name.replace(/^Failed /, '').toLowerCase()} reads or acts outside its range, or has lost its signal.`,
    check,
    fix: `Replace the ${name.replace(/^Failed /, '').toLowerCase()} once its wiring and connector test good; clear the codes and confirm with a drive cycle.`,
    system,
    difficulty,
    time,
    parts: [{ type, role: 'replace' }],
    sources: J2012,
  };
}

const LIVE_DATA = 'Compare its reading in live data with the actual condition (a cold engine, a known pressure), then wiggle its plug and wire while watching the value.';

export const COMPONENT_CAUSES: readonly CauseData[] = [
  componentCause('upstream-o2-sensor-fault', 'Failed upstream oxygen sensor', 'o2-sensor-upstream', 'emissions', 'Watch the sensor in live data on a warm engine: it should switch quickly (or, for a wideband sensor, follow the mixture as you snap the throttle); a slow, flat or stuck reading is the sensor.', [30, 90]),
  componentCause('downstream-o2-sensor-fault', 'Failed downstream oxygen sensor', 'o2-sensor-downstream', 'emissions', 'On a warm engine the sensor after the converter should read steady and swing rich on a hard snap of the throttle; a dead or flat reading is the sensor, a reading that mirrors the upstream one is the converter.', [30, 90]),
  componentCause('camshaft-sensor-fault', 'Failed camshaft position sensor', 'cam-sensor', 'engine', 'Check the sensor’s signal with a scan tool or scope while cranking; look for oil in its connector (a common failure) and swap it with the other bank’s where they are the same part.', [20, 60], 'Beginner'),
  componentCause('map-sensor-fault', 'Failed manifold pressure sensor', 'map-sensor', 'engine', `With the key on and the engine off, the reading should equal the barometric pressure; at idle it should drop well below it. ${LIVE_DATA}`, [15, 45], 'Beginner'),
  componentCause('iat-sensor-fault', 'Failed intake air temperature sensor', 'iat-sensor', 'engine', `On a cold engine after a night, the intake air temperature should match the coolant and outside temperatures. ${LIVE_DATA}`, [15, 45], 'Beginner'),
  componentCause('throttle-position-sensor-fault', 'Failed throttle or pedal position sensor', 'throttle-position-sensor', 'engine', 'Watch both signals of the sensor in live data while slowly opening the throttle or pressing the pedal: they must rise smoothly together with no drop-out.', [30, 90]),
  componentCause('throttle-body-fault', 'Dirty or failing throttle body', 'throttle-body', 'engine', 'Look inside the throttle body for carbon round the blade; clean it, run the throttle adaptation and see if the fault returns.', [30, 90]),
  componentCause('fuel-temp-sensor-fault', 'Failed fuel temperature sensor', 'fuel-temp-sensor', 'fuel', `On a cold engine its reading should be close to the outside temperature. ${LIVE_DATA}`, [30, 90]),
  componentCause('fuel-pressure-sensor-fault', 'Failed fuel pressure sensor', 'fuel-pressure-sensor', 'fuel', 'Compare the sensor’s reading with a mechanical gauge on the low-pressure side, or with the specified rail pressure at idle; a reading that jumps or sits at a fixed value is the sensor.', [30, 120]),
  componentCause('oil-temp-sensor-fault', 'Failed oil temperature sensor', 'oil-temp-sensor', 'engine', `On a cold engine its reading should match the coolant temperature. ${LIVE_DATA}`, [20, 60], 'Beginner'),
  componentCause('boost-sensor-fault', 'Failed boost pressure sensor', 'boost-sensor', 'engine', `With the engine off its reading should equal the barometric pressure. ${LIVE_DATA}`, [15, 45], 'Beginner'),
  componentCause('boost-control-solenoid-fault', 'Failed boost control or bypass valve', 'boost-control-solenoid', 'engine', 'Command the valve with a scan tool and listen for its click; check its vacuum lines for splits and its diaphragm for tears.', [30, 90]),
  componentCause('knock-sensor-fault', 'Failed knock sensor', 'knock-sensor', 'engine', 'Check the sensor’s resistance and its mounting bolt torque; a loose or cracked sensor reads noise as knock or none at all.', [60, 300], 'Advanced'),
  componentCause('egr-valve-fault', 'Clogged or failed EGR valve', 'egr-valve', 'emissions', 'Command the valve open at idle: the idle should stumble. No change means a stuck valve or blocked passage; check its position reading while commanding it.', [60, 180]),
  componentCause('secondary-air-fault', 'Failed secondary air pump or valve', 'secondary-air-pump', 'emissions', 'On a cold start the pump should run for about a minute (a whirr behind the bumper or under the hood); no sound points at the pump or its relay, sound with the code at the valve or a blocked port.', [60, 180]),
  componentCause('evap-leak-pump-fault', 'Failed EVAP leak detection pump', 'evap-leak-pump', 'emissions', 'Run the leak test with a scan tool and check the pump’s hoses and filter for dirt and splits.', [30, 90]),
  componentCause('evap-vent-valve-fault', 'Blocked or failed canister vent valve', 'evap-vent-valve', 'emissions', 'Command the vent valve closed and open with a scan tool; look for dirt or spider webs in its filter and inlet.', [30, 90]),
  componentCause('evap-pressure-sensor-fault', 'Failed fuel tank pressure sensor', 'evap-pressure-sensor', 'emissions', 'With the fuel cap off its reading should be zero; check its connector at the tank or canister.', [30, 120]),
  componentCause('fuel-level-sensor-fault', 'Failed fuel level sender', 'fuel-level-sensor', 'fuel', 'Compare the gauge with a known amount of fuel added to a near-empty tank; a reading that jumps while driving is the sender’s worn track.', [60, 180]),
  componentCause('vehicle-speed-sensor-fault', 'Failed vehicle speed signal', 'vehicle-speed-sensor', 'drivetrain', 'Compare the speedometer and the speed in live data with a GPS speed; on cars that take speed from the ABS wheel sensors, read the ABS module’s codes too.', [30, 90]),
  componentCause('ac-pressure-sensor-fault', 'Failed A/C pressure sensor', 'ac-pressure-sensor', 'climate', 'Compare its reading with gauges on the A/C service ports; a reading of zero with refrigerant in the system is the sensor or its wire.', [30, 60]),
  componentCause('brake-light-switch-fault', 'Failed brake light switch', 'brake-light-switch', 'brakes', 'Check that the brake lights come on at the first touch of the pedal and go off when released; watch the switch’s two signals in live data.', [15, 45], 'Beginner'),
  componentCause('transmission-range-sensor-fault', 'Failed transmission range sensor', 'transmission-range-sensor', 'drivetrain', 'Watch the selected gear in live data while moving the selector through every position: a position that reads wrong or drops out is the sensor or its adjustment.', [60, 240], 'Advanced'),
  componentCause('transmission-temp-sensor-fault', 'Failed transmission fluid temperature sensor', 'transmission-temp-sensor', 'drivetrain', `On a cold car its reading should match the coolant temperature. ${LIVE_DATA}`, [90, 300], 'Advanced'),
  componentCause('transmission-speed-sensor-fault', 'Failed transmission speed sensor', 'transmission-speed-sensor', 'drivetrain', 'Compare the input and output speeds in live data with engine speed and road speed in a fixed gear; a signal that drops to zero is the sensor or its wire.', [60, 240], 'Advanced'),
  componentCause('shift-solenoid-fault', 'Failed transmission solenoid or valve body', 'shift-solenoid', 'drivetrain', 'Read the transmission module’s own codes and solenoid resistances at the transmission plug; check the fluid level and condition first.', [120, 480], 'Professional'),
  componentCause('clutch-position-sensor-fault', 'Failed clutch position sensor', 'clutch-position-sensor', 'drivetrain', 'Watch the clutch position in live data while pressing the pedal slowly: it must change at the top and bottom of the travel.', [30, 90]),
  componentCause('intake-runner-fault', 'Failed intake manifold runner actuator', 'intake-runner-actuator', 'engine', 'Command the runner flaps with a scan tool and watch the actuator’s linkage move; a broken linkage or seized flap is the usual find.', [60, 240], 'Advanced'),
  componentCause('ambient-temp-sensor-fault', 'Failed outside air temperature sensor', 'ambient-temp-sensor', 'electrical', 'Compare the dashboard’s outside temperature with the real one after the car has sat; check the sensor behind the bumper for a broken wire.', [15, 45], 'Beginner'),
  {
    id: 'transmission-fluid-low-or-old',
    name: 'Low or worn transmission fluid',
    summary: 'Low or worn fluid lets clutches slip and solenoids stick, which the transmission computer reads as wrong ratios and slow shifts.',
    check: 'Check the fluid level by the maker’s method (hot, engine running, at the fill plug on most European cars) and its colour and smell: dark, burnt fluid or a low level is the find.',
    fix: 'Correct the level, or change the fluid and filter with the specified fluid, then reset the transmission adaptations.',
    system: 'drivetrain',
    difficulty: 'Advanced',
    time: [60, 180],
    parts: [
      { type: 'atf-kit', role: 'replace' },
      { type: 'transmission-fluid', role: 'consumable' },
    ],
    sources: J2012,
  },
];
