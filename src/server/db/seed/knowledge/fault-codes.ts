/**
 * OBD-II trouble codes (definitions per SAE J2012) and their causes in order of likelihood. A code
 * whose causes are those of a symptom or of its twin on the other bank takes that ranking (`rankingsFrom`)
 * and may add a check; the seeder writes the rows out in full, so readers never follow the reference.
 */
import { componentRuleFor } from './code-components';
import { GENERIC_CODES } from './generic-codes';
import { r } from './symptoms';
import type { DiagnosisData, FaultCodeData, RankedCauseData } from './types';

export interface FaultCodeEntry extends FaultCodeData {
  diagnosis?: DiagnosisData;
  /** Take the causes of this symptom slug or code, replacing each cause's check by `check` when given. */
  rankingsFrom?: { symptom: string; check?: string } | { code: string };
}

const J2012 = ['sae-j2012'];
const CYLINDER_CHECK = (cylinder: number) =>
  `Cylinder ${cylinder} is named by the code: swap its coil (then its injector, where practical) with a neighbouring cylinder’s, clear the codes and drive; if the code moves to the other cylinder, the swapped part is at fault; if it stays, check the plug, then compression.`;

const misfireCode = (cylinder: number): FaultCodeEntry => ({
  code: `P030${cylinder}`,
  sources: J2012,
  title: `Cylinder ${cylinder} misfire detected`,
  description: `The engine computer counted misfires on cylinder ${cylinder} above the threshold that harms the catalytic converter or raises emissions.`,
  system: 'engine',
  symptom: 'misfire',
  rankingsFrom: { symptom: 'misfire', check: CYLINDER_CHECK(cylinder) },
});

const camTimingDiagnosis = (camshaft: 'intake' | 'exhaust'): DiagnosisData => {
  const bmw: RankedCauseData[] = [
    r('cam-adjuster-solenoid-fault', 'high', `The ${camshaft} VANOS solenoid sticks with varnish or debris on N5x engines.`, {
      check: 'Swap the intake and exhaust VANOS solenoids; if the code moves to the other camshaft, replace the solenoid.',
      sources: ['platform-bmw-vanos'],
    }),
    r('low-or-wrong-oil', 'high', 'VANOS needs full oil pressure and clean oil of the right grade.'),
    r('timing-chain-wear', 'low', 'A stretched chain at very high mileage.'),
  ];
  return {
    generic: [
      r('low-or-wrong-oil', 'high', 'Cam phasers run on oil pressure: low or old oil is the first thing to rule out.'),
      r('cam-adjuster-solenoid-fault', 'high', 'A sticking oil control solenoid stops the phaser reaching its target.'),
      r('timing-chain-wear', 'medium', 'A stretched chain or weak tensioner moves cam timing.'),
    ],
    platforms: {
      'bmw-n52': bmw,
      'bmw-n54': bmw,
      'bmw-n55': bmw,
      'bmw-n20': [
        r('timing-chain-wear', 'high', 'N20 timing chain guides wear and the chain stretches; listen for a whine and check it early.', { sources: ['platform-bmw-n20-chain'] }),
        r('low-or-wrong-oil', 'medium', 'Oil condition matters for the chain and VANOS.'),
        r('cam-adjuster-solenoid-fault', 'medium', 'The VANOS solenoid sticks.'),
      ],
      'mb-m272': [
        r('balance-shaft-gear-wear', 'high', 'Early M272 engines wear the balance shaft sprocket, which lets cam timing drift.', { sources: ['mb-m272-balance-shaft'] }),
        r('cam-adjuster-solenoid-fault', 'medium', 'The camshaft adjuster magnets leak oil into their connectors and fail.', { sources: ['platform-mb-m272'] }),
        r('low-or-wrong-oil', 'low', 'Low oil upsets the adjusters.'),
      ],
      'vag-ea888-gen2': [
        r('timing-chain-wear', 'high', 'The early EA888 chain tensioner can lose preload and let the chain jump.', { sources: ['vag-ea888-timing-chain'] }),
        r('cam-adjuster-solenoid-fault', 'medium', 'The cam adjuster valve sticks.'),
        r('low-or-wrong-oil', 'medium', 'Oil level and grade affect the adjuster.'),
      ],
    },
  };
};

