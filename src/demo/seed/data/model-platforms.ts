/**
 * The demo catalog's side of the platforms: a platform for a single model (parts that fit a chassis
 * rather than an engine) with the OEM number prefix and price tier the demo parts are made up with,
 * and each make's price level. The engine families themselves are vehicle reference data the repair
 * knowledge base keys on too, so they stay in src/server/db/seed/data/platforms.ts.
 */
import { modelInfo } from '../../../server/db/seed/data/makes';
import { ENGINES, type Fit, type Platform } from '../../../server/db/seed/data/platforms';

/** Leading number group the makes use for a chassis ("204" for a W204, "8K0" for an Audi B8). */
const CHASSIS_NUMBER_PREFIX: Record<string, string> = {
  'mercedes-benz/c-class-w204': '204',
  'mercedes-benz/c-class-w205': '205',
  'mercedes-benz/c-class-w206': '206',
  'mercedes-benz/e-class-w211': '211',
  'mercedes-benz/e-class-w212': '212',
  'mercedes-benz/e-class-w213': '213',
  'mercedes-benz/s-class-w221': '221',
  'mercedes-benz/s-class-w222': '222',
  'mercedes-benz/s-class-w223': '223',
  'mercedes-benz/amg-gt-c190': '190',
  'mercedes-benz/sl-class-r230': '230',
  'mercedes-benz/slk-class-r171': '171',
  'mercedes-benz/g-class-w463': '463',
  'audi/a4-b5': '8D0',
  'audi/a4-b6': '8E0',
  'audi/a4-b7': '8E0',
  'audi/a4-b8': '8K0',
  'audi/a4-b9': '8W0',
  'audi/s4-b5': '8D0',
  'audi/s4-b8': '8K0',
  'audi/s4-b9': '8W0',
  'audi/rs4-b7': '8E0',
  'audi/rs4-b9': '8W0',
  'audi/a6-c5': '4B0',
  'audi/a6-c7': '4G0',
  'audi/a6-c8': '4K0',
  'audi/r8-type-42': '420',
  'audi/r8-type-4s': '4S0',
  'audi/tt-8n': '8N0',
  'audi/tt-8j': '8J0',
  'audi/tt-8s': '8S0',
  'volkswagen/golf-gti-mk4': '1J0',
  'volkswagen/golf-gti-mk5': '1K0',
  'volkswagen/golf-gti-mk6': '5K0',
  'volkswagen/golf-gti-mk7': '5G0',
  'volkswagen/golf-gti-mk8': '5H0',
  'volkswagen/golf-r-mk7': '5G0',
  'volkswagen/golf-r-mk8': '5H0',
  'volkswagen/touareg-7l': '7L0',
  'volkswagen/touareg-7p': '7P0',
  'lamborghini/gallardo': '400',
  'lamborghini/huracan': '4T0',
  'lamborghini/aventador': '470',
  'lamborghini/murcielago': '410',
  'lamborghini/urus': '4ML',
  'lamborghini/diablo': '008',
  'lamborghini/revuelto': '4T8',
  'porsche/911-964': '964',
  'porsche/911-993': '993',
  'porsche/911-996': '996',
  'porsche/911-997': '997',
  'porsche/911-991': '991',
  'porsche/911-992': '992',
  'porsche/928': '928',
  'porsche/944': '944',
  'porsche/968': '968',
  'porsche/boxster-986': '986',
  'porsche/boxster-987': '987',
  'porsche/boxster-981': '981',
  'porsche/boxster-718': '982',
  'porsche/cayman-987': '987',
  'porsche/cayman-981': '981',
  'porsche/cayman-718': '982',
  'porsche/cayenne-955': '955',
  'porsche/cayenne-957': '955',
  'porsche/cayenne-958': '958',
  'porsche/cayenne-9y0': '9Y0',
  'porsche/panamera-970': '970',
  'porsche/panamera-971': '971',
  'porsche/macan-95b': '95B',
  'mazda/mx-5-miata-na': 'NA01',
  'mazda/mx-5-miata-nb': 'NC10',
  'mazda/mx-5-miata-nc': 'NE51',
  'mazda/mx-5-miata-nd': 'N243',
  'mazda/rx-7-fd': 'FD01',
  'mazda/rx-8-se3p': 'F151',
  'honda/nsx-na1': 'SL0',
  'honda/nsx-nc1': 'T6N',
  'honda/s2000-ap1': 'S2A',
  'honda/s2000-ap2': 'S2A',
  'honda/civic-type-r-fk8': 'TGH',
  'honda/civic-type-r-fl5': 'T60',
  'aston-martin/db7': '1R12',
  'aston-martin/vanquish': '2G43',
  'aston-martin/db9': '4G43',
  'aston-martin/v8-vantage': '6G33',
  'aston-martin/dbs': '8D33',
  'aston-martin/db11': 'HY53',
  'aston-martin/vantage': 'JY53',
};

/** Performance models cost more to maintain; the price multiplier reflects that. */
const PERFORMANCE_MODEL = /^(M\d|AMG GT|RS4|R8|S4|Golf R|IS F|RC F|LC 500|LFA|GT-R|Skyline|NSX|Civic Type R|WRX STI)/;

/** A platform for one model: parts that fit a chassis rather than an engine. */
export function modelPlatform(key: string, fits?: Partial<Fit>): Platform {
  const info = modelInfo(key);
  return {
    key,
    label: info.label,
    oemMake: info.make.slug,
    numberPrefix: CHASSIS_NUMBER_PREFIX[key],
    fits: [{ model: info.key, ...fits }],
    tier: PERFORMANCE_MODEL.test(info.model.name) ? 1.25 : 1,
  };
}

/** Engine family by key, or a model platform for a "make/model" key. */
export function resolvePlatform(target: string | Platform): Platform {
  if (typeof target !== 'string') return target;
  if (target.includes('/')) return modelPlatform(target);
  const platform = ENGINES[target];
  if (!platform) throw new Error(`Seed data names an unknown engine family "${target}"`);
  return platform;
}

/** Price level of each make's parts relative to a BMW's. */
export const MAKE_PRICE_LEVEL: Record<string, number> = {
  bmw: 1,
  'mercedes-benz': 1.05,
  audi: 0.95,
  volkswagen: 0.85,
  porsche: 1.45,
  ferrari: 3.2,
  lamborghini: 3.5,
  'aston-martin': 2.6,
  lexus: 0.95,
  toyota: 0.8,
  nissan: 0.85,
  honda: 0.85,
  mazda: 0.7,
  subaru: 0.75,
};
