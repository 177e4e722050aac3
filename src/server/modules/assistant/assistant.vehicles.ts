/**
 * Vehicle words owners use in questions: make names and nicknames, model names, chassis and engine codes.
 * Recognising them lets "my Beemer" find the BMW guides and "E46" count as a BMW, even though neither word
 * need appear in a guide's text. Make names are the catalog's own (`makes.name`, `guides.make`).
 */

interface MakeVocabulary {
  make: string;
  /** Words the guides and the catalog index the make under (added to the search when the make is named). */
  searchWords: string[];
  /** Names and nicknames, lower case, one word each. */
  aliases: string[];
  /** Model names and numbers that only this make uses. */
  models: string[];
  /** Chassis, model and engine codes. */
  codes: RegExp[];
}

const VOCABULARY: MakeVocabulary[] = [
  {
    make: 'BMW',
    searchWords: ['bmw'],
    aliases: ['bmw', 'beemer', 'bimmer', 'beamer', 'bimmers', 'beemers'],
    models: ['m2', 'm3', 'm4', 'm5', 'm6', 'z3', 'z4', 'x3', 'x5', 'x6', '325i', '325e', '325is', '328i', '330i', '335i', '528i', '535i', '540i', '2002'],
    // E30, E46, E90, F30, G20 chassis; M20, M54, N52, N54, S55, B58 engines.
    codes: [/^[efg]\d{2}$/, /^[mnsb]\d{2}$/],
  },
  {
    make: 'Porsche',
    searchWords: ['porsche'],
    aliases: ['porsche', 'porsches', 'porsch'],
    models: ['911', 'carrera', 'boxster', 'cayman', 'cayenne', 'panamera', 'macan', 'taycan', 'gt3', 'gt2', 'targa', '718', '944', '928'],
    // 964, 993, 996, 997, 991, 992 (911); 986, 987, 981, 982 (Boxster, Cayman); 955, 957, 958 (Cayenne).
    codes: [/^9(64|93|96|97|91|92|86|87|81|82|55|57|58|70|71)$/],
  },
  {
    make: 'Mercedes-Benz',
    searchWords: ['mercedes', 'benz'],
    aliases: ['mercedes', 'benz', 'merc', 'mercs', 'merk', 'mb', 'amg', 'mercedesbenz'],
    models: ['sprinter', 'sl', 'slk', 'clk', 'cls', 'gla', 'glc', 'gle', 'gls', 'ml', 'amg'],
    // W204, W205, C207, R230 chassis; C300, E350, S550, SL55 models; M272, M276 engines.
    codes: [/^[wcrvx]\d{3}$/, /^(c|e|s|g|ml|sl|slk|cl|cls|clk|gl)\d{2,3}$/, /^m\d{3}$/],
  },
  {
    make: 'Ferrari',
    searchWords: ['ferrari'],
    aliases: ['ferrari', 'ferraris'],
    models: ['458', '488', 'f430', '430', '360', '355', 'f355', '348', '328', '308', '599', '612', '550', '575', '575m', 'f12', '812', 'f8', 'roma', 'portofino', 'california', 'testarossa', 'enzo', 'sf90', '296'],
    codes: [],
  },
  {
    make: 'Lamborghini',
    searchWords: ['lamborghini'],
    aliases: ['lamborghini', 'lambo', 'lambos', 'lamborgini', 'lamborghinis'],
    models: ['gallardo', 'huracan', 'murcielago', 'aventador', 'urus', 'diablo', 'countach', 'revuelto', 'lp560', 'lp570', 'lp610', 'lp640', 'lp700'],
    codes: [],
  },
  { make: 'Audi', searchWords: ['audi'], aliases: ['audi', 'audis'], models: ['a3', 'a4', 'a5', 'a6', 'a8', 's4', 's5', 'rs4', 'rs5', 'rs6', 'rs3', 'r8', 'tt', 'q5', 'q7'], codes: [/^b[5-9]$/, /^c[5-8]$/] },
  { make: 'Volkswagen', searchWords: ['volkswagen'], aliases: ['volkswagen', 'vw', 'dub'], models: ['golf', 'gti', 'jetta', 'passat', 'touareg', 'mk4', 'mk5', 'mk6', 'mk7', 'mk8'], codes: [] },
  { make: 'Aston Martin', searchWords: ['aston', 'martin'], aliases: ['aston'], models: ['vantage', 'db7', 'db9', 'db11', 'dbs', 'vanquish', 'rapide'], codes: [] },
  { make: 'Toyota', searchWords: ['toyota'], aliases: ['toyota'], models: ['supra', 'mr2', 'gr86', 'celica', 'a80', 'a90', '2jz'], codes: [] },
  { make: 'Lexus', searchWords: ['lexus'], aliases: ['lexus'], models: ['is350', 'is500', 'gs350', 'rc350', 'lfa', 'lc500', 'isf', 'rcf', 'gsf'], codes: [] },
  { make: 'Nissan', searchWords: ['nissan'], aliases: ['nissan', 'datsun'], models: ['gtr', 'skyline', '350z', '370z', '300zx', 'r35', 'r34', 'r33', 'r32', 'silvia', 'vq35', 'rb26'], codes: [] },
  { make: 'Mazda', searchWords: ['mazda'], aliases: ['mazda'], models: ['miata', 'mx5', 'rx7', 'rx8', 'mazdaspeed'], codes: [] },
  { make: 'Honda', searchWords: ['honda'], aliases: ['honda', 'acura'], models: ['nsx', 's2000', 'civic', 'integra', 'k20', 'f20c', 'fk8', 'fl5'], codes: [] },
  { make: 'Subaru', searchWords: ['subaru', 'subie', 'subi'], aliases: ['subaru', 'subie', 'subi', 'scooby'], models: ['wrx', 'sti', 'impreza', 'brz', 'ej25', 'ej257'], codes: [] },
];

export interface VehicleMatch {
  /** Canonical make name, as in the catalog ("Mercedes-Benz"). */
  make: string;
  /** The question's word that named it ("merc", "e46", "997"). */
  word: string;
  /** Words to search for the make itself. */
  searchWords: string[];
}

/** The make a single lower-case word names, if any: an alias, a model name or a chassis/engine code. */
export function recognizeVehicleWord(word: string): VehicleMatch | null {
  for (const v of VOCABULARY) {
    if (v.aliases.includes(word) || v.models.includes(word) || v.codes.some((code) => code.test(word))) {
      return { make: v.make, word, searchWords: v.searchWords };
    }
  }
  return null;
}

/** Make slug as the catalog's `makes.slug` has it ("Mercedes-Benz" -> "mercedes-benz"). */
export function makeSlug(make: string): string {
  return make.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}
