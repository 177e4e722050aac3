/**
 * The in-process copy of `part_search` (decision 005): one slot per part row, its scalar columns,
 * offers, fitments and search vector in typed arrays, and posting lists (lexeme -> slots) to find the
 * parts a word matches. A changed row gets a new slot and its old slot dies, so the posting lists built
 * at load never change; postings of later slots go to a small side table until the next full load.
 */
import type { OfferFilterName } from '@shared/rules/offer-filters';
import { float32Column, int32Column, uint16Column, uint8Column } from './columns';
import { PartNumbers } from './part-numbers';
import { PostingLists } from './postings';
import type { DocPositions } from './ts-eval';
import { readQuotedLexeme, UnsupportedQuery } from './tsquery';

/** A `part_search` row as the loader reads it (see index-source.ts). */
export interface SearchRow {
  part_id: number;
  category_id: number;
  brand: string;
  rating: string | number;
  review_count: number;
  lowest_price_cents: number | null;
  best_total_cents: number | null;
  fastest_delivery_days: number | null;
  offer_price_cents: number[];
  offer_vendor_ids: number[];
  offer_total_cents: number[];
  offer_flags: number[];
  offer_delivery_ranks: number[];
  fit_model_ids: number[];
  fit_make_ids: number[];
  fit_year_from: number[];
  fit_year_to: number[];
  /** The popularity prior, a float4. */
  popularity: number;
  /** search_vector::text */
  vector: string;
  /** The part's own and interchange numbers, normalized. */
  number: string | null;
  interchange: string[];
}

/** Stands for SQL null in integer columns. */
export const NULL_INT = -2147483648;

export const OFFER_FREE_SHIPPING = 1;
export const OFFER_SAME_DAY = 2;
export const OFFER_NEXT_DAY = 4;
export const OFFER_IN_STOCK = 8;
/** The offer's price was past the freshness age when its part was last synced. */
export const OFFER_STALE = 16;

/** The bit of each offer filter (rules/offer-filters.ts) in an offer's flags. */
export const OFFER_FILTER_BITS: Record<OfferFilterName, number> = {
  hasFreeShipping: OFFER_FREE_SHIPPING,
  hasSameDayShipping: OFFER_SAME_DAY,
  hasNextDayDelivery: OFFER_NEXT_DAY,
  inStock: OFFER_IN_STOCK,
};
const ALL_FILTER_BITS = Object.values(OFFER_FILTER_BITS).reduce((mask, bit) => mask | bit, 0);

export interface ParsedVector {
  lexemes: string[];
  /** Positions per lexeme, in order; their WordEntryPos values follow one another in `positions`. */
  counts: number[];
  positions: number[];
}

/** Parses `'lexeme':1A,7 'other':3` into lexemes with their WordEntryPos values. */
export function parseVector(text: string): ParsedVector {
  const parsed: ParsedVector = { lexemes: [], counts: [], positions: [] };
  let i = 0;
  while (i < text.length) {
    if (text.charCodeAt(i) === 32) {
      i++;
      continue;
    }
    if (text[i] !== "'") throw new UnsupportedQuery('unexpected tsvector text');
    const { lexeme, end } = readQuotedLexeme(text, i);
    i = end;
    // Every vector here comes from to_tsvector and has positions; one without would rank and match
    // phrases differently, so such a catalog is left to the SQL search.
    if (text[i] !== ':') throw new UnsupportedQuery('lexeme without positions');
    i++;
    let count = 0;
    for (;;) {
      let pos = 0;
      let code = text.charCodeAt(i);
      while (code >= 48 && code <= 57) {
        pos = pos * 10 + code - 48;
        code = text.charCodeAt(++i);
      }
      // Weight letters: A = 3 ... D = 0 (no letter means D).
      let weight = 0;
      if (code >= 65 && code <= 68) {
        weight = 68 - code;
        i++;
      }
      parsed.positions.push((weight << 14) | pos);
      count++;
      if (text[i] !== ',') break;
      i++;
    }
    parsed.lexemes.push(lexeme);
    parsed.counts.push(count);
  }
  return parsed;
}

export class CatalogIndex {
  /** The `part_search_revision` this copy includes. */
  revision = 0;
  readonly numbers: PartNumbers;

  /** `similarityThreshold`: pg_trgm's threshold for near-miss part numbers. */
  constructor(similarityThreshold: number) {
    this.numbers = new PartNumbers(similarityThreshold);
  }

