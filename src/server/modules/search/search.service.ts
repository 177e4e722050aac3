import type { SearchQuery, SearchResponse } from '@shared/schemas/search';
import { MAX_SUGGESTIONS, type SuggestResponse } from '@shared/schemas/suggest';
import { OFFER_FILTER_NAMES } from '@shared/rules/offer-filters';
import { partNumberOfQuery } from '@shared/rules/part-number';
import type { Database } from '../../db/client';
import { toListing, toPartSummary, withListings, findListings, findParts, dealLabelsForParts, NO_DEAL_LABELS, type ListingRow } from '../parts';
import { planFacets } from './spec/facets';
import * as queries from './engines/sql/search.queries';
import type { PageRow } from './engines/sql/search.queries';
import type { SQL } from 'drizzle-orm';
import { listingConditions, type SearchCriteria } from './engines/sql/search.sql';
import { createCardStore, type Card } from './cards/card-store';
import { offerTestFor, shownListings } from './cards/card-offers';
import { createVerdictStore } from './cards/verdict-store';
import type { IndexLog, SearchIndex } from './engines/index/search-index';
import type { CatalogState } from './engines/index/index-source';
import { brandsNamedIn, modelLabel, suggest, understandQuery, type QueryVocabulary, type UnderstoodQuery } from '@shared/rules/query-understanding';
import { createVocabularyCache, type VocabularyCache } from './search.vocabulary';
import { vehicleOf, type FitmentService } from '../fitment';

const EMPTY: SearchResponse['facets'] = { categories: [], vendors: [], brands: [], partTypes: [] };

/**
 * `index`: the in-process search index (decision 005), which answers every search it can answer
 * exactly; without one, or when it declines, the SQL search below answers.
 */
/** What the query means, as the response tells it back. */
interface Interpretation {
  correctedQuery: SearchResponse['correctedQuery'];
  remainingText: SearchResponse['remainingText'];
  vehicle: SearchResponse['vehicle'];
  vehicleChoices: SearchResponse['vehicleChoices'];
}

/** The selector's vehicle, labelled from the catalog's models ("2015 BMW M3 (F80)"). */
function selectorVehicle(vocabulary: QueryVocabulary, makeId?: number, modelId?: number, year?: number): SearchResponse['vehicle'] {
  if (makeId === undefined && modelId === undefined && year === undefined) return null;
  const model = modelId !== undefined ? vocabulary.models.find((m) => m.id === modelId) : undefined;
  const make = model?.make ?? (makeId !== undefined ? vocabulary.makeNames.get(makeId) : undefined) ?? '';
  const label = `${year ?? ''} ${model ? modelLabel(model) : make}`.trim();
  return { makeId: model?.makeId ?? makeId ?? null, modelId: model?.id ?? null, generation: model?.generation ?? null, year: year ?? null, label, source: 'selector' };
}

/**
 * `index`: the in-process search index (decision 005), which answers every search it can answer
 * exactly; without one, or when it declines, the SQL search below answers. Query understanding
 * (corrections, synonyms, the vehicle in the words) runs before either, so both receive the same
 * interpreted query. `vocabularies`: the catalog's vocabulary, shared with the assistant by the
 * composition root so an edit from the console reaches both at once.
 */
