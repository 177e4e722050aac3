/**
 * Symptoms as owners describe them, with the phrasings and misspellings they type, and their causes in
 * order of likelihood: a generic order for any car, and orders for engines and chassis whose known
 * weaknesses change it.
 */
import { r } from './ranked';
import type { RankedCauseData, SymptomEntry } from './types';
import { WEAR_SYMPTOMS } from './wear-symptoms';

export { r } from './ranked';

export type { SymptomEntry } from './types';

const BMW_COOLING = ['platform-bmw-cooling'];
const BMW_LEAKS = ['platform-bmw-oil-leaks'];

/** The N5x sixes share their misfire pattern apart from the injectors; engines differ in the details below. */
const bmwTurboMisfire = (engine: 'N54' | 'N55'): RankedCauseData[] => [
  r('ignition-coil-failure', 'high', `${engine} coils fail often, more so with worn plugs under boost.`, { sources: ['bmw-service-info'] }),
  r('worn-spark-plugs', 'high', `${engine} plugs wear quickly under boost; BMW’s interval is about 45,000 miles, tuned cars need them far sooner.`, {
    check: 'Pull the plugs: gaps grown past about 0.7 mm or cracked insulators are the usual find.',
  }),
  ...(engine === 'N54'
    ? [
        r('fuel-injector-fault', 'medium', 'N54 piezo injectors leak or misfire and were replaced with later index versions.', {
          check: 'Swap the suspect injector with its neighbour and see if the misfire follows; a fuel-soaked plug points to it. Injectors must be coded to the engine by index.',
          sources: ['bmw-n54-injectors'],
        }),
      ]
    : []),
  r('oil-in-spark-plug-wells', 'medium', `Valve cover gaskets on the ${engine} harden and let oil into the plug wells.`, { sources: BMW_LEAKS }),
  r('intake-valve-carbon', 'low', 'Direct injection: carbon builds on the intake valves at high mileage and causes cold-start misfires.', {
    sources: ['platform-vag-direct-injection'],
  }),
  ...(engine === 'N54'
    ? [r('high-pressure-fuel-pump-failure', 'low', 'A weak high-pressure pump leans out several cylinders under load (often with 29F0-family codes).', { sources: ['bmw-n54-hpfp-warranty'] })]
    : []),
];

const eaMisfire = (generation: 'Gen 1/2' | 'Gen 3'): RankedCauseData[] => {
  const carbon = r('intake-valve-carbon', generation === 'Gen 1/2' ? 'medium' : 'low', 'Direct injection leaves the intake valves unwashed and carbon builds up with mileage.', {
    sources: ['platform-vag-direct-injection'],
  });
  const pcv = r('pcv-valve-failure', 'medium', 'A torn PCV diaphragm causes lean misfires, a whistle and oil consumption.', { sources: ['platform-vag-ea888'] });
  return [
    r('ignition-coil-failure', 'high', `Coil packs are the most common misfire on the EA888 ${generation}.`, {
      check: 'Swap the coil pack to another cylinder (they pull straight out) and see if the misfire code follows.',
      sources: ['platform-vag-ea888'],
    }),
    r('worn-spark-plugs', 'high', 'Turbocharged direct injection wears plugs fast; the interval is about 40,000 miles, sooner if tuned.'),
    // Gen 1/2 engines are the ones known for carbon; on Gen 3 the PCV is the likelier of the two.
    ...(generation === 'Gen 1/2' ? [carbon, pcv] : [pcv, carbon]),
  ];
};