  readonly partId = int32Column();
  readonly categoryId = int32Column();
  readonly brandId = int32Column();
  /** rating x 10 (numeric(2,1)). */
  readonly rating10 = int32Column();
  readonly reviewCount = int32Column();
  /** The popularity prior, held as the float4 it is in the database so ranks add up alike. */
  readonly popularity = float32Column();
  /** The offer rule's best in-stock total: what the price sorts order by (NULL_INT: nothing in stock). */
  readonly bestTotal = int32Column();
  /** The cheapest and dearest offer: whether a price range keeps all, some or none of a part's offers. */
  readonly cheapestOffer = int32Column();
  readonly dearestOffer = int32Column();
  /** Offer flags some offer has, and the offer-filter flags every offer has: whether a filter keeps none, all or some. */
  readonly someOfferFlags = uint8Column();
  readonly everyOfferFlags = uint8Column();
  readonly fastest = int32Column();
  /** Upper bounds of category and vendor ids, for counting facets in flat arrays. */
  categoryIdLimit = 1;
  vendorIdLimit = 1;
  readonly alive = uint8Column();

  readonly offerStart = int32Column();
  readonly offerCount = int32Column();
  readonly offerPrice = int32Column();
  readonly offerVendor = int32Column();
  readonly offerTotal = int32Column();
  /** OFFER_* bits. */
  readonly offerFlags = uint8Column();
  readonly offerRank = int32Column();

  /** Each slot's distinct vendors: the vendor facet when every offer counts. */
  readonly vendorStart = int32Column();
  readonly vendorCount = uint8Column();
  readonly vendors = int32Column();

  readonly fitStart = int32Column();
  readonly fitCount = int32Column();
  readonly fitModel = int32Column();
  readonly fitMake = int32Column();
  readonly fitFrom = int32Column();
  readonly fitTo = int32Column();

  /** Per slot: its vector's entries (sorted by lexeme id) and where its positions start. */
  private readonly entryStart = int32Column();
  private readonly entryCount = int32Column();
  private readonly posStart = int32Column();
  private readonly entryLexeme = int32Column();
  private readonly entryPositions = uint16Column();
  /** Where an entry's positions start, from its slot's first position. */
  private readonly entryOffset = uint16Column();
  private readonly positions = uint16Column();

  private readonly lexemeIds = new Map<string, number>();
  /** Per-search work arrays, reused: searches run one at a time on this thread. */
  private scratchSize = 0;
  private scratchArrays: { slots: Int32Array; price: Int32Array; fastest: Int32Array; rank: Float64Array; exact: Int8Array } | null = null;
  private readonly slotOfPart = new Map<number, number>();

  private readonly byLexeme = new PostingLists();
  private readonly byModel = new PostingLists();
  private readonly byMake = new PostingLists();

  /** Brands by id, their lower() as PostgreSQL computes it, and their place in the database's collation. */
  readonly brands: string[] = [];
  readonly brandLower: string[] = [];
  brandOrder = new Int32Array(0);
  private readonly brandIds = new Map<string, number>();

  get slotCount(): number {
    return this.partId.length;
  }

  get liveCount(): number {
    return this.slotOfPart.size;
  }

  /** Slots that died since the last full load: a measure of wasted memory. */
  get deadCount(): number {
    return this.slotCount - this.liveCount;
  }

  /** Brands the index has not seen yet: their collation order must be fetched before they are added. */
  unknownBrands(rows: SearchRow[]): string[] {
    return [...new Set(rows.map((row) => row.brand).filter((brand) => !this.brandIds.has(brand)))];
  }

  /** Every brand with its lower(), in collation order (the loader asks the database for this order). */
  setBrands(ordered: { brand: string; lower: string }[]): void {
    const order = new Int32Array(ordered.length);
    ordered.forEach(({ brand, lower }, rankInOrder) => {
      let id = this.brandIds.get(brand);
      if (id === undefined) {
        id = this.brands.length;
        this.brandIds.set(brand, id);
        this.brands.push(brand);
        this.brandLower.push(lower);
      }
      order[id] = rankInOrder;
    });
    this.brandOrder = order;
  }