/** Codes written out above, with rankings per platform where the makes' weaknesses change the order. */
const WRITTEN_CODES: readonly FaultCodeEntry[] = [
  {
    code: 'P0300',
    sources: J2012,
    title: 'Random or multiple cylinder misfire detected',
    description: 'Misfires on more than one cylinder, or moving between cylinders: usually something every cylinder shares (fuel, air, plugs).',
    system: 'engine',
    symptom: 'misfire',
    diagnosis: {
      generic: [
        r('worn-spark-plugs', 'high', 'A worn set misfires across cylinders.'),
        r('vacuum-leak', 'high', 'A vacuum leak leans every cylinder.'),
        r('fuel-delivery-low', 'medium', 'Low fuel pressure starves every cylinder.'),
        r('ignition-coil-failure', 'medium', 'Several failing coils, or a shared coil supply.'),
        r('intake-valve-carbon', 'low', 'Carbon on direct-injection intake valves misfires several cylinders when cold.'),
        r('low-compression', 'low', 'Worn engines misfire on several cylinders.'),
      ],
      platforms: {
        'bmw-n54': [
          r('high-pressure-fuel-pump-failure', 'high', 'A weak high-pressure pump leans out every cylinder under load.', { sources: ['bmw-n54-hpfp-warranty'] }),
          r('worn-spark-plugs', 'high', 'Worn plugs misfire across cylinders under boost.'),
          r('fuel-injector-fault', 'medium', 'Several injectors of an old index can misfire.', { sources: ['bmw-n54-injectors'] }),
          r('vacuum-leak', 'medium', 'Boost leaks lean the mixture.'),
        ],
        'vag-ea888-gen2': [
          r('intake-valve-carbon', 'high', 'Carbon build-up misfires several cylinders, mostly at cold start.', { sources: ['platform-vag-direct-injection'] }),
          r('pcv-valve-failure', 'high', 'A torn PCV diaphragm leans every cylinder.', { sources: ['platform-vag-ea888'] }),
          r('high-pressure-fuel-pump-failure', 'medium', 'A worn cam follower drops rail pressure.', { sources: ['platform-vag-ea888'] }),
          r('worn-spark-plugs', 'medium', 'Worn plugs misfire across cylinders.'),
        ],
      },
    },
  },
  ...[1, 2, 3, 4, 5, 6, 7, 8].map(misfireCode),
  {
    code: 'P0171',
    sources: J2012,
    title: 'System too lean (bank 1)',
    description: 'Long-term fuel trim on bank 1 has reached its lean limit: the engine is adding fuel to make up for unmetered air or missing fuel.',
    system: 'engine',
    symptom: 'rough-idle',
    diagnosis: {
      generic: [
        r('vacuum-leak', 'high', 'Unmetered air after the air flow sensor is the commonest cause.'),
        r('pcv-valve-failure', 'high', 'A failed PCV valve is a vacuum leak.'),
        r('maf-sensor-fault', 'medium', 'An under-reading air flow sensor makes the engine run lean.'),
        r('fuel-delivery-low', 'medium', 'Low fuel pressure leans the mixture under load.'),
        r('o2-sensor-fault', 'low', 'A biased oxygen sensor can report lean wrongly.'),
      ],
      platforms: {
        ...Object.fromEntries(
          (['bmw-n52', 'bmw-n54', 'bmw-n55', 'bmw-m54'] as const).map((key) => [
            key,
            [
              r('pcv-valve-failure', 'high', 'The crankcase vent (CCV) valve is the classic BMW lean code.'),
              r('vacuum-leak', 'high', 'Intake boots, the oil filler cap seal and the dipstick tube O-ring leak.'),
              r('maf-sensor-fault', key === 'bmw-m54' ? 'medium' : 'low', 'The air flow sensor drifts with age.'),
              r('fuel-injector-fault', 'low', 'A clogged injector leans its cylinder.'),
            ],
          ]),
        ),
        ...Object.fromEntries(
          (['vag-ea888-gen2', 'vag-ea888-gen3'] as const).map((key) => [
            key,
            [
              r('pcv-valve-failure', 'high', 'The PCV diaphragm tears: the commonest EA888 lean code.', { sources: ['platform-vag-ea888'] }),
              r('vacuum-leak', 'medium', 'Boost and vacuum hoses leak.'),
              r('maf-sensor-fault', 'low', 'The air flow sensor drifts.'),
              r('high-pressure-fuel-pump-failure', 'low', 'Low rail pressure leans the engine under load.'),
            ],
          ]),
        ),
        'mb-m272': [
          r('vacuum-leak', 'high', 'Breather hoses and intake manifold seals leak.', { sources: ['platform-mb-m272'] }),
          r('pcv-valve-failure', 'medium', 'The crankcase breather fails.'),
          r('maf-sensor-fault', 'medium', 'The air flow sensors drift.'),
        ],
        'porsche-m96': [
          r('pcv-valve-failure', 'high', 'A failed air-oil separator is the usual M96 lean code.', { sources: ['platform-porsche-m96'] }),
          r('vacuum-leak', 'high', 'Intake and breather hoses crack.'),
          r('maf-sensor-fault', 'medium', 'The air flow sensor drifts.'),
        ],
      },
    },
  },
  {
    code: 'P0174',
    sources: J2012,
    title: 'System too lean (bank 2)',
    description: 'Long-term fuel trim on bank 2 has reached its lean limit; V and flat engines only. Set with P0171, it points to a cause both banks share.',
    system: 'engine',
    symptom: 'rough-idle',
    rankingsFrom: { code: 'P0171' },
  },
  {
    code: 'P0420',
    sources: J2012,
    title: 'Catalyst system efficiency below threshold (bank 1)',
    description: 'The downstream oxygen sensor shows the bank 1 catalytic converter storing too little oxygen.',
    system: 'emissions',
    symptom: 'check-engine-light',
    diagnosis: {
      generic: [
        r('catalytic-converter-worn', 'high', 'An aged or misfire-damaged catalyst is the usual cause.'),
        r('o2-sensor-fault', 'medium', 'A lazy downstream (or upstream) sensor can fail the test on a good catalyst.'),
        r('exhaust-leak', 'medium', 'A leak ahead of the downstream sensor fools the test.'),
        r('ignition-coil-failure', 'low', 'A misfire overheats the catalyst: fix misfires first.'),
      ],
    },
  },
  {
    code: 'P0430',
    sources: J2012,
    title: 'Catalyst system efficiency below threshold (bank 2)',
    description: 'The downstream oxygen sensor shows the bank 2 catalytic converter storing too little oxygen; V and flat engines only.',
    system: 'emissions',
    symptom: 'check-engine-light',
    rankingsFrom: { code: 'P0420' },
  },
  {
    code: 'P0128',
    sources: J2012,
    title: 'Coolant thermostat: coolant temperature below regulating temperature',
    description: 'The engine took too long to reach its regulating temperature, or fell below it while driving.',
    system: 'cooling',
    diagnosis: {
      generic: [
        r('thermostat-failure', 'high', 'A thermostat stuck open is the usual cause.'),
        r('coolant-temp-sensor-fault', 'medium', 'A sensor reading low sets the code on a healthy engine.'),
        r('cooling-fan-failure', 'low', 'A fan stuck on overcools the engine in winter.'),
      ],
      platforms: {
        ...Object.fromEntries(
          (['bmw-n52', 'bmw-n54', 'bmw-n55'] as const).map((key) => [
            key,
            [
              r('thermostat-failure', 'high', 'The map-controlled thermostat sticks open; replace it with a new seal and bleed with the electric pump routine.', {
                sources: ['platform-bmw-cooling'],
              }),
              r('coolant-temp-sensor-fault', 'low', 'The temperature sensor reads low.'),
            ],
          ]),
        ),
        'vag-ea888-gen3': [
          r('thermostat-failure', 'high', 'The thermostat in the water pump module sticks.', { sources: ['platform-vag-ea888'] }),
          r('coolant-temp-sensor-fault', 'medium', 'The coolant temperature sensor reads low.'),
        ],
        'mb-m272': [
          r('thermostat-failure', 'high', 'M272 thermostats stick open.', { sources: ['platform-mb-m272'] }),
          r('coolant-temp-sensor-fault', 'low', 'The sensor reads low.'),
        ],
      },
    },
  },
  {
    code: 'P0011',
    sources: J2012,
    title: 'Intake camshaft position timing over-advanced or system performance (bank 1)',
    description: 'The bank 1 intake camshaft did not reach the position the engine computer commanded.',
    system: 'engine',
    diagnosis: camTimingDiagnosis('intake'),
  },
  {
    code: 'P0014',
    sources: J2012,
    title: 'Exhaust camshaft position timing over-advanced or system performance (bank 1)',
    description: 'The bank 1 exhaust camshaft did not reach the position the engine computer commanded.',
    system: 'engine',
    diagnosis: camTimingDiagnosis('exhaust'),
  },
  {
    code: 'P0021',
    sources: J2012,
    title: 'Intake camshaft position timing over-advanced or system performance (bank 2)',
    description: 'The bank 2 intake camshaft did not reach its commanded position; V and flat engines only.',
    system: 'engine',
    rankingsFrom: { code: 'P0011' },
  },
  {
    code: 'P0024',
    sources: J2012,
    title: 'Exhaust camshaft position timing over-advanced or system performance (bank 2)',
    description: 'The bank 2 exhaust camshaft did not reach its commanded position; V and flat engines only.',
    system: 'engine',
    rankingsFrom: { code: 'P0014' },
  },
  {
    code: 'P0016',
    sources: [...J2012, 'mb-m272-balance-shaft'],
    title: 'Crankshaft position to camshaft position correlation (bank 1, sensor A)',
    description: 'The camshaft and crankshaft signals are out of their expected phase: timing has moved or a sensor misreads.',
    system: 'engine',
    diagnosis: {
      generic: [
        r('timing-chain-wear', 'high', 'A stretched chain or failed tensioner moves the camshaft against the crankshaft.'),
        r('cam-crank-sensor-fault', 'medium', 'A failing sensor misreports the position.'),
        r('low-or-wrong-oil', 'low', 'Low oil pressure lets the tensioner and adjusters slacken.'),
      ],
      platforms: {
        'mb-m272': [
          r('balance-shaft-gear-wear', 'high', 'The classic cause on early M272 engines (with P0017-P0019 alongside).', { sources: ['mb-m272-balance-shaft'] }),
          r('cam-crank-sensor-fault', 'low', 'A sensor fault is far less likely.'),
        ],
        'vag-ea888-gen2': [
          r('timing-chain-wear', 'high', 'Chain tensioner failure on early EA888 engines lets the chain jump.', { sources: ['vag-ea888-timing-chain'] }),
          r('cam-crank-sensor-fault', 'low', 'A sensor fault is less likely.'),
        ],
        'bmw-n20': [r('timing-chain-wear', 'high', 'N20 chain guide wear stretches the chain.', { sources: ['platform-bmw-n20-chain'] })],
      },
    },
  },
  {
    code: 'P0455',
    sources: J2012,
    title: 'Evaporative emission system leak detected (large leak)',
    description: 'The EVAP monitor found a large leak in the fuel tank vapour system.',
    system: 'emissions',
    symptom: 'check-engine-light',
    diagnosis: {
      generic: [
        r('fuel-cap-leak', 'high', 'A cap left loose or with a torn seal is the usual large leak.'),
        r('evap-system-leak', 'medium', 'A disconnected or split EVAP hose.'),
        r('evap-purge-valve-fault', 'medium', 'A purge valve stuck open fails the test.'),
      ],
      platforms: {
        bmw: [
          r('fuel-cap-leak', 'high', 'A loose cap is still the first suspect.'),
          r('evap-system-leak', 'high', 'BMW’s leak-detection pump (DMTL) and its hoses fail with age.'),
          r('evap-purge-valve-fault', 'medium', 'The purge valve sticks.'),
        ],
      },
    },
  },
  {
    code: 'P0456',
    sources: J2012,
    title: 'Evaporative emission system leak detected (very small leak)',
    description: 'The EVAP monitor found a leak as small as 0.020 inch in the fuel tank vapour system.',
    system: 'emissions',
    symptom: 'check-engine-light',
    diagnosis: {
      generic: [
        r('fuel-cap-leak', 'high', 'A hardened cap seal is enough to set the very-small-leak code.'),
        r('evap-system-leak', 'high', 'A hairline crack in a hose, the canister or the filler neck.'),
        r('evap-purge-valve-fault', 'medium', 'A purge valve that seeps when closed.'),
      ],
      platforms: {
        bmw: [
          r('evap-system-leak', 'high', 'The leak-detection pump and its hoses are common on BMWs.'),
          r('fuel-cap-leak', 'high', 'A hardened cap seal.'),
        ],
      },
    },
  },
  {
    code: 'P0335',
    sources: J2012,
    title: 'Crankshaft position sensor A circuit',
    description: 'The engine computer sees no or an implausible signal from the crankshaft position sensor.',
    system: 'engine',
    symptom: 'no-start',
    diagnosis: {
      generic: [
        r('cam-crank-sensor-fault', 'high', 'The sensor itself is the usual cause.'),
        r('connector-corrosion-or-water', 'medium', 'An oil-soaked or corroded connector, or chafed wiring.'),
      ],
    },
  },
  {
    code: 'P0087',
    sources: J2012,
    title: 'Fuel rail/system pressure too low',
    description: 'Measured fuel rail pressure stayed below the commanded pressure.',
    system: 'fuel',
    symptom: 'loss-of-power',
    diagnosis: {
      generic: [
        r('high-pressure-fuel-pump-failure', 'high', 'On direct-injection engines the high-pressure pump is the usual cause.'),
        r('fuel-delivery-low', 'high', 'A weak tank pump or clogged filter starves the high-pressure pump.'),
      ],
      platforms: {
        'bmw-n54': [
          r('high-pressure-fuel-pump-failure', 'high', 'The N54 high-pressure pump is a known failure covered by an extended warranty.', { sources: ['bmw-n54-hpfp-warranty'] }),
          r('fuel-delivery-low', 'medium', 'The in-tank pump weakens at high mileage.'),
        ],
        'vag-ea888-gen2': [
          r('high-pressure-fuel-pump-failure', 'high', 'A worn cam follower under the pump drops rail pressure.', { sources: ['platform-vag-ea888'] }),
          r('fuel-delivery-low', 'medium', 'The tank pump or its control module weakens.'),
        ],
      },
    },
  },
  {
    code: 'P0299',
    sources: J2012,
    title: 'Turbocharger/supercharger underboost',
    description: 'Boost pressure stayed below the commanded pressure.',
    system: 'engine',
    symptom: 'loss-of-power',
    diagnosis: {
      generic: [
        r('vacuum-leak', 'high', 'A split boost hose or coupler leaks boost.'),
        r('turbo-wastegate-fault', 'medium', 'A wastegate that does not close, or a boost control fault.'),
        r('pcv-valve-failure', 'low', 'A failed PCV can leak boost into the crankcase.'),
      ],
      platforms: {
        'bmw-n54': [
          r('vacuum-leak', 'high', 'Charge pipes, diverter valves and vacuum lines to the wastegates leak.'),
          r('turbo-wastegate-fault', 'high', 'Worn wastegate flaps rattle and bleed boost.', { sources: ['bmw-n54-wastegate'] }),
        ],
      },
    },
  },
  {
    code: 'P0562',
    sources: J2012,
    title: 'System voltage low',
    description: 'The engine computer measured supply voltage below its minimum.',
    system: 'electrical',
    symptom: 'battery-light',
    diagnosis: {
      generic: [
        r('alternator-failure', 'high', 'An alternator not charging lets voltage fall while driving.'),
        r('weak-battery', 'high', 'A battery that cannot hold charge drops voltage at start.'),
        r('drive-belt-worn', 'medium', 'A slipping belt undercharges.'),
      ],
    },
  },
  // Network (U) codes: low voltage and wiring first, the module last.
  ...(
    [
      ['U0100', 'Lost communication with ECM/PCM "A"', 'The engine computer stopped answering on the vehicle network.', ['volkswagen', 'audi', 'bmw']],
      ['U0101', 'Lost communication with TCM', 'The transmission control module stopped answering on the vehicle network.', ['bmw', 'mercedes-benz', 'audi']],
      ['U0121', 'Lost communication with anti-lock brake system (ABS) control module', 'The ABS/stability module stopped answering on the vehicle network.', ['bmw', 'audi', 'volkswagen', 'porsche']],
      ['U0140', 'Lost communication with body control module', 'The body control module (BMW FRM/CAS, Mercedes SAM) stopped answering on the vehicle network.', ['bmw', 'mercedes-benz']],
      ['U0155', 'Lost communication with instrument panel cluster', 'The instrument cluster stopped answering on the vehicle network.', ['mercedes-benz', 'volkswagen', 'audi']],
      ['U0073', 'Control module communication bus A off', 'The network bus shut down: a short, a failed module or a broken wire is holding it down.', ['bmw', 'mercedes-benz', 'audi', 'volkswagen']],
    ] as const
  ).map(
    ([code, title, description, makes]): FaultCodeEntry => ({
      code,
      title,
      description,
      system: 'electrical',
      commonOnMakes: [...makes],
      sources: [...J2012, 'platform-can-faults'],
      diagnosis: {
        generic: [
          r('weak-battery', 'high', 'Low voltage during cranking makes modules drop off the network and log lost-communication codes.', {
            check: 'Measure battery voltage at rest and while cranking (it must stay above about 9.6 V); if the codes were set once at a weak start and do not return after clearing, the battery was the cause.',
          }),
          r('connector-corrosion-or-water', code === 'U0073' ? 'high' : 'medium', 'Water in the footwell or trunk, or a corroded connector or ground at the module.'),
          r('control-module-failure', 'low', 'The module itself, only once power, ground and network wiring test good.'),
        ],
      },
    }),
  ),
  // Chassis (C) codes: wheel speed sensor circuits.
  ...(
    [
      ['C0035', 'Left front wheel speed sensor circuit', 'left front'],
      ['C0040', 'Right front wheel speed sensor circuit', 'right front'],
      ['C0045', 'Left rear wheel speed sensor circuit', 'left rear'],
      ['C0050', 'Right rear wheel speed sensor circuit', 'right rear'],
    ] as const
  ).map(
    ([code, title, corner]): FaultCodeEntry => ({
      code,
      title,
      description: `The ABS module sees no or an implausible signal from the ${corner} wheel speed sensor; ABS, traction and stability control switch off.`,
      system: 'brakes',
      symptom: 'abs-light',
      sources: J2012,
      diagnosis: {
        generic: [
          r('wheel-speed-sensor-fault', 'high', `The ${corner} sensor or its wire is the usual cause.`, {
            check: `Compare the four wheel speeds in live data while rolling: the ${corner} reading drops out or jumps. Inspect its wire for chafing and its plug for corrosion.`,
          }),
          r('connector-corrosion-or-water', 'medium', 'A corroded connector or broken wire in the wheel arch.'),
          r('wheel-bearing-worn', 'low', 'On cars whose tone ring is part of the bearing, a damaged bearing seal or excess play disturbs the signal.'),
        ],
      },
    }),
  ),
];