const WRITTEN_SYMPTOMS: readonly SymptomEntry[] = [
  {
    slug: 'misfire',
    name: 'Engine misfire',
    description: 'The engine stumbles, shakes or loses power, often with a flashing check-engine light and P0300-P0308 codes.',
    system: 'engine',
    aliases: ['misfire', 'misfires', 'misfiring', 'missfire', 'mis fire', 'misfier', 'misifre', 'stumbling', 'stutter', 'stuttering', 'flashing check engine light', 'engine shaking', 'cylinder misfire', 'running on 5', 'skipping'],
    diagnosis: {
      generic: [
        r('worn-spark-plugs', 'high', 'Plugs past their interval are the commonest reason a cylinder fails to fire.'),
        r('ignition-coil-failure', 'high', 'A failing coil misfires one cylinder, worst under load.'),
        r('vacuum-leak', 'medium', 'Unmetered air leans the mixture and misfires at idle.'),
        r('fuel-injector-fault', 'medium', 'A clogged or leaking injector starves or floods one cylinder.'),
        r('low-compression', 'low', 'Worn valves or rings show up last, after ignition and fuel are ruled out.'),
      ],
      platforms: {
        'bmw-n54': bmwTurboMisfire('N54'),
        'bmw-n55': bmwTurboMisfire('N55'),
        'bmw-n52': [
          r('ignition-coil-failure', 'high', 'Coils are the N52’s most frequent misfire.'),
          r('oil-in-spark-plug-wells', 'medium', 'Valve cover gaskets on the N52 leak oil into the plug wells.', { sources: BMW_LEAKS }),
          r('worn-spark-plugs', 'medium', 'Plugs are due about every 60,000 miles.'),
          r('pcv-valve-failure', 'low', 'A failed crankcase vent valve (in the valve cover) leans the mixture at idle.'),
        ],
        'bmw-m54': [
          r('ignition-coil-failure', 'high', 'M54 coils crack with heat and age.'),
          r('pcv-valve-failure', 'medium', 'The crankcase vent (CCV) system clogs and splits, leaning out the mixture.'),
          r('oil-in-spark-plug-wells', 'medium', 'Hardened valve cover gaskets flood the plug wells.', { sources: BMW_LEAKS }),
          r('worn-spark-plugs', 'medium', 'Plugs are due about every 60,000 miles.'),
          r('vacuum-leak', 'low', 'Intake boots and vacuum hoses crack with age.'),
        ],
        'bmw-b58': [
          r('worn-spark-plugs', 'high', 'B58 plugs wear fastest on tuned cars; stock interval is about 60,000 miles.'),
          r('ignition-coil-failure', 'medium', 'Coils fail less often than on the N5x engines but still do.'),
          r('intake-valve-carbon', 'low', 'Direct injection carbon builds up at high mileage.', { sources: ['platform-vag-direct-injection'] }),
        ],
        'vag-ea888-gen2': eaMisfire('Gen 1/2'),
        'vag-ea888-gen3': eaMisfire('Gen 3'),
        'vag-20t-fsi': [
          r('ignition-coil-failure', 'high', 'Coil packs fail often on the 2.0 FSI; updated coils superseded the early ones.'),
          r('worn-spark-plugs', 'high', 'Plugs are due about every 40,000 miles.'),
          r('intake-valve-carbon', 'medium', 'The 2.0 FSI is known for heavy intake valve carbon.', { sources: ['platform-vag-direct-injection'] }),
          r('pcv-valve-failure', 'medium', 'The PCV valve on the FSI fails and causes lean misfires.'),
        ],
        'vag-18t': [
          r('ignition-coil-failure', 'high', 'The 1.8T’s coil-on-plug units failed in such numbers that they were the subject of a replacement campaign.', {
            sources: ['vag-18t-coil-campaign'],
          }),
          r('worn-spark-plugs', 'high', 'Plugs are due about every 40,000 miles.'),
          r('vacuum-leak', 'medium', 'PCV and vacuum hoses on the 1.8T crack with age.'),
          r('pcv-valve-failure', 'low', 'A clogged breather system raises crankcase pressure and pulls oil into the intake.'),
        ],
        'vag-30t-ea837': [
          r('ignition-coil-failure', 'high', 'Coil packs are the usual 3.0 TFSI misfire.'),
          r('worn-spark-plugs', 'high', 'Plugs are due about every 40,000 miles, sooner with a pulley upgrade.'),
          r('intake-valve-carbon', 'medium', 'Direct injection carbon builds up under the supercharger.', { sources: ['platform-vag-direct-injection'] }),
          r('pcv-valve-failure', 'low', 'The PCV valve fails and causes lean misfires.'),
        ],
        'porsche-m96': [
          r('ignition-coil-failure', 'high', 'M96/M97 coils crack with engine-bay heat; it is the commonest misfire on these engines.', { sources: ['platform-porsche-m96'] }),
          r('worn-spark-plugs', 'high', 'Plugs are due every 4 years or 40,000-60,000 miles depending on the model year.'),
          r('pcv-valve-failure', 'medium', 'A failing air-oil separator pulls oil into the intake and upsets idle.', { sources: ['platform-porsche-m96'] }),
          r('low-compression', 'low', 'Bore scoring on M96/M97 engines shows as a persistent misfire on one bank with oil consumption; confirm with a borescope and leak-down test.', {
            sources: ['platform-porsche-m96'],
          }),
        ],
        'porsche-9a1': [
          r('ignition-coil-failure', 'high', 'Coils are the usual 9A1 misfire.', { sources: ['platform-porsche-9a1'] }),
          r('worn-spark-plugs', 'high', 'Plugs are due every 4 years or 30,000-40,000 miles.'),
          r('fuel-injector-fault', 'low', 'A direct injector occasionally fails on one cylinder.'),
        ],
        'mb-m272': [
          r('worn-spark-plugs', 'high', 'The M272 has two plugs per cylinder; worn ones are the common misfire.'),
          r('ignition-coil-failure', 'high', 'Coils crack and fail with age.'),
          r('vacuum-leak', 'medium', 'Crankcase breather and intake hoses crack and leak.', { sources: ['platform-mb-m272'] }),
          r('pcv-valve-failure', 'low', 'A failed breather upsets idle.'),
        ],
        'mb-m156': [
          r('ignition-coil-failure', 'high', 'M156 coils fail with heat.', { sources: ['platform-mb-amg'] }),
          r('worn-spark-plugs', 'high', 'Plugs are due about every 50,000 miles.'),
          r('low-compression', 'low', 'Worn camshaft lobes (early engines) or head bolt failure cause persistent misfires; confirm with a compression test.', {
            sources: ['platform-mb-amg'],
          }),
        ],
        'mb-m177-m178': [
          r('worn-spark-plugs', 'high', 'Biturbo V8 plugs wear fast, especially when tuned.', { sources: ['platform-mb-amg'] }),
          r('ignition-coil-failure', 'high', 'Coils fail with the heat of the hot-vee layout.', { sources: ['platform-mb-amg'] }),
          r('fuel-injector-fault', 'low', 'Direct injectors occasionally fail.'),
        ],
        'lexus-2gr': [
          r('ignition-coil-failure', 'high', 'Coils are the usual 2GR misfire, most often on the rear bank.', { sources: ['platform-toyota-2gr'] }),
          r('worn-spark-plugs', 'medium', 'Iridium plugs last about 120,000 miles; older ones misfire under load.'),
          r('vacuum-leak', 'low', 'Intake hoses harden with age.'),
        ],
        'nissan-vq35': [
          r('ignition-coil-failure', 'high', 'VQ coils fail with heat.', { sources: ['platform-nissan-vq'] }),
          r('worn-spark-plugs', 'medium', 'Plugs are due about every 105,000 miles; oil consumption fouls them sooner.'),
          r('vacuum-leak', 'low', 'PCV and intake hoses crack.'),
        ],
        'subaru-ej25': [
          r('worn-spark-plugs', 'high', 'Plugs on the turbo EJ are due about every 30,000 miles and are hard to reach, so they get skipped.'),
          r('ignition-coil-failure', 'medium', 'Coils fail with heat and age.'),
          r('low-compression', 'medium', 'Ringland failure on the EJ257 shows as a misfire with lost compression on one cylinder.', { sources: ['platform-subaru-ej25'] }),
        ],
        'mazda-13b': [
          r('worn-spark-plugs', 'high', 'Rotary plugs foul and wear quickly; the interval is short.'),
          r('ignition-coil-failure', 'high', 'Rotary coils work hard and fail often.'),
          r('low-compression', 'medium', 'Worn apex seals cause misfires and hard hot starts; a rotary compression test confirms it.'),
        ],
      },
    },
  },
  {
    slug: 'rough-idle',
    name: 'Rough or unstable idle',
    description: 'The engine shakes, hunts or nearly stalls at idle, sometimes with lean codes.',
    system: 'engine',
    aliases: ['rough idle', 'idle rough', 'rough idling', 'ruff idle', 'shaky idle', 'hunting idle', 'surging idle', 'idle surge', 'erratic idle', 'stalling at idle', 'lumpy idle', 'engine stalls', 'stalls at idle'],
    diagnosis: {
      generic: [
        r('vacuum-leak', 'high', 'Unmetered air has the biggest effect at idle, when airflow is smallest.'),
        r('pcv-valve-failure', 'medium', 'A failed crankcase vent valve is a vacuum leak of its own.'),
        r('ignition-coil-failure', 'medium', 'A weak coil misfires most noticeably at idle.'),
        r('maf-sensor-fault', 'medium', 'A dirty air flow sensor misreads the small idle airflow.'),
        r('engine-mount-worn', 'low', 'Worn mounts pass normal idle vibration into the cabin.'),
      ],
      platforms: {
        'bmw-n54': [
          r('pcv-valve-failure', 'high', 'The N54’s crankcase vent valves in the valve cover fail and destabilise idle.'),
          r('ignition-coil-failure', 'medium', 'A weak coil is felt first at idle.'),
          r('vacuum-leak', 'medium', 'Charge pipes and vacuum lines crack with heat.'),
          r('fuel-injector-fault', 'low', 'A leaking piezo injector gives a rough cold idle.', { sources: ['bmw-n54-injectors'] }),
        ],
        'bmw-n52': [
          r('pcv-valve-failure', 'high', 'The crankcase vent valve in the N52 valve cover fails with age.'),
          r('vacuum-leak', 'medium', 'Intake boots and the oil filler cap seal leak.'),
          r('ignition-coil-failure', 'medium', 'A weak coil is felt first at idle.'),
        ],
        'bmw-m54': [
          r('pcv-valve-failure', 'high', 'The M54 crankcase vent (CCV) valve and hoses clog and split, a classic cause of rough idle and lean codes.'),
          r('vacuum-leak', 'high', 'Intake boots, the dipstick tube O-ring and vacuum lines leak.'),
          r('maf-sensor-fault', 'medium', 'M54 air flow sensors drift with age.'),
        ],
        'vag-ea888-gen2': [
          r('pcv-valve-failure', 'high', 'The PCV diaphragm tears: rough idle, whistle and lean codes.', { sources: ['platform-vag-ea888'] }),
          r('intake-valve-carbon', 'medium', 'Carbon on the intake valves roughens idle at high mileage.', { sources: ['platform-vag-direct-injection'] }),
          r('ignition-coil-failure', 'medium', 'A weak coil pack misfires at idle.'),
        ],
        'vag-ea888-gen3': [
          r('pcv-valve-failure', 'high', 'The oil separator/PCV diaphragm fails: rough idle and lean codes.', { sources: ['platform-vag-ea888'] }),
          r('ignition-coil-failure', 'medium', 'A weak coil pack misfires at idle.'),
          r('vacuum-leak', 'medium', 'Boost and vacuum hoses crack.'),
        ],
        'porsche-m96': [
          r('pcv-valve-failure', 'high', 'A failed air-oil separator gives a rough idle, smoke at start-up and a hard-to-open oil filler cap.', { sources: ['platform-porsche-m96'] }),
          r('vacuum-leak', 'medium', 'Intake and breather hoses crack with heat.'),
          r('ignition-coil-failure', 'medium', 'Cracked coils misfire at idle.'),
        ],
        'mb-m272': [
          r('vacuum-leak', 'high', 'Crankcase breather hoses and intake seals crack.', { sources: ['platform-mb-m272'] }),
          r('ignition-coil-failure', 'medium', 'A weak coil misfires at idle.'),
          r('worn-spark-plugs', 'medium', 'Worn plugs (two per cylinder) roughen idle.'),
        ],
      },
    },
  },
  {
    slug: 'loss-of-power',
    name: 'Loss of power or limp mode',
    description: 'The car feels flat, will not rev or boost, or drops into a reduced-power mode with a warning.',
    system: 'engine',
    aliases: ['loss of power', 'no power', 'lost power', 'limp mode', 'limp home', 'reduced power', 'drivetrain malfunction', 'engine power reduced', 'sluggish', 'hesitation', 'hesitates', 'bogging', 'bogs down', 'no boost', 'low boost', 'underboost', 'losing power', 'loses power', 'power loss'],
    diagnosis: {
      generic: [
        r('ignition-coil-failure', 'medium', 'A misfiring cylinder costs power and may trigger limp mode.'),
        r('vacuum-leak', 'medium', 'On turbo engines a split boost hose costs boost; on any engine a leak leans the mixture.'),
        r('fuel-delivery-low', 'medium', 'A weak fuel supply starves the engine under load.'),
        r('maf-sensor-fault', 'medium', 'An under-reading air flow sensor cuts fuel and power.'),
        r('worn-spark-plugs', 'medium', 'Worn plugs misfire under load.'),
        r('turbo-wastegate-fault', 'low', 'A worn wastegate or boost control fault limits boost.'),
      ],
      platforms: {
        'bmw-n54': [
          r('high-pressure-fuel-pump-failure', 'high', 'The N54’s high-pressure pump is the classic cause of long cranking, stumbling and limp mode; BMW extended its warranty.', {
            sources: ['bmw-n54-hpfp-warranty'],
          }),
          r('vacuum-leak', 'high', 'Charge pipes, diverter valves and boost hoses split and leak boost.'),
          r('ignition-coil-failure', 'medium', 'Coils break down under boost.'),
          r('turbo-wastegate-fault', 'medium', 'Worn wastegates rattle and lose boost (the subject of a warranty extension).', { sources: ['bmw-n54-wastegate'] }),
          r('fuel-injector-fault', 'low', 'A leaking piezo injector cuts power on one cylinder.', { sources: ['bmw-n54-injectors'] }),
        ],
        'bmw-n55': [
          r('vacuum-leak', 'high', 'The plastic charge pipe cracks and leaks boost.'),
          r('ignition-coil-failure', 'medium', 'Coils break down under boost.'),
          r('worn-spark-plugs', 'medium', 'Worn plugs misfire under boost.'),
          r('turbo-wastegate-fault', 'low', 'Wastegate wear limits boost at high mileage.'),
        ],
        'vag-ea888-gen2': [
          r('high-pressure-fuel-pump-failure', 'high', 'A worn cam follower under the high-pressure pump drops rail pressure; inspect the follower at every oil change or two.', {
            check: 'Read rail pressure under load; remove the pump and inspect the cam follower for wear through its hardened face.',
            sources: ['platform-vag-ea888'],
          }),
          r('pcv-valve-failure', 'high', 'A torn PCV diaphragm leaks boost into the crankcase.', { sources: ['platform-vag-ea888'] }),
          r('vacuum-leak', 'medium', 'Diverter valve and boost hoses leak.'),
          r('ignition-coil-failure', 'medium', 'Coil packs fail under boost.'),
        ],
        'vag-ea888-gen3': [
          r('vacuum-leak', 'high', 'Boost hoses and couplers leak, especially on tuned cars.'),
          r('pcv-valve-failure', 'medium', 'The PCV diaphragm tears and leaks boost.', { sources: ['platform-vag-ea888'] }),
          r('ignition-coil-failure', 'medium', 'Coil packs fail under boost.'),
          r('worn-spark-plugs', 'medium', 'Worn plugs misfire under boost.'),
        ],
      },
    },
  },
  {
    slug: 'overheating',
    name: 'Engine overheating',
    description: 'The temperature gauge climbs, a coolant warning appears or the engine goes into reduced power to protect itself.',
    system: 'cooling',
    aliases: ['overheating', 'over heating', 'overheat', 'overheats', 'over heats', 'running hot', 'runs hot', 'temp gauge high', 'temperature warning', 'coolant temperature warning', 'engine hot', 'boiling over', 'steam from hood', 'red coolant light', 'temp gauge goes up', 'temperature gauge high', 'temp gauge rising'],
    diagnosis: {
      generic: [
        r('thermostat-failure', 'high', 'A thermostat stuck closed stops flow to the radiator.'),
        r('water-pump-leak', 'high', 'A leaking or worn pump loses coolant and circulation.'),
        r('cooling-fan-failure', 'medium', 'Without the fan the engine overheats in traffic but cools on the highway.'),
        r('radiator-leak-or-clog', 'medium', 'A blocked or leaking radiator cannot shed heat.'),
        r('expansion-tank-crack', 'medium', 'A tank or cap that does not hold pressure lets coolant boil away.'),
        r('head-gasket-failure', 'low', 'Combustion gas in the coolant overheats the engine; test for it when the obvious causes are ruled out.'),
      ],
      platforms: {
        ...Object.fromEntries(
          (['bmw-n52', 'bmw-n54', 'bmw-n55'] as const).map((key) => [
            key,
            [
              r('electric-water-pump-failure', 'high', 'The electric water pump fails without warning on the N5x sixes, typically between 60,000 and 100,000 miles.', { sources: BMW_COOLING }),
              r('thermostat-failure', 'high', 'The map-controlled thermostat sticks and sets temperature warnings; it is replaced with the pump.', { sources: BMW_COOLING }),
              r('expansion-tank-crack', 'medium', 'The plastic expansion tank splits and the level drops.', { sources: BMW_COOLING }),
              r('radiator-leak-or-clog', 'low', 'Radiator end tanks crack with age.'),
              r('cooling-fan-failure', 'low', 'The electric fan or its control module fails.'),
            ],
          ]),
        ),
        'bmw-m54': [
          r('water-pump-leak', 'high', 'M54 belt-driven pumps leak or lose their impeller.'),
          r('thermostat-failure', 'high', 'Thermostats stick with age.'),
          r('expansion-tank-crack', 'medium', 'The radiator-mounted expansion tank cracks at its neck.', { sources: BMW_COOLING }),
          r('radiator-leak-or-clog', 'medium', 'Plastic end tanks crack.'),
          r('cooling-fan-failure', 'medium', 'The electric auxiliary fan or the viscous fan clutch fails.'),
        ],
        'porsche-m96': [
          r('water-pump-leak', 'high', 'M96/M97 water pumps leak and their impellers break up.', { sources: ['platform-porsche-m96'] }),
          r('radiator-leak-or-clog', 'medium', 'The front-mounted radiators fill with leaves and debris and corrode.', { sources: ['platform-porsche-m96'] }),
          r('expansion-tank-crack', 'medium', 'The expansion tank cracks and loses pressure.', { sources: ['platform-porsche-m96'] }),
          r('thermostat-failure', 'medium', 'Thermostats stick with age.'),
          r('cooling-fan-failure', 'low', 'Radiator fan motors wear out.'),
        ],
        'vag-ea888-gen3': [
          r('water-pump-leak', 'high', 'The plastic water pump and thermostat housing leak at their seams.', { sources: ['platform-vag-ea888'] }),
          r('thermostat-failure', 'high', 'The thermostat in the pump module sticks.'),
          r('coolant-hose-leak', 'low', 'Quick-connect fittings on coolant hoses crack.'),
        ],
        'vag-ea888-gen2': [
          r('water-pump-leak', 'high', 'Water pumps leak from the pump housing.', { sources: ['platform-vag-ea888'] }),
          r('thermostat-failure', 'medium', 'The thermostat housing leaks or the thermostat sticks.'),
          r('cooling-fan-failure', 'low', 'Fan control modules fail.'),
        ],
        'mb-m272': [
          r('thermostat-failure', 'high', 'M272 thermostats stick and their housings leak.', { sources: ['platform-mb-m272'] }),
          r('water-pump-leak', 'medium', 'Water pumps weep with age.'),
          r('cooling-fan-failure', 'medium', 'Fan motors and their control modules fail.'),
        ],
        'lexus-2gr': [
          r('water-pump-leak', 'high', '2GR water pumps weep at the seal.', { sources: ['platform-toyota-2gr'] }),
          r('thermostat-failure', 'medium', 'Thermostats stick with age.'),
          r('radiator-leak-or-clog', 'low', 'Radiators clog after years without coolant changes.'),
        ],
        'subaru-ej25': [
          r('head-gasket-failure', 'medium', 'EJ25 head gaskets leak; on turbo engines combustion gas can push coolant out.', { sources: ['platform-subaru-ej25'] }),
          r('thermostat-failure', 'medium', 'Thermostats stick.'),
          r('water-pump-leak', 'medium', 'Water pumps are changed with the timing belt; a skipped belt service leaves an old pump.'),
          r('radiator-leak-or-clog', 'medium', 'Radiator end tanks crack.'),
        ],
      },
    },
  },
  {
    slug: 'coolant-loss',
    name: 'Coolant loss or leak',
    description: 'The coolant level keeps dropping, with or without a visible leak, puddles or a sweet smell.',
    system: 'cooling',
    aliases: ['coolant loss', 'losing coolant', 'coolant leak', 'coolant leaking', 'leaking coolant', 'antifreeze leak', 'low coolant', 'coolant low', 'coolent leak', 'coolant level low', 'sweet smell', 'green puddle', 'pink puddle', 'add coolant warning', 'water leak', 'coolant smell', 'smell of coolant', 'coolant puddle', 'coolant drip', 'coolant dripping'],
    diagnosis: {
      generic: [
        r('coolant-hose-leak', 'high', 'Hoses and their fittings are the commonest leak.'),
        r('expansion-tank-crack', 'high', 'Plastic tanks crack with age.'),
        r('water-pump-leak', 'high', 'Pump seals weep as they wear.'),
        r('radiator-leak-or-clog', 'medium', 'Radiator end tanks crack at the seam.'),
        r('head-gasket-failure', 'low', 'Coolant lost without any visible leak points to the head gasket.'),
      ],
      platforms: {
        ...Object.fromEntries(
          (['bmw-n52', 'bmw-n54', 'bmw-n55'] as const).map((key) => [
            key,
            [
              r('electric-water-pump-failure', 'high', 'The electric water pump leaks and fails on the N5x sixes.', { sources: BMW_COOLING }),
              r('expansion-tank-crack', 'high', 'The plastic expansion tank splits along its seam and at the bleed screw.', { sources: BMW_COOLING }),
              r('thermostat-failure', 'medium', 'The thermostat housing leaks at its seals; it is replaced with the pump.', { sources: BMW_COOLING }),
              r('coolant-hose-leak', 'medium', 'Plastic hose fittings and the lower radiator hose crack.', { sources: BMW_COOLING }),
              r('radiator-leak-or-clog', 'low', 'Radiator end tanks crack with age.'),
            ],
          ]),
        ),
        'bmw-m54': [
          r('expansion-tank-crack', 'high', 'The M54 expansion tank (on the radiator) cracks at its neck.', { sources: BMW_COOLING }),
          r('radiator-leak-or-clog', 'high', 'Plastic radiator end tanks split.', { sources: BMW_COOLING }),
          r('water-pump-leak', 'medium', 'The belt-driven pump weeps.'),
          r('coolant-hose-leak', 'medium', 'Hoses and the plastic bleeder fitting crack.'),
          r('thermostat-failure', 'low', 'The thermostat housing leaks.'),
        ],
        'porsche-m96': [
          r('expansion-tank-crack', 'high', 'The M96 expansion tank cracks, often leaking onto the engine lid.', { sources: ['platform-porsche-m96'] }),
          r('water-pump-leak', 'high', 'M96/M97 water pumps weep from the seal.', { sources: ['platform-porsche-m96'] }),
          r('radiator-leak-or-clog', 'medium', 'Front radiators corrode from trapped debris.', { sources: ['platform-porsche-m96'] }),
          r('coolant-hose-leak', 'low', 'Hoses between the front radiators and engine crack.'),
        ],
        'porsche-cayenne-v8': [
          r('coolant-hose-leak', 'high', 'Plastic coolant pipes under the intake of 955/957 V8s crack or come unbonded.', { sources: ['porsche-coolant-pipes'] }),
          r('water-pump-leak', 'medium', 'Water pumps weep with age.'),
          r('expansion-tank-crack', 'medium', 'The expansion tank cracks.'),
        ],
        'vag-ea888-gen3': [
          r('water-pump-leak', 'high', 'The plastic water pump/thermostat module leaks.', { sources: ['platform-vag-ea888'] }),
          r('coolant-hose-leak', 'medium', 'Hose fittings and the turbo coolant line leak.'),
          r('expansion-tank-crack', 'low', 'The expansion tank or its cap leaks.'),
        ],
        'vag-ea888-gen2': [
          r('water-pump-leak', 'high', 'The water pump leaks from its housing.', { sources: ['platform-vag-ea888'] }),
          r('thermostat-failure', 'medium', 'The thermostat housing leaks.'),
          r('coolant-hose-leak', 'medium', 'Hoses and fittings leak.'),
        ],
        'mb-m272': [
          r('thermostat-failure', 'high', 'The thermostat housing seals leak.', { sources: ['platform-mb-m272'] }),
          r('water-pump-leak', 'medium', 'The water pump weeps.'),
          r('coolant-hose-leak', 'medium', 'Hoses crack with age.'),
        ],
        'lexus-2gr': [
          r('water-pump-leak', 'high', '2GR water pumps weep at the seal; look for pink crust at the pump.', { sources: ['platform-toyota-2gr'] }),
          r('radiator-leak-or-clog', 'medium', 'Radiator end tanks crack.'),
          r('coolant-hose-leak', 'low', 'Hoses harden with age.'),
        ],
        'subaru-ej25': [
          r('head-gasket-failure', 'high', 'EJ25 head gaskets seep coolant externally or internally.', { sources: ['platform-subaru-ej25'] }),
          r('coolant-hose-leak', 'medium', 'Hoses and the turbo coolant lines leak.'),
          r('water-pump-leak', 'low', 'The water pump weeps if the timing belt service was skipped.'),
        ],
      },
    },
  },
  {
    slug: 'oil-leak',
    name: 'Oil leak',
    description: 'Oil drips under the car, a burning-oil smell or smoke from the engine bay, or the level keeps dropping.',
    system: 'engine',
    aliases: ['oil leak', 'leaking oil', 'oil leaking', 'oil drip', 'oil dripping', 'oil puddle', 'burning oil smell', 'smell of burning oil', 'oil on exhaust', 'smoke from engine bay', 'oil leek', 'oill leak', 'losing oil'],
    diagnosis: {
      generic: [
        r('valve-cover-gasket-leak', 'high', 'Valve cover gaskets harden and seep onto the exhaust.'),
        r('drain-plug-or-filter-leak', 'medium', 'A leak right after an oil change is almost always the drain plug or filter.'),
        r('oil-pan-gasket-leak', 'medium', 'Pan gaskets seep with age.'),
        r('pcv-valve-failure', 'low', 'A blocked breather raises crankcase pressure and pushes oil past seals.'),
        r('rear-main-seal-leak', 'low', 'Oil at the bell housing points to the crankshaft seal.'),
      ],
      platforms: {
        ...Object.fromEntries(
          (['bmw-n52', 'bmw-n54', 'bmw-n55', 'bmw-m54'] as const).map((key) => [
            key,
            [
              r('oil-filter-housing-gasket-leak', 'high', 'The oil filter housing gasket is the signature leak of BMW sixes; the oil can reach the drive belt.', { sources: BMW_LEAKS }),
              r('valve-cover-gasket-leak', 'high', 'Valve cover gaskets leak onto the exhaust manifold and cause a burning smell.', { sources: BMW_LEAKS }),
              r('oil-pan-gasket-leak', 'medium', 'The oil pan gasket seeps at high mileage; the subframe must come down to change it.', { sources: BMW_LEAKS }),
              r('drain-plug-or-filter-leak', 'low', 'A reused drain plug washer or pinched filter O-ring.'),
            ],
          ]),
        ),
        'porsche-m96': [
          r('rear-main-seal-leak', 'high', 'The M96 rear main seal is a well-known leak; it is often replaced with a clutch or IMS service.', { sources: ['platform-porsche-m96'] }),
          r('pcv-valve-failure', 'medium', 'A failed air-oil separator pushes oil out and smokes at start-up.', { sources: ['platform-porsche-m96'] }),
          r('valve-cover-gasket-leak', 'medium', 'Cam cover seals seep with age.'),
          r('oil-pan-gasket-leak', 'low', 'The sump plate seal seeps.'),
        ],
        'vag-ea888-gen2': [
          r('pcv-valve-failure', 'high', 'A failed PCV raises crankcase pressure and pushes oil out of seals.', { sources: ['platform-vag-ea888'] }),
          r('valve-cover-gasket-leak', 'medium', 'The cam cover and cam end plugs seep.'),
          r('oil-pan-gasket-leak', 'medium', 'The lower oil pan seal seeps.'),
          r('rear-main-seal-leak', 'low', 'The rear main seal leaks when crankcase pressure is high.'),
        ],
        'vag-ea888-gen3': [
          r('pcv-valve-failure', 'high', 'A failed PCV raises crankcase pressure and pushes oil out of seals.', { sources: ['platform-vag-ea888'] }),
          r('valve-cover-gasket-leak', 'medium', 'The cam cover and vacuum pump seals seep.'),
          r('oil-pan-gasket-leak', 'medium', 'The plastic lower oil pan seeps at its seal.'),
        ],
        'mb-m272': [
          r('valve-cover-gasket-leak', 'high', 'Valve cover gaskets seep at high mileage.'),
          r('oil-pan-gasket-leak', 'medium', 'The lower oil pan seeps.'),
          r('drain-plug-or-filter-leak', 'low', 'The filter housing cap O-ring leaks if pinched.'),
        ],
      },
    },
  },
  {
    slug: 'brake-noise',
    name: 'Brake noise (squeal, squeak or grinding)',
    description: 'The brakes squeal, squeak or grind when braking or rolling.',
    system: 'brakes',
    aliases: ['squeal', 'squealing', 'squeals', 'squeaky', 'squeaking', 'squeeky', 'squeek', 'sqeal', 'squel', 'squealing brakes', 'squeaky brakes', 'brake squeal', 'brake noise', 'grinding brakes', 'brake grinding', 'grinding when braking', 'screeching brakes', 'brakes squeek', 'metal on metal', 'brakes grind', 'grinding noise when braking'],
    diagnosis: {
      generic: [
        r('worn-brake-pads', 'high', 'Pads at their wear limit squeal (wear indicator) and then grind metal on metal.'),
        r('brake-hardware-noise', 'high', 'Missing shims or dry contact points let healthy pads vibrate and squeal.'),
        r('glazed-pads-or-rotors', 'medium', 'Pads that were never bedded in, or were overheated, glaze and squeal.'),
        r('sticking-caliper', 'low', 'A dragging caliper wears one pad fast and can grind.'),
      ],
      platforms: {
        porsche: [
          r('brake-hardware-noise', 'high', 'Porsche’s high-friction pads squeal lightly when cold or at low speed; clean, greased contact points and intact shims keep it down.', {
            sources: ['porsche-service-info'],
          }),
          r('worn-brake-pads', 'high', 'Worn pads squeal and light the wear warning.'),
          r('glazed-pads-or-rotors', 'medium', 'Pads glaze after track use or gentle driving without bedding.'),
        ],
        'mercedes-benz': [
          r('worn-brake-pads', 'high', 'Worn pads squeal and light the wear warning.'),
          r('brake-hardware-noise', 'high', 'Large AMG calipers squeal without fresh hardware and grease.'),
          r('glazed-pads-or-rotors', 'medium', 'Pads glaze when never bedded in.'),
        ],
      },
    },
  },
  {
    slug: 'brake-pulsation',
    name: 'Brake pulsation or shudder',
    description: 'The pedal pulses or the steering wheel shakes when braking, most from highway speed.',
    system: 'brakes',
    aliases: ['brake pulsation', 'pulsating brakes', 'pulsing brakes', 'brake pedal pulsates', 'steering wheel shakes when braking', 'shudder when braking', 'brake shudder', 'warped rotors', 'warped discs', 'vibration when braking', 'pulsation'],
    diagnosis: {
      generic: [
        r('rotor-thickness-variation', 'high', 'Uneven rotors are the usual cause of a pulsing pedal.'),
        r('sticking-caliper', 'medium', 'A dragging caliper overheats its rotor and makes it uneven.'),
        r('control-arm-bushing-worn', 'low', 'Worn bushings let braking forces shake the wheel.'),
        r('wheel-bearing-worn', 'low', 'A loose bearing lets the rotor wobble.'),
      ],
      platforms: {
        bmw: [
          r('rotor-thickness-variation', 'high', 'Uneven rotors are the usual cause of a pulsing pedal.'),
          r('control-arm-bushing-worn', 'high', 'Worn front thrust-arm (tension strut) bushings on BMWs shake the steering under braking even with true rotors.', {
            sources: ['platform-bmw-suspension'],
          }),
          r('sticking-caliper', 'low', 'A dragging caliper overheats its rotor.'),
        ],
      },
    },
  },
  {
    slug: 'clunk-over-bumps',
    name: 'Clunk or knock over bumps',
    description: 'A clunk, knock or rattle from the suspension over bumps, potholes or rough roads.',
    system: 'suspension',
    aliases: ['clunk', 'clunking', 'clunks', 'clunk over bumps', 'knock over bumps', 'knocking over bumps', 'rattle over bumps', 'thud over bumps', 'klunk', 'clonk', 'banging noise over bumps', 'noise from front suspension', 'suspension noise', 'front suspension noise', 'knocking noise front suspension', 'knocking over potholes', 'clunk over potholes', 'creak over bumps', 'noise over bumps'],
    diagnosis: {
      generic: [
        r('sway-bar-link-worn', 'high', 'Worn end links knock over small bumps; they are the cheapest and most common cause.'),
        r('control-arm-bushing-worn', 'high', 'Worn bushings and ball joints clunk on larger bumps and under braking.'),
        r('strut-mount-worn', 'medium', 'A worn top mount clunks over bumps and when steering.'),
        r('worn-shock-absorber', 'medium', 'A shock without damping knocks at the end of its travel.'),
        r('tie-rod-end-worn', 'low', 'Play in the steering joints knocks over rough roads.'),
      ],
      platforms: {
        bmw: [
          r('sway-bar-link-worn', 'high', 'BMW front sway bar links wear out every 50,000-80,000 miles.', { sources: ['platform-bmw-suspension'] }),
          r('control-arm-bushing-worn', 'high', 'Front thrust-arm bushings and control-arm ball joints wear on BMWs.', { sources: ['platform-bmw-suspension'] }),
          r('strut-mount-worn', 'medium', 'Front strut mounts collapse.'),
          r('worn-shock-absorber', 'medium', 'Struts lose damping at high mileage.'),
        ],
        audi: [
          r('control-arm-bushing-worn', 'high', 'The upper front control arms of Audi’s multi-link front suspension wear their bushings and ball joints.'),
          r('sway-bar-link-worn', 'medium', 'Sway bar links wear.'),
          r('strut-mount-worn', 'medium', 'Strut mounts collapse.'),
        ],
        'mercedes-benz': [
          r('sway-bar-link-worn', 'high', 'Sway bar links are the usual clunk.'),
          r('control-arm-bushing-worn', 'high', 'Front control arm and thrust-rod bushings wear.'),
          r('worn-shock-absorber', 'medium', 'Shocks lose damping.'),
        ],
        porsche: [
          r('sway-bar-link-worn', 'high', 'Sway bar links knock over small bumps.'),
          r('control-arm-bushing-worn', 'medium', 'Front control arms (ball joints and bushings) wear on 996/997 and Boxster/Cayman.'),
          r('strut-mount-worn', 'medium', 'Top mounts wear and knock.'),
        ],
      },
    },
  },
  {
    slug: 'vibration',
    name: 'Vibration while driving',
    description: 'A vibration through the steering wheel, seat or floor at speed, on acceleration or at idle in gear.',
    system: 'suspension',
    aliases: ['vibration', 'vibrations', 'vibrates', 'vibrating', 'shaking at speed', 'shakes at highway speed', 'steering wheel shake', 'steering wheel vibration', 'shimmy', 'wobble', 'vibration at 60 mph', 'vibration on acceleration', 'vibartion', 'vibraton'],
    diagnosis: {
      generic: [
        r('wheel-balance-or-tyre', 'high', 'Out-of-balance wheels and damaged tyres cause most vibration at highway speed.'),
        r('rotor-thickness-variation', 'medium', 'Uneven rotors vibrate only when braking.'),
        r('control-arm-bushing-worn', 'medium', 'Worn bushings let the wheel shimmy.'),
        r('cv-axle-worn', 'medium', 'A worn CV joint vibrates under acceleration.'),
        r('engine-mount-worn', 'low', 'Worn mounts pass engine vibration into the car, most at idle in gear.'),
        r('wheel-bearing-worn', 'low', 'A badly worn bearing can wobble.'),
      ],
      platforms: {
        bmw: [
          r('wheel-balance-or-tyre', 'high', 'Run-flat tyres and bent rims are a common cause on BMWs.'),
          r('flex-disc-worn', 'medium', 'A cracked driveshaft flex disc vibrates and clunks on take-off.', { sources: ['bmw-service-info'] }),
          r('control-arm-bushing-worn', 'medium', 'Worn thrust-arm bushings shimmy at speed and under braking.', { sources: ['platform-bmw-suspension'] }),
          r('engine-mount-worn', 'low', 'Engine and gearbox mounts wear at high mileage.'),
        ],
      },
    },
  },
  {
    slug: 'no-start',
    name: 'Car will not start',
    description: 'The engine does not crank, cranks slowly, or cranks without firing.',
    system: 'electrical',
    aliases: ['no start', 'wont start', 'won\'t start', 'will not start', 'doesnt start', 'does not start', 'cranks but wont start', 'crank no start', 'no crank', 'clicking', 'clicks when starting', 'dead battery', 'slow crank', 'cranking slow', 'long crank', 'cranks for a long time', 'hard start', 'hard starting', 'car wont turn on', 'not starting', 'battery keeps dying', 'battery dies', 'battery drain'],
    diagnosis: {
      generic: [
        r('weak-battery', 'high', 'A weak battery is by far the commonest reason a car will not start.'),
        r('starter-failure', 'medium', 'A click with a good battery points to the starter.'),
        r('cam-crank-sensor-fault', 'medium', 'Cranking without firing and no rpm signal points to the crankshaft sensor.'),
        r('fuel-delivery-low', 'medium', 'No fuel pressure means no start.'),
      ],
      platforms: {
        'bmw-n54': [
          r('weak-battery', 'high', 'BMWs are sensitive to battery voltage; a weak AGM battery gives slow cranks and a cascade of warnings.'),
          r('high-pressure-fuel-pump-failure', 'medium', 'A failing high-pressure pump causes long cranking before the engine catches.', { sources: ['bmw-n54-hpfp-warranty'] }),
          r('cam-crank-sensor-fault', 'low', 'A failed crankshaft sensor stops the engine firing.'),
        ],
        'mb-m272': [
          r('weak-battery', 'high', 'A weak battery is the usual no-start.'),
          r('cam-crank-sensor-fault', 'medium', 'M272 crankshaft and camshaft sensors fail and stop the engine starting, often when hot.'),
          r('starter-failure', 'low', 'The starter wears at high mileage.'),
        ],
      },
    },
  },
  {
    slug: 'check-engine-light',
    name: 'Check-engine light on',
    description: 'The engine warning lamp is lit; the stored fault code says which system set it.',
    system: 'emissions',
    aliases: ['check engine light', 'cel', 'engine light', 'engine warning light', 'mil light', 'service engine soon', 'emissions light', 'engine management light', 'yellow engine light', 'chek engine light'],
    diagnosis: {
      generic: [
        r('fuel-cap-leak', 'high', 'A loose fuel cap after refuelling is the commonest reason the light comes on.', {
          check: 'Read the stored codes first: P0455/P0456 point here, misfire and lean codes elsewhere.',
        }),
        r('ignition-coil-failure', 'medium', 'Misfire codes (P0300-P0308) flash the light.'),
        r('o2-sensor-fault', 'medium', 'Oxygen sensor and fuel trim codes are next most common.'),
        r('catalytic-converter-worn', 'medium', 'P0420/P0430 on high-mileage cars.'),
        r('evap-purge-valve-fault', 'low', 'Other EVAP codes.'),
        r('maf-sensor-fault', 'low', 'Air flow and lean codes.'),
      ],
    },
  },
  {
    slug: 'brake-warning-light',
    name: 'Brake warning light',
    description: 'The brake pad wear or brake system warning is lit.',
    system: 'brakes',
    aliases: ['brake warning light', 'brake light on dash', 'brake pad warning', 'brake pad light', 'brake wear light', 'brake wear warning', 'check brake linings', 'brake fluid warning', 'red brake light'],
    diagnosis: {
      generic: [
        r('brake-wear-sensor-tripped', 'high', 'On European cars the pad wear sensor lights the warning when the pads reach their limit.'),
        r('brake-fluid-low-or-old', 'high', 'A low fluid level (from pad wear or a leak) lights the red brake warning.'),
        r('worn-brake-pads', 'medium', 'Worn pads are behind both warnings.'),
      ],
    },
  },
  {
    slug: 'battery-light',
    name: 'Battery or charging warning light',
    description: 'The battery or charging warning is lit, or the car warns of a discharged battery.',
    system: 'electrical',
    aliases: ['battery light', 'battery warning', 'charging light', 'charging system warning', 'alternator light', 'battery discharged', 'increased battery discharge', 'battery warning light'],
    diagnosis: {
      generic: [
        r('alternator-failure', 'high', 'The charging light means the alternator is not charging.'),
        r('drive-belt-worn', 'medium', 'A slipping or broken belt stops the alternator.'),
        r('weak-battery', 'medium', 'A battery that will not hold charge triggers discharge warnings.'),
      ],
    },
  },
  {
    slug: 'oil-pressure-light',
    name: 'Oil pressure or oil level warning',
    description: 'The red oil-can warning or an oil level message appears.',
    system: 'engine',
    aliases: ['oil pressure light', 'oil light', 'oil warning', 'low oil pressure', 'oil pressure warning', 'oil can light', 'oil level low', 'add oil', 'oil level warning'],
    diagnosis: {
      generic: [
        r('low-or-wrong-oil', 'high', 'A low oil level is the usual cause; stop and check it before driving on.'),
        r('oil-pressure-switch-fault', 'medium', 'A failed switch flickers the light while pressure is fine.'),
        r('drain-plug-or-filter-leak', 'low', 'A leak after a service empties the sump.'),
      ],
    },
  },
  {
    slug: 'abs-light',
    name: 'ABS, traction or stability warning light',
    description: 'The ABS, DSC/ESP, PSM or traction control warnings light, often together.',
    system: 'brakes',
    aliases: ['abs light', 'abs warning', 'traction control light', 'dsc light', 'esp light', 'psm light', 'stability control light', 'abs and traction light', 'asc light', 'esc light', 'vsc light'],
    diagnosis: {
      generic: [
        r('wheel-speed-sensor-fault', 'high', 'A failed wheel speed sensor lights ABS, traction and stability warnings together.'),
        r('weak-battery', 'medium', 'Low voltage makes the ABS module log faults.'),
        r('connector-corrosion-or-water', 'low', 'Corroded sensor connectors or a damaged wire.'),
      ],
    },
  },
];

export const SYMPTOMS: readonly SymptomEntry[] = [...WRITTEN_SYMPTOMS, ...WEAR_SYMPTOMS];