  /** Adds or replaces a part's row. */
  upsert(row: SearchRow): void {
    this.remove(row.part_id);
    const brand = this.brandIds.get(row.brand);
    if (brand === undefined) throw new Error(`brand "${row.brand}" has no collation order yet`);
    const vector = parseVector(row.vector);
    // Offsets within a part fit 16 bits for any real part (descriptions are short); a vector this long
    // is left to the SQL search rather than indexed wrongly.
    if (vector.positions.length > 0xffff) throw new UnsupportedQuery('vector with over 65,535 positions');
    const ids = vector.lexemes.map((lexeme) => this.lexemeId(lexeme));
    const firstPosition: number[] = [];
    vector.counts.reduce((at, count, i) => ((firstPosition[i] = at), at + count), 0);
    const order = ids.map((_, i) => i).sort((a, b) => ids[a]! - ids[b]!);

    const slot = this.partId.push(row.part_id);
    this.slotOfPart.set(row.part_id, slot);
    this.categoryId.push(row.category_id);
    this.brandId.push(brand);
    this.rating10.push(Math.round(Number(row.rating) * 10));
    this.reviewCount.push(row.review_count);
    this.popularity.push(Number(row.popularity));
    this.bestTotal.push(row.best_total_cents ?? NULL_INT);
    this.cheapestOffer.push(row.offer_price_cents.length ? Math.min(...row.offer_price_cents) : NULL_INT);
    this.dearestOffer.push(row.offer_price_cents.length ? Math.max(...row.offer_price_cents) : NULL_INT);
    this.someOfferFlags.push(row.offer_flags.reduce((flags, f) => flags | f, 0));
    this.everyOfferFlags.push(row.offer_flags.reduce((flags, f) => flags & f, ALL_FILTER_BITS));
    this.categoryIdLimit = Math.max(this.categoryIdLimit, row.category_id + 1);
    this.fastest.push(row.fastest_delivery_days ?? NULL_INT);
    this.alive.push(1);

    this.offerStart.push(this.offerPrice.length);
    this.offerCount.push(row.offer_price_cents.length);
    row.offer_price_cents.forEach((price, i) => {
      this.offerPrice.push(price);
      this.offerVendor.push(row.offer_vendor_ids[i]!);
      this.offerTotal.push(row.offer_total_cents[i]!);
      this.vendorIdLimit = Math.max(this.vendorIdLimit, row.offer_vendor_ids[i]! + 1);
      this.offerFlags.push(row.offer_flags[i]!);
      this.offerRank.push(row.offer_delivery_ranks[i]!);
    });

    const distinctVendors = [...new Set(row.offer_vendor_ids)];
    this.vendorStart.push(this.vendors.length);
    this.vendorCount.push(distinctVendors.length);
    for (const vendor of distinctVendors) this.vendors.push(vendor);

    this.fitStart.push(this.fitModel.length);
    this.fitCount.push(row.fit_model_ids.length);
    row.fit_model_ids.forEach((model, i) => {
      this.fitModel.push(model);
      this.fitMake.push(row.fit_make_ids[i]!);
      this.fitFrom.push(row.fit_year_from[i]!);
      this.fitTo.push(row.fit_year_to[i]!);
      this.byModel.add(model, slot);
      this.byMake.add(row.fit_make_ids[i]!, slot);
    });

    this.numbers.add(slot, row.number, row.interchange);

    this.entryStart.push(this.entryLexeme.length);
    this.entryCount.push(order.length);
    this.posStart.push(this.positions.length);
    let offset = 0;
    for (const i of order) {
      const id = ids[i]!;
      this.entryLexeme.push(id);
      this.entryPositions.push(vector.counts[i]!);
      this.entryOffset.push(offset);
      offset += vector.counts[i]!;
      for (let p = firstPosition[i]!, end = p + vector.counts[i]!; p < end; p++) this.positions.push(vector.positions[p]!);
      this.byLexeme.add(id, slot);
    }
  }

  remove(partId: number): void {
    const slot = this.slotOfPart.get(partId);
    if (slot === undefined) return;
    this.alive.data[slot] = 0;
    this.slotOfPart.delete(partId);
  }

  /** Builds the posting lists of every slot so far, and trims the columns (after the full load). */
  freeze(): void {
    const lexemes = this.entryLexeme.data;
    this.byLexeme.build(this.lexemeIds.size, this.slotCount, (slot, emit) => {
      for (let e = this.entryStart.data[slot]!, end = e + this.entryCount.data[slot]!; e < end; e++) emit(lexemes[e]!);
    });
    const fitsOf = (ids: Int32Array) => (slot: number, emit: (key: number) => void) => {
      for (let f = this.fitStart.data[slot]!, end = f + this.fitCount.data[slot]!; f < end; f++) emit(ids[f]!);
    };
    const limit = (ids: Int32Array, length: number) => ids.subarray(0, length).reduce((max, id) => Math.max(max, id + 1), 1);
    this.byModel.build(limit(this.fitModel.data, this.fitModel.length), this.slotCount, fitsOf(this.fitModel.data));
    this.byMake.build(limit(this.fitMake.data, this.fitMake.length), this.slotCount, fitsOf(this.fitMake.data));
    this.numbers.build();
    for (const column of this.columns()) column.trim();
  }