/**
 * A generic code the list above does not write out, with the causes of the component its standard
 * description names; none when no rule names its component.
 */
export function genericCodeEntry(code: string, title: string): FaultCodeEntry | undefined {
  const rule = componentRuleFor(title);
  if (!rule) return undefined;
  const found = rule.diagnose(title);
  return {
    code,
    title,
    description: `${title} (the code's standard description).`,
    system: rule.system,
    sources: J2012,
    ...('rankingsFrom' in found ? { rankingsFrom: found.rankingsFrom } : { diagnosis: found }),
  };
}

const written = new Set(WRITTEN_CODES.map((c) => c.code));

export const FAULT_CODES: readonly FaultCodeEntry[] = [
  ...WRITTEN_CODES,
  ...GENERIC_CODES.filter(([code]) => !written.has(code)).flatMap(([code, title]) => genericCodeEntry(code, title) ?? []),
].map((entry) => ({ ...entry, diagnosis: entry.diagnosis ? withSources(entry.diagnosis) : undefined }));

/** Every code's ranking rests on the SAE definition at least. */
function withSources(diagnosis: DiagnosisData): DiagnosisData {
  const cite = (rows: RankedCauseData[]) => rows.map((row) => ({ ...row, sources: row.sources ?? J2012 }));
  return {
    generic: cite(diagnosis.generic),
    platforms: diagnosis.platforms ? Object.fromEntries(Object.entries(diagnosis.platforms).map(([key, rows]) => [key, cite(rows)])) : undefined,
  };
}
