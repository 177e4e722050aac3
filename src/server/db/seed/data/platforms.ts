/**
 * Platforms a part is made for: an engine family (an oil filter fits every car with that engine) or a
 * single model (brake pads fit one chassis). Fitment years are the years that engine was offered in
 * that model; notes name the variants. The engine families are vehicle reference data: the repair
 * knowledge base ranks causes per engine, and the demo catalog (src/demo/seed/) builds its parts on
 * them; single-model platforms and price levels are the demo's own (src/demo/seed/data/model-platforms.ts).
 */
import type { ModelKey } from './makes';

export interface Fit {
  model: ModelKey;
  /** Defaults to the model's first year. */
  from?: number;
  /** Defaults to the model's last year (or the current year while in production). */
  to?: number;
  notes?: string;
}

export interface Platform {
  key: string;
  /** How part names and descriptions call it: "BMW N52 3.0L Inline-Six", "Porsche 911 997". */
  label: string;
  /** Make whose part-numbering the OEM number follows (a Supra with a BMW engine gets BMW numbers). */
  oemMake: string;
  /** Leading group of the OEM number where the make encodes engine or chassis ("06J", "997", "204"). */
  numberPrefix?: string;
  fits: Fit[];
  /** Price multiplier for high-performance platforms. */
  tier?: number;
}

function fit(model: string, from?: number, to?: number, notes?: string): Fit {
  return { model: model as ModelKey, from, to, notes };
}

function engine(
  key: string,
  label: string,
  oemMake: string,
  fits: Fit[],
  options: { numberPrefix?: string; tier?: number } = {},
): Platform {
  return { key, label, oemMake, fits, ...options };
}

