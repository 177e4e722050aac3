import { offerFilterRecord, type OfferFilterName } from '@shared/rules/offer-filters';
import { isPartTypeId } from '@shared/part-types';
import {
  MAX_ROW_ID,
  SEARCH_MAX_PAGE,
  SEARCH_MAX_PRICE_DOLLARS,
  SEARCH_PRICE_PATTERN,
  SEARCH_SLUG_PATTERN,
  SEARCH_SORTS,
  type SearchSort,
  VEHICLE_YEAR_MAX,
  VEHICLE_YEAR_MIN,
} from '@shared/schemas/constants';
import type { SearchQueryInput } from '@shared/schemas/search';

/**
 * The search address's parameters, once: how each is read from the address into the page's state
 * and written back, for the results page's address and for the API request alike. Each value is
 * checked against the bounds the API's parameter schema (`searchQuerySchema`) is built from, so the
 * page never keeps what the API would refuse; what fails is dropped rather than refused, so a
 * mistyped link still opens a search. The bounds, not the schema: the page hydrates without zod.
 */
type ApiParamName = keyof SearchQueryInput;

export const DEFAULT_SORT: SearchSort = 'price_asc';

/** With one flag per offer filter (rules/offer-filters.ts): `hasFreeShipping`, `inStock`... */
export interface SearchState extends Record<OfferFilterName, boolean> {
  q: string;
  /** Make and model slugs, as the home page sends them. */
  make?: string;
  model?: string;
  year?: number;
  categoryId?: number;
  /** Dollar amounts as text ("49.99"); absent means no bound. */
  minPrice?: string;
  maxPrice?: string;
  vendorIds: number[];
  brands: string[];
  /** Catalog part type ids ticked ("brake-pads-front"): the address's `partType`. */
  partType: string[];
  /** Search the words as typed, without the corrections ("search instead for …"). */
  literal?: boolean;
  sort: SearchSort;
  page: number;
}

/** How one parameter goes between the address and the state. */
interface AddressParam<T> {
  /** The state's value from the parameter's values in the address (several when repeated). */
  read: (values: string[]) => T;
  /** The parameter's text, or undefined to leave it out. */
  write: (value: T) => string | undefined;
  /** Text the address leaves out because reading nothing gives the same; the API request still sends it. */
  defaultText?: string;
}

/** Every state field is a parameter the API reads, so the two cannot name different things. */
type AddressParams = { [K in keyof SearchState]-?: K extends ApiParamName ? AddressParam<SearchState[K]> : never };

/** A whole number the way links write one ("12", not "1e1" or "+12"), within the API's bounds. */
const wholeNumber = (min: number, max: number) => (text: string | undefined): number | undefined => {
  if (text === undefined || !/^\d{1,9}$/.test(text)) return undefined;
  const n = Number(text);
  return n >= min && n <= max ? n : undefined;
};
const rowId = wholeNumber(1, MAX_ROW_ID);

/** Comma-joined (the app's own links) or repeated (a plain HTML form's ticked boxes), or both. */
const listItems = (values: string[]): string[] =>
  [...new Set(values.join(',').split(',').map((item) => item.trim()).filter(Boolean))];

/**
 * A price bound as typed, cleaned to what the API accepts: a non-negative amount with at most two
 * decimals ("49.999" -> "50", "12.5" -> "12.5"); empty or unreadable text means no bound.
 */
export function cleanPriceBound(value: string | null | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  const amount = Number(text);
  if (!Number.isFinite(amount) || amount < 0 || amount > SEARCH_MAX_PRICE_DOLLARS) return undefined;
  const cleaned = String(Math.round(amount * 100) / 100);
  return SEARCH_PRICE_PATTERN.test(cleaned) ? cleaned : undefined;
}

/** The words stay as typed, even past the API's limits, so the search box shows what was asked. */
const words: AddressParam<string> = {
  read: ([text]) => (text ?? '').trim(),
  write: (text) => text || undefined,
};

/** Trimmed and lower-cased, as the API reads it. */
const slug: AddressParam<string | undefined> = {
  read: ([text]) => {
    const value = text?.trim().toLowerCase();
    return value !== undefined && SEARCH_SLUG_PATTERN.test(value) ? value : undefined;
  },
  write: (value) => value,
};

const optionalNumber = (read: (text: string | undefined) => number | undefined): AddressParam<number | undefined> => ({
  read: ([text]) => read(text),
  write: (value) => (value === undefined ? undefined : String(value)),
});

const priceBound: AddressParam<string | undefined> = {
  read: ([text]) => cleanPriceBound(text),
  write: (value) => value,
};

/** A list parameter; each item is checked on its own, so one unreadable item leaves the rest. */
const list = <T extends string | number>(readItem: (item: string) => T | undefined): AddressParam<T[]> => ({
  read: (values) => listItems(values).map(readItem).filter((item): item is T => item !== undefined),
  write: (items) => (items.length ? items.join(',') : undefined),
});

const textItem = (accepts: (item: string) => boolean) => (item: string) => (accepts(item) ? item : undefined);

const flag: AddressParam<boolean> = {
  read: ([text]) => text === 'true',
  write: (on) => (on ? 'true' : undefined),
};

/** `literal` is absent rather than false, as the state has always had it. */
const optionalFlag: AddressParam<boolean | undefined> = {
  read: (values) => flag.read(values) || undefined,
  write: (on) => flag.write(on === true),
};

const sort: AddressParam<SearchSort> = {
  read: ([text]) => SEARCH_SORTS.find((name) => name === text) ?? DEFAULT_SORT,
  write: (value) => value,
  defaultText: DEFAULT_SORT,
};

const page: AddressParam<number> = {
  read: ([text]) => wholeNumber(1, SEARCH_MAX_PAGE)(text) ?? 1,
  write: (value) => String(value),
  defaultText: '1',
};

/** In the address's order: its links have always put the year between the make and the model. */
const ADDRESS_PARAMS: AddressParams = {
  q: words,
  make: slug,
  year: optionalNumber(wholeNumber(VEHICLE_YEAR_MIN, VEHICLE_YEAR_MAX)),
  model: slug,
  categoryId: optionalNumber(rowId),
  minPrice: priceBound,
  maxPrice: priceBound,
  vendorIds: list(rowId),
  brands: list((item) => item),
  partType: list(textItem(isPartTypeId)),
  ...offerFilterRecord(() => flag),
  literal: optionalFlag,
  sort,
  page,
};

const paramNames = Object.keys(ADDRESS_PARAMS) as (keyof SearchState)[];

/** The state in an address's query string; anything unreadable is ignored rather than refused. */
export function readSearchAddress(params: URLSearchParams): SearchState {
  const state: Partial<Record<keyof SearchState, unknown>> = {};
  for (const name of paramNames) state[name] = ADDRESS_PARAMS[name].read(params.getAll(name));
  return state as SearchState;
}

/**
 * The parameters for a state, in the address's order: the address leaves defaults out so it stays
 * short, the API request sends them.
 */
export function writeSearchParams(state: SearchState, { withDefaults }: { withDefaults: boolean }): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of paramNames) {
    const param = ADDRESS_PARAMS[name] as AddressParam<SearchState[typeof name]>;
    const text = param.write(state[name]);
    if (text === undefined || text === '' || (!withDefaults && text === param.defaultText)) continue;
    params.set(name, text);
  }
  return params;
}