  /** Slots (live or dead, ascending) whose vector has `lexeme`. */
  postingsOf(lexeme: string): ArrayLike<number> {
    const id = this.lexemeIds.get(lexeme);
    return id === undefined ? [] : this.byLexeme.of(id);
  }

  /** Slots (live or dead, ascending) with a fitment of the model, or of the make. */
  slotsOfModel(modelId: number): ArrayLike<number> {
    return this.byModel.of(modelId);
  }
  slotsOfMake(makeId: number): ArrayLike<number> {
    return this.byMake.of(makeId);
  }

  private columns() {
    return [
      this.partId, this.categoryId, this.brandId, this.rating10, this.reviewCount, this.popularity, this.bestTotal, this.cheapestOffer, this.dearestOffer, this.someOfferFlags, this.everyOfferFlags,
      this.fastest, this.alive, this.offerStart, this.offerCount, this.offerPrice, this.offerVendor, this.offerTotal, this.offerFlags,
      this.offerRank, this.vendorStart, this.vendorCount, this.vendors, this.fitStart, this.fitCount, this.fitModel, this.fitMake, this.fitFrom, this.fitTo, this.entryStart,
      this.entryCount, this.posStart, this.entryLexeme, this.entryPositions, this.entryOffset, this.positions,
    ];
  }

  /** Work arrays for up to `size` matches, valid until the next call. */
  scratch(size: number) {
    if (!this.scratchArrays || this.scratchSize < size) {
      this.scratchSize = Math.max(size, 1024);
      this.scratchArrays = {
        slots: new Int32Array(this.scratchSize),
        price: new Int32Array(this.scratchSize),
        fastest: new Int32Array(this.scratchSize),
        rank: new Float64Array(this.scratchSize),
        exact: new Int8Array(this.scratchSize),
      };
    }
    return this.scratchArrays;
  }

  private textScratchArrays = { slots: new Int32Array(0), ranks: new Float64Array(0) };

  /** Work arrays for the text matches of one search, valid until the next call. */
  textScratch(size: number) {
    if (this.textScratchArrays.slots.length < size) {
      const grown = Math.max(size, 1024);
      this.textScratchArrays = { slots: new Int32Array(grown), ranks: new Float64Array(grown) };
    }
    return this.textScratchArrays;
  }

  slotOf(partId: number): number | undefined {
    return this.slotOfPart.get(partId);
  }

  /** Ids of `lexemes` (-1 when no part has one), for `positionsOf`. */
  lexemeIdsOf(lexemes: string[]): Int32Array {
    return Int32Array.from(lexemes, (lexeme) => this.lexemeIds.get(lexeme) ?? -1);
  }

  /** Fills `doc` with the slot's positions of each lexeme id (count 0 when absent). */
  positionsOf(slot: number, lexemes: Int32Array, doc: DocPositions): void {
    const entryLexeme = this.entryLexeme.data;
    const entryPositions = this.entryPositions.data;
    const from = this.entryStart.data[slot]!;
    const to = from + this.entryCount.data[slot]!;
    for (let q = 0; q < lexemes.length; q++) {
      const wanted = lexemes[q]!;
      let low = from;
      let high = to;
      while (low < high) {
        const middle = (low + high) >> 1;
        if (entryLexeme[middle]! < wanted) low = middle + 1;
        else high = middle;
      }
      if (low < to && entryLexeme[low] === wanted) {
        doc.start[q] = this.posStart.data[slot]! + this.entryOffset.data[low]!;
        doc.count[q] = entryPositions[low]!;
      } else {
        doc.count[q] = 0;
      }
    }
  }

  /** The positions array `positionsOf` points into (it may be replaced as the index grows). */
  get positionData(): Uint16Array {
    return this.positions.data;
  }

  private lexemeId(lexeme: string): number {
    let id = this.lexemeIds.get(lexeme);
    if (id === undefined) {
      id = this.lexemeIds.size;
      this.lexemeIds.set(lexeme, id);
    }
    return id;
  }
}

