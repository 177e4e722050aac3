/**
 * Makes and models: vehicle reference data that the repair knowledge base keys on
 * (src/server/db/seed/knowledge/) and the demo catalog (src/demo/seed/) is built for. Model years are
 * real production (or, for US-market cars, model) years; `yearTo: null` means still in production.
 * Slugs and base-model groups are derived, never typed.
 */
import { baseModelGroup } from '../../../../shared/rules/vehicles';
import { slugify } from '../../../../shared/rules/text';

export interface ModelData {
  name: string;
  /** Chassis or generation code ("E90", "997"); null where the model name already says it. */
  generation: string | null;
  yearFrom: number;
  yearTo: number | null;
  variants: string[];
}

export interface MakeData {
  name: string;
  slug: string;
  country: string;
  /** First model year in the vehicle selector (set only for makes whose range starts later than the default). */
  firstModelYear: number;
  models: ModelData[];
}

function m(name: string, generation: string | null, yearFrom: number, yearTo: number | null, variants: string[]): ModelData {
  return { name, generation, yearFrom, yearTo, variants };
}

export const MAKES: MakeData[] = [
  {
    name: 'BMW',
    slug: 'bmw',
    country: 'Germany',
    firstModelYear: 1960,
    models: [
      m('2002', 'E10', 1968, 1976, ['2002', '2002tii', '2002 Turbo']),
      m('3 Series', 'E30', 1982, 1994, ['318i', '325e', '325i', '325is', '325iX']),
      m('3 Series', 'E36', 1990, 2000, ['318i', '323i', '325i', '328i']),
      m('3 Series', 'E46', 1999, 2006, ['323i', '325i', '328i', '330i']),
      m('3 Series', 'E90', 2005, 2011, ['325i', '328i', '330i', '335i']),
      m('3 Series', 'F30', 2012, 2019, ['320i', '328i', '330i', '335i', '340i']),
      m('3 Series', 'G20', 2019, null, ['330i', 'M340i']),
      m('M3', 'E30', 1986, 1991, ['M3', 'M3 Evolution']),
      m('M3', 'E36', 1992, 1999, ['M3', 'M3 Lightweight']),
      m('M3', 'E46', 2001, 2006, ['M3', 'M3 CSL', 'M3 Competition']),
      m('M3', 'E92', 2008, 2013, ['M3', 'M3 Competition', 'M3 GTS']),
      m('M3', 'F80', 2014, 2018, ['M3', 'M3 Competition', 'M3 CS']),
      m('M3', 'G80', 2021, null, ['M3', 'M3 Competition', 'M3 CS']),
      m('M4', 'F82', 2014, 2020, ['M4', 'M4 Competition', 'M4 CS', 'M4 GTS']),
      m('M4', 'G82', 2021, null, ['M4', 'M4 Competition', 'M4 CSL']),
      m('1 Series', 'E82', 2007, 2013, ['128i', '135i', '135is', '1M']),
      m('M2', 'F87', 2016, 2021, ['M2', 'M2 Competition', 'M2 CS']),
      m('5 Series', 'E28', 1981, 1988, ['528e', '533i', '535i']),
      m('5 Series', 'E34', 1988, 1996, ['525i', '530i', '535i', '540i']),
      m('5 Series', 'E39', 1995, 2003, ['525i', '528i', '530i', '540i']),
      m('5 Series', 'E60', 2003, 2010, ['525i', '528i', '530i', '535i', '545i', '550i']),
      m('5 Series', 'F10', 2010, 2016, ['528i', '535i', '550i']),
      m('5 Series', 'G30', 2017, 2023, ['530i', '540i', 'M550i']),
      m('M5', 'E39', 1998, 2003, ['M5']),
      m('M5', 'E60', 2005, 2010, ['M5']),
      m('M5', 'F10', 2011, 2016, ['M5', 'M5 Competition']),
      m('M5', 'F90', 2018, 2023, ['M5', 'M5 Competition', 'M5 CS']),
      m('X5', 'E53', 1999, 2006, ['3.0i', '4.4i', '4.6is', '4.8is']),
      m('X5', 'E70', 2007, 2013, ['xDrive30i', 'xDrive35i', 'xDrive48i', 'xDrive50i']),
      m('X5', 'F15', 2014, 2018, ['sDrive35i', 'xDrive35i', 'xDrive50i']),
      m('X5', 'G05', 2019, null, ['xDrive40i', 'M50i', 'M60i']),
      m('Z4', 'E85', 2003, 2008, ['2.5i', '3.0i', '3.0si', 'M Roadster']),
      m('Z4', 'E89', 2009, 2016, ['sDrive28i', 'sDrive30i', 'sDrive35i', 'sDrive35is']),
    ],
  },
  {
    name: 'Mercedes-Benz',
    slug: 'mercedes-benz',
    country: 'Germany',
    firstModelYear: 1950,
    models: [
      m('C-Class', 'W204', 2007, 2014, ['C250', 'C300', 'C350', 'C63 AMG']),
      m('C-Class', 'W205', 2014, 2021, ['C300', 'C43 AMG', 'C63 AMG', 'C63 S AMG']),
      m('C-Class', 'W206', 2021, null, ['C300', 'C43 AMG', 'C63 S E Performance']),
      m('E-Class', 'W211', 2002, 2009, ['E320', 'E350', 'E500', 'E550', 'E63 AMG']),
      m('E-Class', 'W212', 2009, 2016, ['E350', 'E550', 'E63 AMG']),
      m('E-Class', 'W213', 2016, 2023, ['E300', 'E450', 'E63 S AMG']),
      m('S-Class', 'W221', 2005, 2013, ['S550', 'S600', 'S63 AMG', 'S65 AMG']),
      m('S-Class', 'W222', 2013, 2020, ['S450', 'S560', 'S63 AMG', 'S65 AMG']),
      m('S-Class', 'W223', 2020, null, ['S500', 'S580']),
      m('AMG GT', 'C190', 2014, 2021, ['GT', 'GT S', 'GT C', 'GT R']),
      m('SL-Class', 'R230', 2001, 2011, ['SL500', 'SL550', 'SL55 AMG', 'SL63 AMG']),
      m('SLK-Class', 'R171', 2004, 2011, ['SLK280', 'SLK300', 'SLK350', 'SLK55 AMG']),
      m('G-Class', 'W463', 1990, 2018, ['G500', 'G550', 'G55 AMG', 'G63 AMG']),
    ],
  },
  {
    name: 'Audi',
    slug: 'audi',
    country: 'Germany',
    firstModelYear: 1965,
    models: [
      m('A4', 'B5', 1994, 2001, ['1.8T', '2.8']),
      m('A4', 'B6', 2001, 2005, ['1.8T', '3.0']),
      m('A4', 'B7', 2004, 2008, ['2.0T', '3.2']),
      m('A4', 'B8', 2008, 2016, ['2.0T']),
      m('A4', 'B9', 2016, 2024, ['40 TFSI', '45 TFSI']),
      m('S4', 'B5', 1997, 2002, ['S4']),
      m('S4', 'B8', 2009, 2016, ['S4']),
      m('S4', 'B9', 2017, 2024, ['S4']),
      m('RS4', 'B7', 2006, 2008, ['RS4']),
      m('RS4', 'B9', 2018, 2024, ['RS4 Avant']),
      m('A6', 'C5', 1997, 2004, ['2.7T', '2.8', '3.0', '4.2']),
      m('A6', 'C7', 2011, 2018, ['2.0T', '3.0T']),
      m('A6', 'C8', 2018, null, ['45 TFSI', '55 TFSI']),
      m('R8', 'Type 42', 2007, 2015, ['V8', 'V10', 'V10 Plus', 'GT']),
      m('R8', 'Type 4S', 2015, 2024, ['V10', 'V10 Plus', 'V10 Performance', 'GT']),
      m('TT', '8N', 1998, 2006, ['1.8T', '3.2 VR6']),
      m('TT', '8J', 2006, 2014, ['2.0T', '3.2', 'TTS', 'TT RS']),
      m('TT', '8S', 2014, 2023, ['2.0T', 'TTS', 'TT RS']),
    ],
  },
  {
    name: 'Volkswagen',
    slug: 'volkswagen',
    country: 'Germany',
    firstModelYear: 1975,
    models: [
      m('Golf GTI', 'Mk4', 1999, 2005, ['1.8T', '2.8 VR6']),
      m('Golf GTI', 'Mk5', 2006, 2009, ['2.0T']),
      m('Golf GTI', 'Mk6', 2010, 2014, ['2.0T', 'Autobahn']),
      m('Golf GTI', 'Mk7', 2015, 2021, ['S', 'SE', 'Autobahn', 'Rabbit Edition']),
      m('Golf GTI', 'Mk8', 2022, null, ['S', 'SE', 'Autobahn', '380']),
      m('Golf R', 'Mk7', 2015, 2019, ['Golf R']),
      m('Golf R', 'Mk8', 2022, null, ['Golf R', '20th Anniversary Edition']),
      m('Touareg', '7L', 2004, 2010, ['V6', 'V8', 'V10 TDI']),
      m('Touareg', '7P', 2011, 2017, ['VR6', 'TDI', 'Hybrid']),
    ],
  },
  {
    name: 'Porsche',
    slug: 'porsche',
    country: 'Germany',
    firstModelYear: 1950,
    models: [
      m('911', '964', 1989, 1994, ['Carrera 2', 'Carrera 4', 'RS America', 'Turbo']),
      m('911', '993', 1995, 1998, ['Carrera', 'Carrera 4', 'Carrera 4S', 'Turbo']),
      m('911', '996', 1999, 2004, ['Carrera', 'Carrera 4', 'Carrera 4S', 'Turbo', 'GT3', 'GT2']),
      m('911', '997', 2005, 2012, ['Carrera', 'Carrera S', 'Carrera 4S', 'Turbo', 'Turbo S', 'GT3', 'GT3 RS', 'GT2']),
      m('911', '991', 2012, 2019, ['Carrera', 'Carrera S', 'Carrera 4S', 'GTS', 'Turbo', 'Turbo S', 'GT3', 'GT3 RS']),
      m('911', '992', 2019, null, ['Carrera', 'Carrera S', 'Carrera 4S', 'GTS', 'Turbo', 'Turbo S', 'GT3', 'GT3 RS']),
      m('928', null, 1978, 1995, ['928', '928 S', '928 S4', '928 GT', '928 GTS']),
      m('944', null, 1982, 1991, ['944', '944 S', '944 Turbo', '944 S2']),
      m('968', null, 1992, 1995, ['968', '968 Club Sport']),
      m('Boxster', '986', 1997, 2004, ['Boxster', 'Boxster S']),
      m('Boxster', '987', 2005, 2012, ['Boxster', 'Boxster S', 'Boxster Spyder']),
      m('Boxster', '981', 2013, 2016, ['Boxster', 'Boxster S', 'Boxster GTS', 'Boxster Spyder']),
      m('Boxster', '718', 2017, null, ['Boxster', 'Boxster S', 'Boxster GTS 4.0', 'Boxster Spyder']),
      m('Cayman', '987', 2006, 2012, ['Cayman', 'Cayman S', 'Cayman R']),
      m('Cayman', '981', 2014, 2016, ['Cayman', 'Cayman S', 'Cayman GTS', 'Cayman GT4']),
      m('Cayman', '718', 2017, null, ['Cayman', 'Cayman S', 'Cayman GTS 4.0', 'Cayman GT4']),
      m('Cayenne', '955', 2003, 2006, ['Cayenne', 'Cayenne S', 'Cayenne Turbo']),
      m('Cayenne', '957', 2008, 2010, ['Cayenne', 'Cayenne S', 'Cayenne GTS', 'Cayenne Turbo']),
      m('Cayenne', '958', 2011, 2018, ['Cayenne', 'Cayenne S', 'Cayenne GTS', 'Cayenne Turbo']),
      m('Cayenne', '9Y0', 2019, null, ['Cayenne', 'Cayenne S', 'Cayenne GTS', 'Cayenne Turbo']),
      m('Panamera', '970', 2010, 2016, ['Panamera', 'Panamera 4S', 'Panamera GTS', 'Panamera Turbo']),
      m('Panamera', '971', 2017, 2023, ['Panamera', 'Panamera 4S', 'Panamera GTS', 'Panamera Turbo S']),
      m('Macan', '95B', 2014, null, ['Macan', 'Macan S', 'Macan GTS', 'Macan Turbo']),
    ],
  },
  {
    name: 'Ferrari',
    slug: 'ferrari',
    country: 'Italy',
    firstModelYear: 1947,
    models: [
      m('Testarossa', null, 1984, 1991, ['Testarossa']),
      m('328', null, 1985, 1989, ['GTB', 'GTS']),
      m('348', null, 1989, 1995, ['tb', 'ts', 'Spider']),
      m('F355', null, 1994, 1999, ['Berlinetta', 'GTS', 'Spider']),
      m('550 Maranello', null, 1996, 2002, ['550 Maranello', '550 Barchetta']),
      m('360 Modena', null, 1999, 2005, ['Modena', 'Spider', 'Challenge Stradale']),
      m('575M Maranello', null, 2002, 2006, ['575M', 'Superamerica']),
      m('F430', null, 2004, 2009, ['Coupe', 'Spider', 'Scuderia']),
      m('599 GTB Fiorano', 'F141', 2006, 2012, ['599 GTB', '599 GTO']),
      m('California', 'F149', 2008, 2014, ['California', 'California 30']),
      m('458 Italia', 'F142', 2009, 2015, ['Italia', 'Spider', 'Speciale']),
      m('California T', null, 2014, 2017, ['California T']),
      m('488 GTB', 'F142M', 2015, 2019, ['GTB', 'Spider', 'Pista']),
      m('812 Superfast', 'F152M', 2017, 2024, ['Superfast', 'GTS']),
      m('Portofino', null, 2017, 2023, ['Portofino', 'Portofino M']),
      m('F8 Tributo', null, 2019, 2022, ['Tributo', 'Spider']),
      m('Roma', 'F169', 2020, null, ['Roma', 'Roma Spider']),
    ],
  },
  {
    name: 'Lamborghini',
    slug: 'lamborghini',
    country: 'Italy',
    firstModelYear: 1963,
    models: [
      m('Diablo', null, 1990, 2001, ['Diablo', 'VT', 'SV', '6.0']),
      m('Murciélago', null, 2001, 2010, ['Murciélago', 'LP640-4', 'LP670-4 SV']),
      m('Gallardo', null, 2003, 2013, ['Coupe', 'Spyder', 'LP560-4', 'LP570-4 Superleggera']),
      m('Aventador', null, 2011, 2022, ['LP700-4', 'S', 'SVJ', 'Ultimae']),
      m('Huracán', null, 2014, 2024, ['LP610-4', 'LP580-2', 'Performante', 'EVO', 'STO', 'Tecnica']),
      m('Urus', null, 2018, null, ['Urus', 'Urus S', 'Urus Performante']),
      m('Revuelto', null, 2023, null, ['Revuelto']),
    ],
  },
  {
    name: 'Aston Martin',
    slug: 'aston-martin',
    country: 'United Kingdom',
    firstModelYear: 1950,
    models: [
      m('DB7', null, 1994, 2004, ['i6', 'Vantage', 'GT']),
      m('Vanquish', null, 2001, 2007, ['V12 Vanquish', 'Vanquish S']),
      m('DB9', null, 2004, 2016, ['Coupe', 'Volante', 'GT']),
      m('V8 Vantage', null, 2005, 2017, ['4.3', '4.7', 'N420', 'S']),
      m('DBS', null, 2007, 2012, ['Coupe', 'Volante']),
      m('DB11', null, 2016, 2023, ['V8', 'V12', 'AMR']),
      m('Vantage', null, 2018, null, ['V8', 'F1 Edition']),
    ],
  },
  {
    name: 'Lexus',
    slug: 'lexus',
    country: 'Japan',
    firstModelYear: 1990,
    models: [
      m('LS', 'XF10', 1989, 1994, ['LS 400']),
      m('LS', 'XF20', 1994, 2000, ['LS 400']),
      m('LS', 'XF30', 2000, 2006, ['LS 430']),
      m('LS', 'XF40', 2006, 2017, ['LS 460', 'LS 600h L']),
      m('LS', 'XF50', 2017, null, ['LS 500', 'LS 500h']),
      m('SC', 'Z30', 1991, 2000, ['SC 300', 'SC 400']),
      m('SC', 'Z40', 2001, 2010, ['SC 430']),
      m('GS', 'S160', 1997, 2005, ['GS 300', 'GS 400', 'GS 430']),
      m('GS', 'S190', 2005, 2011, ['GS 300', 'GS 350', 'GS 430', 'GS 460']),
      m('GS', 'L10', 2012, 2020, ['GS 350', 'GS F']),
      m('IS', 'XE10', 1999, 2005, ['IS 300']),
      m('IS', 'XE20', 2005, 2013, ['IS 250', 'IS 350']),
      m('IS', 'XE30', 2013, null, ['IS 300', 'IS 350', 'IS 500 F Sport Performance']),
      m('IS F', null, 2008, 2014, ['IS F']),
      m('RC F', null, 2014, null, ['RC F', 'RC F Track Edition']),
      m('LC 500', null, 2017, null, ['LC 500', 'LC 500 Convertible']),
      m('LFA', null, 2010, 2012, ['LFA', 'Nürburgring Package']),
    ],
  },
  {
    name: 'Toyota',
    slug: 'toyota',
    country: 'Japan',
    firstModelYear: 1980,
    models: [
      m('Supra', 'A80', 1993, 2002, ['Supra', 'Supra Turbo']),
      m('Supra', 'A90', 2019, null, ['GR Supra 2.0', 'GR Supra 3.0']),
      m('86', 'ZN6', 2012, 2020, ['86', '86 GT']),
      m('GR86', 'ZN8', 2021, null, ['GR86', 'GR86 Premium']),
    ],
  },
  {
    name: 'Nissan',
    slug: 'nissan',
    country: 'Japan',
    firstModelYear: 1980,
    models: [
      m('300ZX', 'Z32', 1989, 2000, ['300ZX', 'Twin Turbo']),
      m('Skyline GT-R', 'R34', 1999, 2002, ['GT-R', 'V-Spec']),
      m('350Z', 'Z33', 2002, 2008, ['Base', 'Enthusiast', 'Track', 'NISMO']),
      m('370Z', 'Z34', 2009, 2020, ['Base', 'Sport', 'NISMO']),
      m('GT-R', 'R35', 2007, null, ['Premium', 'Track Edition', 'NISMO']),
      m('Z', 'RZ34', 2022, null, ['Sport', 'Performance', 'NISMO']),
    ],
  },
  {
    name: 'Honda',
    slug: 'honda',
    country: 'Japan',
    firstModelYear: 1980,
    models: [
      m('NSX', 'NA1', 1990, 2005, ['NSX', 'NSX-T', 'NSX Type R']),
      m('NSX', 'NC1', 2016, 2022, ['NSX', 'NSX Type S']),
      m('S2000', 'AP1', 1999, 2003, ['S2000']),
      m('S2000', 'AP2', 2004, 2009, ['S2000', 'S2000 CR']),
      m('Civic Type R', 'FK8', 2017, 2021, ['Type R', 'Limited Edition']),
      m('Civic Type R', 'FL5', 2022, null, ['Type R']),
    ],
  },
  {
    name: 'Mazda',
    slug: 'mazda',
    country: 'Japan',
    firstModelYear: 1980,
    models: [
      m('MX-5 Miata', 'NA', 1989, 1997, ['1.6', '1.8']),
      m('MX-5 Miata', 'NB', 1998, 2005, ['1.8', 'Mazdaspeed']),
      m('MX-5 Miata', 'NC', 2005, 2015, ['Sport', 'Touring', 'Grand Touring', 'Club']),
      m('MX-5 Miata', 'ND', 2015, null, ['Sport', 'Club', 'Grand Touring', 'RF']),
      m('RX-7', 'FD', 1992, 2002, ['RX-7', 'R1', 'Touring']),
      m('RX-8', 'SE3P', 2003, 2012, ['Sport', 'Touring', 'Grand Touring', 'R3']),
    ],
  },
  {
    name: 'Subaru',
    slug: 'subaru',
    country: 'Japan',
    firstModelYear: 1985,
    models: [
      m('Impreza WRX', 'GD', 2002, 2007, ['WRX', 'WRX TR']),
      m('WRX STI', 'GD', 2004, 2007, ['STI']),
      m('WRX STI', 'GR', 2008, 2014, ['STI', 'STI Special Edition']),
      m('WRX STI', 'VA', 2015, 2021, ['STI', 'STI Limited', 'STI Type RA']),
      m('WRX', 'VA', 2015, 2021, ['WRX', 'Premium', 'Limited']),
      m('BRZ', 'ZC6', 2012, 2020, ['Premium', 'Limited', 'tS']),
      m('BRZ', 'ZD8', 2021, null, ['Premium', 'Limited', 'tS']),
    ],
  },
];