export function createSearchService(
  db: Database,
  index: SearchIndex | null = null,
  fitment: FitmentService | null = null,
  vocabularies: VocabularyCache = createVocabularyCache(db),
  log: Pick<IndexLog, 'error'> | null = null,
) {
  /** Cards from the database: the parts, their offers (only those the `listingFilters` pass) and deal labels. */
  async function readCards(ids: number[], listingFilters: SQL[] = []): Promise<Map<number, Card>> {
    const [partRows, listingRows, labels] = await Promise.all([findParts(db, ids), findListings(db, ids, listingFilters), dealLabelsForParts(db, ids)]);
    const offersByPart = new Map<number, Card['offers']>();
    for (const row of listingRows) {
      const offers = offersByPart.get(row.part_id) ?? [];
      offers.push(toCardOffer(row));
      offersByPart.set(row.part_id, offers);
    }
    return new Map(partRows.map((part) => [part.id, { summary: toPartSummary(part), offers: offersByPart.get(part.id) ?? [], labels: labels.get(part.id) ?? NO_DEAL_LABELS }]));
  }

  // The cards of the parts the index shows, kept with it: dropped as it takes in their parts' changes.
  const cards = index ? createCardStore({ load: (ids) => readCards(ids), onError: (err) => log?.error(err, 'search cards: background refresh failed') }) : null;
  index?.onChange((partIds) => cards?.forget(partIds));
  const verdicts = fitment && index ? createVerdictStore((ids, vehicle) => fitment.verdicts(ids, vehicle)) : null;

  async function toCriteria(query: SearchQuery): Promise<{ criteria: SearchCriteria | null; meaning: Interpretation; garageReplaced?: boolean }> {
    let { makeId, modelId } = query;
    const meaning: Interpretation = { correctedQuery: null, remainingText: query.q || null, vehicle: null, vehicleChoices: [] };
    if ((query.make && makeId === undefined) || (query.model && modelId === undefined)) {
      const vehicle = await queries.resolveVehicleSlugs(db, query.make, query.model);
      // An unknown make or model slug matches nothing rather than silently matching everything.
      if (!vehicle || (query.model && vehicle.model_id == null)) return { criteria: null, meaning };
      makeId ??= vehicle.make_id;
      modelId ??= vehicle.model_id ?? undefined;
    }
    let year = query.year;
    const typed = query.q || undefined;
    const fromSelector = makeId !== undefined || modelId !== undefined || year !== undefined;
    // The garage's vehicle is a default: a car named in the words is the one this search is for.
    const fromGarage = fromSelector && query.garage === true;
    let understood: UnderstoodQuery | null = null;
    let namedBrands: string[] = [];
    let garageReplaced = false;
    // A part number is searched as typed: no correction ever overrides an exact number match.
    const typedNumber = partNumberOfQuery(typed);
    const isExactNumber = async (n: string) => index?.hasExactNumber(n) ?? (await queries.isExactPartNumber(db, n));
    if (typed && !(typedNumber && (await isExactNumber(typedNumber)))) {
      const vocabulary = await vocabularies.get();
      understood = understandQuery(typed, vocabulary, {
        currentYear: new Date().getUTCFullYear(),
        correct: query.literal !== true,
        // A vehicle chosen in the selector wins over one named in the words.
        readVehicle: !fromSelector || fromGarage,
      });
      const named = understood.vehicle;
      // Words that only repeat the garage's car ("bmw", "e90") keep it, with its year and model.
      const sameAsGarage = named !== null && fromGarage && [named.makeId, named.modelId, named.year].every((v, i) => v === null || v === [makeId, modelId, year][i]);
      if (named && !sameAsGarage) {
        makeId = named.makeId ?? undefined;
        modelId = named.modelId ?? undefined;
        year = named.year ?? undefined;
        garageReplaced = fromGarage;
      }
      namedBrands = brandsNamedIn(understood.correctedQuery ?? typed, vocabulary);
      meaning.correctedQuery = understood.correctedQuery;
      meaning.remainingText = understood.text;
      meaning.vehicle = named ? { ...named, source: 'query' } : null;
      meaning.vehicleChoices = understood.choices;
    }
    if (fromSelector && !garageReplaced) meaning.vehicle = selectorVehicle(await vocabularies.get(), makeId, modelId, year);
    const text = understood ? (understood.text ?? undefined) : typed;
    return {
      meaning,
      garageReplaced,
      criteria: {
        text,
        tsquery: understood?.tsquery ?? undefined,
        partNumber: partNumberOfQuery(text),
        categoryId: query.categoryId,
        makeId,
        modelId,
        year,
        minPriceCents: query.minPrice,
        maxPriceCents: query.maxPrice,
        vendorIds: query.vendorIds,
        brands: [...(query.brandIds ?? []), ...(query.brands ?? [])],
        namedBrands,
        partTypeFilter: query.partType?.length ? query.partType : undefined,
        partTypes: understood?.partTypes.length ? understood.partTypes : undefined,
        offerFilters: OFFER_FILTER_NAMES.filter((name) => query[name]),
        sort: query.sort,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      },
    };
  }

  /** Page ids, total and facets from PostgreSQL: the reference the index must agree with. */
  async function searchInSql(criteria: SearchCriteria) {
    const plan = planFacets(criteria);
    const [{ page, featured, total, facets }, ...widerFacets] = await Promise.all([
      queries.findPageAndFacets(db, criteria, plan.withResults),
      ...plan.wider.map(([wider, names]) => queries.findFacets(db, wider, names)),
    ]);
    const allFacets: SearchResponse['facets'] = Object.assign({ ...EMPTY }, facets, ...widerFacets);
    return { page, featured, total, facets: allFacets };
  }

  return {
    /** Read the catalog's words, synonyms and vehicles now, so the first search does not wait for them. */
    warmVocabulary: () => vocabularies.warm(),
    /** Read the catalog's words, synonyms and vehicles afresh at the next search (after editing them). */
    refreshVocabulary: () => vocabularies.invalidate(),
    /** Suggestions as the shopper types: part types, brands, vehicles from the catalog's own data. */
    async suggest(q: string): Promise<SuggestResponse> {
      if (!q.trim()) return { suggestions: [] };
      return { suggestions: suggest(q, await vocabularies.get(), MAX_SUGGESTIONS) };
    },
    search,
  };

  async function search(query: SearchQuery): Promise<SearchResponse> {
    const { criteria, meaning, garageReplaced } = await toCriteria(query);
    const base = { page: query.page, pageSize: query.pageSize, ...meaning };
    if (!criteria) return { parts: [], featured: [], total: 0, totalPages: 0, facets: EMPTY, ...base };

    const fromIndex = await index?.search(criteria);
    const { page, featured, total, facets: allFacets } = fromIndex ?? (await searchInSql(criteria));
    // A correction is offered only when its words find parts: otherwise "Showing results for" would
    // name words that find nothing either, so the words are searched as typed instead.
    if (total === 0 && meaning.correctedQuery !== null) return search({ ...query, literal: true });
    const ids = [...page, ...featured].map((r) => r.id);
    // The verdict is judged after either engine chose the page, from the same fitments, so both
    // engines give the same answer; the filter itself stays model and year. The vehicle is the one
    // searched for, whether chosen in the selector or read from the words.
    // The garage car's variant, engine and body say nothing of a car named in the words instead.
    const qualifiers = garageReplaced ? { variant: undefined, engine: undefined, body: undefined } : {};
    const vehicle =
      fitment && criteria.modelId !== undefined ? vehicleOf({ ...query, ...qualifiers, modelId: criteria.modelId, year: criteria.year ?? query.year }) : null;
    // Cards from memory when the index answered; else from the database, their offers filtered there.
    const [cardsById, verdictsById] = await Promise.all([
      fromIndex && cards ? cards.get(cardStamp(fromIndex.state.catalog), ids) : readCards(ids, listingConditions(criteria)),
      !vehicle || !fitment ? null : fromIndex && verdicts ? verdicts.get(fromIndex.state.catalog.contentRevision, vehicle, ids) : fitment.verdicts(ids, vehicle),
    ]);
    const offerTest = fromIndex ? offerTestFor(criteria) : null;
    // Offers are stale by the database's clock now; those read just now say so themselves.
    const freshSinceMs = fromIndex ? fromIndex.state.databaseNowMs - fromIndex.state.catalog.freshnessHours * 3_600_000 : null;

    const toResults = (rows: PageRow[]) =>
      rows.flatMap(({ id, promo_label }) => {
        const card = cardsById.get(id);
        if (!card) return [];
        const verdict = verdictsById?.get(id);
        const listings = shownListings(card.offers, offerTest, freshSinceMs);
        return [{ ...withListings(card.summary, listings), featured: promo_label != null, featuredLabel: promo_label, dealLabels: card.labels, ...(verdict ?? {}) }];
      });
    return {
      parts: toResults(page),
      featured: toResults(featured),
      total,
      totalPages: Math.ceil(total / query.pageSize),
      facets: allFacets,
      ...base,
    };
  }
}

/** An offer row as a card keeps it. */
function toCardOffer(row: ListingRow): Card['offers'][number] {
  const listing = toListing(row);
  return { listing, priceCents: row.price_cents, lastSeenMs: Date.parse(listing.lastSeenAt) };
}

/** What every kept card depends on besides its own part: it moves, and every card is read afresh. */
const stamps = new WeakMap<CatalogState, string>();
function cardStamp(catalog: CatalogState): string {
  let stamp = stamps.get(catalog);
  if (stamp === undefined) {
    stamp = JSON.stringify([catalog.contentRevision, catalog.today, catalog.vendors]);
    stamps.set(catalog, stamp);
  }
  return stamp;
}

export type SearchService = ReturnType<typeof createSearchService>;