/** Engine families, keyed by "make-engine". Model keys are checked when the catalog is built. */
export const ENGINES: Record<string, Platform> = Object.fromEntries(
  [
    // BMW
    engine('bmw-m10', 'BMW M10 2.0L Four-Cylinder', 'bmw', [fit('bmw/2002-e10', 1968, 1976, '2002, 2002tii')]),
    engine('bmw-m20', 'BMW M20 Inline-Six', 'bmw', [
      fit('bmw/3-series-e30', 1984, 1993, '325e, 325i, 325is, 325iX'),
      fit('bmw/5-series-e28', 1982, 1988, '528e'),
      fit('bmw/5-series-e34', 1989, 1990, '525i'),
    ]),
    engine('bmw-m52', 'BMW M52 Inline-Six', 'bmw', [
      fit('bmw/3-series-e36', 1996, 1999, '328i'),
      fit('bmw/3-series-e46', 1999, 2000, '323i, 328i'),
      fit('bmw/5-series-e39', 1997, 2000, '528i'),
    ]),
    engine('bmw-m54', 'BMW M54 Inline-Six', 'bmw', [
      fit('bmw/3-series-e46', 2001, 2006, '325i, 330i'),
      fit('bmw/5-series-e39', 2001, 2003, '525i, 530i'),
      fit('bmw/x5-e53', 2001, 2006, '3.0i'),
      fit('bmw/z4-e85', 2003, 2005, '2.5i, 3.0i'),
    ]),
    engine('bmw-n52', 'BMW N52 3.0L Inline-Six', 'bmw', [
      fit('bmw/3-series-e90', 2006, 2011, '325i, 328i, 330i'),
      fit('bmw/5-series-e60', 2006, 2010, '525i, 528i, 530i'),
      fit('bmw/x5-e70', 2007, 2010, 'xDrive30i'),
      fit('bmw/z4-e85', 2006, 2008, '3.0si'),
      fit('bmw/z4-e89', 2009, 2011, 'sDrive30i'),
      fit('bmw/1-series-e82', 2008, 2013, '128i'),
    ]),
    engine('bmw-n54', 'BMW N54 Twin-Turbo Inline-Six', 'bmw', [
      fit('bmw/1-series-e82', 2008, 2010, '135i'),
      fit('bmw/3-series-e90', 2007, 2010, '335i'),
      fit('bmw/5-series-e60', 2008, 2010, '535i'),
      fit('bmw/z4-e89', 2009, 2016, 'sDrive35i, sDrive35is'),
    ]),
    engine('bmw-n55', 'BMW N55 Turbo Inline-Six', 'bmw', [
      fit('bmw/1-series-e82', 2011, 2013, '135i, 135is'),
      fit('bmw/3-series-e90', 2011, 2011, '335i'),
      fit('bmw/3-series-f30', 2012, 2015, '335i'),
      fit('bmw/5-series-f10', 2011, 2016, '535i'),
      fit('bmw/x5-e70', 2011, 2013, 'xDrive35i'),
      fit('bmw/x5-f15', 2014, 2018, 'sDrive35i, xDrive35i'),
      fit('bmw/m2-f87', 2016, 2018, 'M2'),
    ]),
    engine('bmw-n20', 'BMW N20 2.0L Turbo Four-Cylinder', 'bmw', [
      fit('bmw/3-series-f30', 2012, 2016, '320i, 328i'),
      fit('bmw/5-series-f10', 2012, 2016, '528i'),
      fit('bmw/z4-e89', 2012, 2016, 'sDrive28i'),
    ]),
    engine('bmw-b48', 'BMW B48 2.0L Turbo Four-Cylinder', 'bmw', [
      fit('bmw/3-series-f30', 2017, 2019, '330i'),
      fit('bmw/3-series-g20', 2019, undefined, '330i'),
      fit('bmw/5-series-g30', 2017, 2023, '530i'),
      fit('toyota/supra-a90', 2021, undefined, 'GR Supra 2.0'),
    ]),
    engine('bmw-b58', 'BMW B58 3.0L Turbo Inline-Six', 'bmw', [
      fit('bmw/3-series-f30', 2016, 2019, '340i'),
      fit('bmw/3-series-g20', 2020, undefined, 'M340i'),
      fit('bmw/5-series-g30', 2017, 2023, '540i'),
      fit('bmw/x5-g05', 2019, undefined, 'xDrive40i'),
      fit('toyota/supra-a90', 2020, undefined, 'GR Supra 3.0'),
    ]),
    engine('bmw-s54', 'BMW S54 3.2L Inline-Six', 'bmw', [fit('bmw/m3-e46', 2001, 2006), fit('bmw/z4-e85', 2006, 2008, 'M Roadster')], {
      tier: 1.25,
    }),
    engine('bmw-s65', 'BMW S65 4.0L V8', 'bmw', [fit('bmw/m3-e92', 2008, 2013)], { tier: 1.3 }),
    engine('bmw-s55', 'BMW S55 Twin-Turbo Inline-Six', 'bmw', [
      fit('bmw/m3-f80', 2015, 2018),
      fit('bmw/m4-f82', 2015, 2020),
      fit('bmw/m2-f87', 2019, 2021, 'M2 Competition, M2 CS'),
    ], { tier: 1.25 }),
    engine('bmw-s58', 'BMW S58 Twin-Turbo Inline-Six', 'bmw', [fit('bmw/m3-g80', 2021), fit('bmw/m4-g82', 2021)], { tier: 1.3 }),
    engine('bmw-n63', 'BMW N63 4.4L Twin-Turbo V8', 'bmw', [
      fit('bmw/5-series-f10', 2011, 2016, '550i'),
      fit('bmw/x5-e70', 2011, 2013, 'xDrive50i'),
      fit('bmw/x5-f15', 2014, 2018, 'xDrive50i'),
      fit('bmw/5-series-g30', 2018, 2023, 'M550i'),
    ], { tier: 1.15 }),
    engine('bmw-s63', 'BMW S63 4.4L Twin-Turbo V8', 'bmw', [fit('bmw/m5-f10', 2012, 2016), fit('bmw/m5-f90', 2018, 2023)], {
      tier: 1.35,
    }),
    engine('bmw-s85', 'BMW S85 5.0L V10', 'bmw', [fit('bmw/m5-e60', 2006, 2010)], { tier: 1.4 }),
    // Porsche
    engine('porsche-m96', 'Porsche M96/M97 Flat-Six', 'porsche', [
      fit('porsche/911-996', 1999, 2004, 'Carrera, Carrera 4, Carrera 4S'),
      fit('porsche/911-997', 2005, 2008, 'Carrera, Carrera S, Carrera 4S'),
      fit('porsche/boxster-986', 1997, 2004),
      fit('porsche/boxster-987', 2005, 2008),
      fit('porsche/cayman-987', 2006, 2008),
    ], { numberPrefix: '996' }),
    engine('porsche-9a1', 'Porsche 9A1 Direct-Injection Flat-Six', 'porsche', [
      fit('porsche/911-997', 2009, 2012, 'Carrera, Carrera S, Carrera 4S, GTS'),
      fit('porsche/911-991', 2012, 2016, 'Carrera, Carrera S, Carrera 4S, GTS'),
      fit('porsche/boxster-987', 2009, 2012),
      fit('porsche/cayman-987', 2009, 2012),
      fit('porsche/boxster-981', 2013, 2016),
      fit('porsche/cayman-981', 2014, 2016),
    ], { numberPrefix: '9A1' }),
    engine('porsche-mezger', 'Porsche Mezger Flat-Six', 'porsche', [
      fit('porsche/911-996', 2001, 2004, 'Turbo, GT3, GT2'),
      fit('porsche/911-997', 2007, 2012, 'Turbo (997.1), GT3, GT3 RS, GT2'),
    ], { numberPrefix: '997', tier: 1.3 }),
    engine('porsche-9a2', 'Porsche 9A2 Twin-Turbo Flat-Six', 'porsche', [
      fit('porsche/911-991', 2017, 2019, 'Carrera, Carrera S, Carrera 4S, GTS (991.2)'),
      fit('porsche/911-992', 2020, undefined, 'Carrera, Carrera S, Carrera 4S, GTS'),
    ], { numberPrefix: '9A2', tier: 1.15 }),
    engine('porsche-ma2', 'Porsche 718 Turbo Flat-Four', 'porsche', [
      fit('porsche/boxster-718', 2017, undefined, 'Boxster, Boxster S'),
      fit('porsche/cayman-718', 2017, undefined, 'Cayman, Cayman S'),
    ], { numberPrefix: '9A2' }),
    engine('porsche-air-cooled', 'Porsche Air-Cooled Flat-Six (M64)', 'porsche', [
      fit('porsche/911-964', 1989, 1994),
      fit('porsche/911-993', 1995, 1998),
    ], { numberPrefix: '993', tier: 1.2 }),
    engine('porsche-944', 'Porsche 944/968 Four-Cylinder', 'porsche', [fit('porsche/944', 1983, 1991), fit('porsche/968', 1992, 1995)], {
      numberPrefix: '944',
    }),
    engine('porsche-928', 'Porsche 928 V8', 'porsche', [fit('porsche/928', 1978, 1995)], { numberPrefix: '928' }),
    engine('porsche-cayenne-v8', 'Porsche Cayenne/Panamera 4.5L & 4.8L V8', 'porsche', [
      fit('porsche/cayenne-955', 2003, 2006, 'Cayenne S, Cayenne Turbo'),
      fit('porsche/cayenne-957', 2008, 2010, 'Cayenne S, GTS, Turbo'),
      fit('porsche/cayenne-958', 2011, 2018, 'Cayenne S, GTS, Turbo'),
      fit('porsche/panamera-970', 2010, 2016, 'Panamera S, 4S, GTS, Turbo'),
    ], { numberPrefix: '948' }),
    // Mercedes-Benz
    engine('mb-m112-m113', 'Mercedes-Benz M112/M113 V6 & V8', 'mercedes-benz', [
      fit('mercedes-benz/e-class-w211', 2003, 2006, 'E320, E500'),
      fit('mercedes-benz/sl-class-r230', 2003, 2006, 'SL500'),
      fit('mercedes-benz/g-class-w463', 2002, 2008, 'G500'),
    ], { numberPrefix: '112' }),
    engine('mb-m272', 'Mercedes-Benz M272 V6', 'mercedes-benz', [
      fit('mercedes-benz/c-class-w204', 2008, 2011, 'C300, C350'),
      fit('mercedes-benz/e-class-w211', 2006, 2009, 'E350'),
      fit('mercedes-benz/e-class-w212', 2010, 2011, 'E350'),
      fit('mercedes-benz/slk-class-r171', 2005, 2011, 'SLK280, SLK300, SLK350'),
    ], { numberPrefix: '272' }),
    engine('mb-m273', 'Mercedes-Benz M273 V8', 'mercedes-benz', [
      fit('mercedes-benz/e-class-w211', 2007, 2009, 'E550'),
      fit('mercedes-benz/s-class-w221', 2007, 2011, 'S550'),
      fit('mercedes-benz/sl-class-r230', 2007, 2011, 'SL550'),
      fit('mercedes-benz/g-class-w463', 2009, 2015, 'G550'),
    ], { numberPrefix: '273' }),
    engine('mb-m276', 'Mercedes-Benz M276 V6', 'mercedes-benz', [
      fit('mercedes-benz/c-class-w204', 2012, 2014, 'C350'),
      fit('mercedes-benz/c-class-w205', 2015, 2018, 'C400, C43 AMG'),
      fit('mercedes-benz/e-class-w212', 2012, 2016, 'E350, E400'),
      fit('mercedes-benz/e-class-w213', 2017, 2019, 'E400, E43 AMG'),
      fit('mercedes-benz/s-class-w222', 2015, 2017, 'S400'),
    ], { numberPrefix: '276' }),
    engine('mb-m274', 'Mercedes-Benz M274 2.0L Turbo Four-Cylinder', 'mercedes-benz', [
      fit('mercedes-benz/c-class-w205', 2015, 2021, 'C300'),
      fit('mercedes-benz/e-class-w213', 2017, 2020, 'E300'),
      fit('mercedes-benz/e-class-w212', 2013, 2016, 'E250, E300'),
    ], { numberPrefix: '274' }),
    engine('mb-m278', 'Mercedes-Benz M278 4.7L Biturbo V8', 'mercedes-benz', [
      fit('mercedes-benz/s-class-w221', 2012, 2013, 'S550'),
      fit('mercedes-benz/s-class-w222', 2014, 2017, 'S550'),
      fit('mercedes-benz/e-class-w212', 2012, 2016, 'E550'),
      fit('mercedes-benz/g-class-w463', 2016, 2018, 'G550'),
    ], { numberPrefix: '278', tier: 1.1 }),
    engine('mb-m156', 'Mercedes-AMG M156 6.2L V8', 'mercedes-benz', [
      fit('mercedes-benz/c-class-w204', 2008, 2014, 'C63 AMG'),
      fit('mercedes-benz/e-class-w211', 2007, 2009, 'E63 AMG'),
      fit('mercedes-benz/e-class-w212', 2010, 2011, 'E63 AMG'),
      fit('mercedes-benz/s-class-w221', 2007, 2009, 'S63 AMG'),
      fit('mercedes-benz/sl-class-r230', 2007, 2011, 'SL63 AMG'),
    ], { numberPrefix: '156', tier: 1.3 }),
    engine('mb-m177-m178', 'Mercedes-AMG M177/M178 4.0L Biturbo V8', 'mercedes-benz', [
      fit('mercedes-benz/c-class-w205', 2015, 2021, 'C63 AMG, C63 S AMG'),
      fit('mercedes-benz/amg-gt-c190', 2015, 2021),
      fit('mercedes-benz/s-class-w222', 2018, 2020, 'S560, S63 AMG'),
      fit('mercedes-benz/e-class-w213', 2018, 2023, 'E63 S AMG'),
      fit('aston-martin/vantage', 2018, undefined, 'V8'),
      fit('aston-martin/db11', 2017, 2023, 'V8'),
    ], { numberPrefix: '177', tier: 1.3 }),
    engine('mb-m264-m254', 'Mercedes-Benz M254 2.0L Turbo Four-Cylinder', 'mercedes-benz', [
      fit('mercedes-benz/c-class-w206', 2022, undefined, 'C300'),
    ], { numberPrefix: '254' }),
    // Audi, Volkswagen and Lamborghini (VAG numbering)
    engine('vag-18t', 'Audi/VW 1.8T 20V Four-Cylinder', 'audi', [
      fit('audi/a4-b5', 1997, 2001, '1.8T'),
      fit('audi/a4-b6', 2002, 2005, '1.8T'),
      fit('audi/tt-8n', 2000, 2006, '1.8T'),
      fit('volkswagen/golf-gti-mk4', 1999, 2005, '1.8T'),
    ], { numberPrefix: '06A' }),
    engine('vag-20t-fsi', 'Audi/VW 2.0T FSI (EA113)', 'volkswagen', [
      fit('volkswagen/golf-gti-mk5', 2006, 2009, '2.0T'),
      fit('audi/a4-b7', 2005, 2008, '2.0T'),
      fit('audi/tt-8j', 2008, 2008, '2.0T'),
    ], { numberPrefix: '06F' }),
    engine('vag-27t', 'Audi 2.7T Biturbo V6', 'audi', [
      fit('audi/s4-b5', 2000, 2002),
      fit('audi/a6-c5', 2000, 2004, '2.7T, allroad 2.7T'),
    ], { numberPrefix: '078', tier: 1.1 }),
    engine('vag-30v-v6', 'Audi 2.8L & 3.0L 30V V6', 'audi', [
      fit('audi/a4-b5', 1998, 2001, '2.8'),
      fit('audi/a4-b6', 2002, 2005, '3.0'),
      fit('audi/a6-c5', 1998, 2004, '2.8, 3.0'),
    ], { numberPrefix: '078' }),
    engine('vag-ea888-gen2', 'Audi/VW 2.0 TFSI EA888 Gen 1/2', 'volkswagen', [
      fit('audi/a4-b8', 2009, 2012, '2.0T'),
      fit('volkswagen/golf-gti-mk6', 2010, 2014, '2.0T'),
      fit('audi/tt-8j', 2009, 2014, '2.0T'),
      fit('audi/a6-c7', 2012, 2015, '2.0T'),
    ], { numberPrefix: '06J' }),
    engine('vag-ea888-gen3', 'Audi/VW 2.0 TFSI EA888 Gen 3', 'volkswagen', [
      fit('audi/a4-b8', 2013, 2016, '2.0T'),
      fit('audi/a4-b9', 2017, 2024, '40 TFSI, 45 TFSI'),
      fit('volkswagen/golf-gti-mk7', 2015, 2021),
      fit('volkswagen/golf-r-mk7', 2015, 2019),
      fit('volkswagen/golf-gti-mk8', 2022),
      fit('volkswagen/golf-r-mk8', 2022),
      fit('audi/tt-8s', 2016, 2023, '2.0T, TTS'),
      fit('audi/a6-c8', 2019, 2024, '45 TFSI'),
      fit('porsche/macan-95b', 2017, 2021, 'Macan 2.0'),
    ], { numberPrefix: '06L' }),
    engine('vag-30t-ea837', 'Audi 3.0 TFSI Supercharged V6', 'audi', [
      fit('audi/s4-b8', 2010, 2016),
      fit('audi/a6-c7', 2012, 2018, '3.0T'),
      fit('volkswagen/touareg-7p', 2011, 2017, 'Hybrid'),
    ], { numberPrefix: '06E', tier: 1.1 }),
    engine('vag-29t-ea839', 'Audi/Porsche 2.9 & 3.0 TFSI V6 (EA839)', 'audi', [
      fit('audi/s4-b9', 2018, 2024),
      fit('audi/rs4-b9', 2018, 2024),
      fit('audi/a6-c8', 2019, undefined, '55 TFSI'),
      fit('porsche/macan-95b', 2019, undefined, 'Macan S, GTS, Turbo'),
      fit('porsche/panamera-971', 2017, 2023, 'Panamera 4, 4S'),
      fit('porsche/cayenne-9y0', 2019, undefined, 'Cayenne, Cayenne S'),
    ], { numberPrefix: '06M', tier: 1.15 }),
    engine('vag-42-fsi', 'Audi 4.2 FSI V8', 'audi', [fit('audi/rs4-b7', 2007, 2008), fit('audi/r8-type-42', 2008, 2012, 'V8')], {
      numberPrefix: '079',
      tier: 1.3,
    }),
    engine('vag-52-v10', 'Audi/Lamborghini 5.2L V10', 'audi', [
      fit('audi/r8-type-42', 2010, 2015, 'V10, V10 Plus'),
      fit('audi/r8-type-4s', 2017, 2024),
      fit('lamborghini/gallardo', 2009, 2013, 'LP560-4, LP570-4'),
      fit('lamborghini/huracan', 2015, 2024),
    ], { numberPrefix: '07L', tier: 1.6 }),
    engine('lambo-gallardo-v10', 'Lamborghini Gallardo 5.0L V10', 'lamborghini', [fit('lamborghini/gallardo', 2004, 2008)], {
      numberPrefix: '07L',
    }),
    engine('lambo-v12-classic', 'Lamborghini Diablo/Murciélago V12', 'lamborghini', [
      fit('lamborghini/diablo', 1990, 2001),
      fit('lamborghini/murcielago', 2002, 2010),
    ], { numberPrefix: '07M' }),
    engine('lambo-l539', 'Lamborghini L539 6.5L V12', 'lamborghini', [fit('lamborghini/aventador', 2012, 2022)], { numberPrefix: '470' }),
    engine('lambo-urus-v8', 'Lamborghini/Porsche 4.0L Twin-Turbo V8', 'lamborghini', [
      fit('lamborghini/urus', 2019),
      fit('porsche/cayenne-9y0', 2019, undefined, 'Cayenne Turbo'),
      fit('porsche/panamera-971', 2017, 2023, 'Panamera Turbo'),
    ], { numberPrefix: '0P3' }),
    engine('vag-vr6-36', 'VW 3.2L & 3.6L VR6', 'volkswagen', [
      fit('volkswagen/touareg-7l', 2004, 2010, 'V6'),
      fit('volkswagen/touareg-7p', 2011, 2017, 'VR6'),
      fit('porsche/cayenne-955', 2004, 2006, 'Cayenne V6'),
    ], { numberPrefix: '022' }),
    // Ferrari
    engine('ferrari-328', 'Ferrari 328 V8', 'ferrari', [fit('ferrari/328', 1986, 1989)]),
    engine('ferrari-348', 'Ferrari 348 V8', 'ferrari', [fit('ferrari/348', 1990, 1995)]),
    engine('ferrari-f355', 'Ferrari F355 5-Valve V8', 'ferrari', [fit('ferrari/f355', 1995, 1999)]),
    engine('ferrari-f131', 'Ferrari 360 Modena F131 V8', 'ferrari', [fit('ferrari/360-modena', 1999, 2005)]),
    engine('ferrari-f136', 'Ferrari F136 V8', 'ferrari', [
      fit('ferrari/f430', 2005, 2009),
      fit('ferrari/california-f149', 2009, 2014),
      fit('ferrari/458-italia-f142', 2010, 2015),
    ]),
    engine('ferrari-f154', 'Ferrari F154 Twin-Turbo V8', 'ferrari', [
      fit('ferrari/california-t', 2015, 2017),
      fit('ferrari/488-gtb-f142m', 2016, 2019),
      fit('ferrari/portofino', 2018, 2023),
      fit('ferrari/f8-tributo', 2020, 2022),
      fit('ferrari/roma-f169', 2020),
    ]),
    engine('ferrari-f133', 'Ferrari F133 V12', 'ferrari', [fit('ferrari/550-maranello', 1997, 2002), fit('ferrari/575m-maranello', 2002, 2006)]),
    engine('ferrari-f140', 'Ferrari F140 V12', 'ferrari', [fit('ferrari/599-gtb-fiorano-f141', 2007, 2012), fit('ferrari/812-superfast-f152m', 2018, 2024)]),
    engine('ferrari-f113', 'Ferrari Testarossa Flat-12', 'ferrari', [fit('ferrari/testarossa', 1985, 1991)]),
    // Aston Martin
    engine('aston-v8', 'Aston Martin 4.3L & 4.7L V8', 'aston-martin', [fit('aston-martin/v8-vantage', 2006, 2017)], { numberPrefix: '4G43' }),
    engine('aston-v12', 'Aston Martin 5.9L V12', 'aston-martin', [
      fit('aston-martin/db7', 1999, 2004, 'Vantage, GT'),
      fit('aston-martin/vanquish', 2002, 2007),
      fit('aston-martin/db9', 2004, 2016),
      fit('aston-martin/dbs', 2008, 2012),
    ], { numberPrefix: '4G43' }),
    // Toyota and Lexus
    engine('toyota-2jz', 'Toyota 2JZ 3.0L Inline-Six', 'toyota', [
      fit('toyota/supra-a80', 1993, 2002, 'Supra, Supra Turbo'),
      fit('lexus/is-xe10', 2001, 2005, 'IS 300'),
      fit('lexus/gs-s160', 1998, 2005, 'GS 300'),
      fit('lexus/sc-z30', 1992, 2000, 'SC 300'),
    ]),
    engine('lexus-1uz', 'Lexus 1UZ-FE 4.0L V8', 'lexus', [
      fit('lexus/ls-xf10', 1990, 1994, 'LS 400'),
      fit('lexus/ls-xf20', 1995, 2000, 'LS 400'),
      fit('lexus/sc-z30', 1992, 2000, 'SC 400'),
      fit('lexus/gs-s160', 1998, 2000, 'GS 400'),
    ]),
    engine('lexus-3uz', 'Lexus 3UZ-FE 4.3L V8', 'lexus', [
      fit('lexus/ls-xf30', 2001, 2006, 'LS 430'),
      fit('lexus/gs-s160', 2001, 2005, 'GS 430'),
      fit('lexus/gs-s190', 2006, 2007, 'GS 430'),
      fit('lexus/sc-z40', 2002, 2010, 'SC 430'),
    ]),
    engine('lexus-2gr', 'Lexus 2GR 3.5L V6', 'lexus', [
      fit('lexus/is-xe20', 2006, 2013, 'IS 350'),
      fit('lexus/gs-s190', 2007, 2011, 'GS 350'),
      fit('lexus/gs-l10', 2013, 2020, 'GS 350'),
      fit('lexus/is-xe30', 2014, undefined, 'IS 350'),
    ]),
    engine('lexus-2ur', 'Lexus 2UR-GSE 5.0L V8', 'lexus', [
      fit('lexus/is-f', 2008, 2014),
      fit('lexus/rc-f', 2015),
      fit('lexus/lc-500', 2018),
      fit('lexus/gs-l10', 2016, 2020, 'GS F'),
      fit('lexus/is-xe30', 2022, undefined, 'IS 500 F Sport Performance'),
    ], { tier: 1.2 }),
    engine('lexus-1ur', 'Lexus 1UR-FSE 4.6L V8', 'lexus', [fit('lexus/ls-xf40', 2007, 2017, 'LS 460'), fit('lexus/gs-s190', 2008, 2011, 'GS 460')]),
    engine('toyota-fa20', 'Toyota/Subaru FA20 2.0L Boxer', 'subaru', [
      fit('toyota/86-zn6', 2013, 2020),
      fit('subaru/brz-zc6', 2013, 2020),
    ]),
    engine('toyota-fa24', 'Toyota/Subaru FA24 2.4L Boxer', 'subaru', [fit('toyota/gr86-zn8', 2022), fit('subaru/brz-zd8', 2022)]),
    // Nissan
    engine('nissan-vg30dett', 'Nissan VG30DETT Twin-Turbo V6', 'nissan', [fit('nissan/300zx-z32', 1990, 1996, 'Twin Turbo')]),
    engine('nissan-rb26', 'Nissan RB26DETT Inline-Six', 'nissan', [fit('nissan/skyline-gt-r-r34', 1999, 2002)], { tier: 1.3 }),
    engine('nissan-vq35', 'Nissan VQ35/VQ37 V6', 'nissan', [fit('nissan/350z-z33', 2003, 2008), fit('nissan/370z-z34', 2009, 2020)]),
    engine('nissan-vr38', 'Nissan VR38DETT Twin-Turbo V6', 'nissan', [fit('nissan/gt-r-r35', 2009)], { tier: 1.4 }),
    // Mazda
    engine('mazda-b6-bp', 'Mazda B6/BP 1.6L & 1.8L Four-Cylinder', 'mazda', [
      fit('mazda/mx-5-miata-na', 1990, 1997),
      fit('mazda/mx-5-miata-nb', 1999, 2005),
    ], { numberPrefix: 'BP4W' }),
    engine('mazda-lf', 'Mazda MZR 2.0L Four-Cylinder', 'mazda', [fit('mazda/mx-5-miata-nc', 2006, 2015)], { numberPrefix: 'LFG1' }),
    engine('mazda-skyactiv', 'Mazda Skyactiv-G 2.0L Four-Cylinder', 'mazda', [fit('mazda/mx-5-miata-nd', 2016)], { numberPrefix: 'PE01' }),
    engine('mazda-13b', 'Mazda 13B Rotary', 'mazda', [fit('mazda/rx-7-fd', 1993, 2002), fit('mazda/rx-8-se3p', 2004, 2011, 'RENESIS')], {
      numberPrefix: 'N3H1',
    }),
    // Honda
    engine('honda-c30a', 'Honda C30A/C32B V6', 'honda', [fit('honda/nsx-na1', 1991, 2005)], { numberPrefix: 'PR7', tier: 1.4 }),
    engine('honda-f20c', 'Honda F20C/F22C Four-Cylinder', 'honda', [fit('honda/s2000-ap1', 2000, 2003), fit('honda/s2000-ap2', 2004, 2009)], {
      numberPrefix: 'PCX',
    }),
    engine('honda-k20c1', 'Honda K20C1 2.0L Turbo', 'honda', [fit('honda/civic-type-r-fk8', 2017, 2021), fit('honda/civic-type-r-fl5', 2023)], {
      numberPrefix: '64A',
    }),
    // Subaru
    engine('subaru-ej20', 'Subaru EJ205 2.0L Turbo Boxer', 'subaru', [fit('subaru/impreza-wrx-gd', 2002, 2005)]),
    engine('subaru-ej25', 'Subaru EJ257/EJ255 2.5L Turbo Boxer', 'subaru', [
      fit('subaru/wrx-sti-gd', 2004, 2007),
      fit('subaru/wrx-sti-gr', 2008, 2014),
      fit('subaru/wrx-sti-va', 2015, 2021),
      fit('subaru/impreza-wrx-gd', 2006, 2007),
    ]),
    engine('subaru-fa20dit', 'Subaru FA20DIT 2.0L Turbo Boxer', 'subaru', [fit('subaru/wrx-va', 2015, 2021)]),
  ].map((platform) => [platform.key, platform]),
);

/** Engine codes a platform's label names ("Porsche M96/M97 Flat-Six" → M96, M97; "Lexus 1UZ-FE 4.0L V8" → 1UZ). */
export function engineCodesOf(label: string): string[] {
  return label
    .split(/[\s/()&-]+/)
    .filter((t) => /^(?=.*\d)(?=.*[A-Z])[A-Z0-9]{2,8}$/.test(t) && !/^[VW]\d{1,2}$/.test(t) && !/^\d+V$/.test(t));
}

/** Every model's engine codes, from the engine platforms that fit it. */
export function engineCodesByModel(): Map<ModelKey, string[]> {
  const byModel = new Map<ModelKey, string[]>();
  for (const platform of Object.values(ENGINES)) {
    for (const f of platform.fits) {
      const codes = byModel.get(f.model) ?? [];
      for (const code of engineCodesOf(platform.label)) if (!codes.includes(code)) codes.push(code);
      byModel.set(f.model, codes);
    }
  }
  return byModel;
}