/** Slug of a model, unique within its make: "3-series-e90", "911-997", "458-italia-f142". */
export function modelSlug(model: ModelData): string {
  return slugify(model.generation ? `${model.name} ${model.generation}` : model.name);
}

/** The base-model group shown in the vehicle selector ("3 Series", "911", "C-Class"). */
export function modelBaseGroup(model: ModelData): string {
  return baseModelGroup(model.name);
}

/** Key that names a model across makes in the seed data: "bmw/3-series-e90". */
export type ModelKey = `${string}/${string}`;

export function modelKey(make: MakeData, model: ModelData): ModelKey {
  return `${make.slug}/${modelSlug(model)}`;
}

export interface ModelInfo {
  key: ModelKey;
  make: MakeData;
  model: ModelData;
  /** "BMW 3 Series E90", as people and retailers write it. */
  label: string;
}

/** Every model by key; the seed data refers to models this way and fails fast on a typo. */
export const MODELS_BY_KEY: ReadonlyMap<ModelKey, ModelInfo> = new Map(
  MAKES.flatMap((make) =>
    make.models.map((model): [ModelKey, ModelInfo] => {
      const key = modelKey(make, model);
      const label = [make.name, model.name, model.generation].filter(Boolean).join(' ');
      return [key, { key, make, model, label }];
    }),
  ),
);

export function modelInfo(key: string): ModelInfo {
  const info = MODELS_BY_KEY.get(key as ModelKey);
  if (!info) throw new Error(`Seed data names an unknown model "${key}"`);
  return info;
}
