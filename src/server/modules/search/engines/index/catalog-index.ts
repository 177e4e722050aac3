/**
 * The in-process copy of `part_search` (decision 020): one slot per part row; the fields search sorts
 * and filters on in typed-array columns; the parts of each lexeme (posting lists) and of each filter
 * value (category, brand, model, make, vendor, offer flag) as compressed bitmaps; the vectors'
 * positions by lexeme (text-positions.ts). A changed row gets a new slot and its old slot dies (it
 * leaves `alive`); every set is intersected with `alive`, and a full load drops the dead slots.
 */
import { OFFER_FILTER_MASK, OFFER_FLAG_NAMES, OFFER_FLAGS } from '@shared/rules/offer-flags';
import { Bitmap, bitmapAt, optimizeAll } from './bitmaps';
import { float32Column, int32Column, narrowIntColumn, uint16Column, uint8Column } from './columns';
import { PartNumbers } from './part-numbers';
import { StringIds } from './packed-strings';
import { TextPositions, type SlotVector } from './text-positions';
import { readQuotedLexeme, UnsupportedQuery } from './tsquery';

/** A `part_search` row as the loader reads it (see index-source.ts). */
export interface SearchRow {
  part_id: number;
  category_id: number;
  part_type: string | null;
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

/** Posting lists of at most this many slots are kept flat, not as bitmaps (see `byLexeme`). */
const RARE_POSTINGS = 32;

/** Stands for SQL null in integer columns. */
export const NULL_INT = -2147483648;

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

/** A vector's entries ordered by lexeme id, as a slot written after the full load keeps them (fillFromVector searches them). */
function sortedVector(ids: number[], vector: ParsedVector): SlotVector {
  const n = ids.length;
  // One number per entry ordering by id, then by place: a typed array sorts them natively.
  const keys = Float64Array.from(ids, (id, i) => id * n + i).sort();
  const firstPosition = new Int32Array(n + 1);
  for (let i = 0; i < n; i++) firstPosition[i + 1] = firstPosition[i]! + vector.counts[i]!;
  const sorted: SlotVector = { lexemes: new Int32Array(n), counts: new Uint16Array(n), positions: new Uint16Array(vector.positions.length) };
  for (let e = 0, at = 0; e < n; e++) {
    const i = keys[e]! % n;
    sorted.lexemes[e] = ids[i]!;
    sorted.counts[e] = vector.counts[i]!;
    for (let p = firstPosition[i]!; p < firstPosition[i + 1]!; p++) sorted.positions[at++] = vector.positions[p]!;
  }
  return sorted;
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
  readonly categoryId = narrowIntColumn();
  readonly brandId = narrowIntColumn();
  /** The part type's code in `partTypeCodes` (0: no known type). */
  readonly partTypeCode = narrowIntColumn();
  /** rating x 10 (numeric(2,1)). */
  readonly rating10 = narrowIntColumn();
  readonly reviewCount = narrowIntColumn();
  /** The popularity prior, held as the float4 it is in the database so ranks add up alike. */
  readonly popularity = float32Column();
  /** The offer rule's best in-stock total: what the price sorts order by (NULL_INT: nothing in stock). */
  readonly bestTotal = int32Column();
  /** The cheapest and dearest offer: whether a price range keeps all, some or none of a part's offers. */
  readonly cheapestOffer = int32Column();
  readonly dearestOffer = int32Column();
  /** The offer-filter flags every offer of the part has: a part whose offers all pass needs no offer read. */
  readonly everyOfferFlags = uint8Column();
  readonly fastest = int32Column();
  /** Upper bounds of category and vendor ids, for counting facets in flat arrays. */
  categoryIdLimit = 1;
  vendorIdLimit = 1;

  readonly offerStart = int32Column();
  readonly offerCount = narrowIntColumn();
  readonly offerPrice = int32Column();
  readonly offerVendor = narrowIntColumn();
  readonly offerTotal = int32Column();
  /** OFFER_FLAGS bits. */
  readonly offerFlags = uint8Column();
  readonly offerRank = narrowIntColumn();

  /** Each slot's distinct vendors, for a vendor filter that may keep every offer of a part. */
  readonly vendorStart = int32Column();
  readonly vendorCount = narrowIntColumn();
  readonly vendors = narrowIntColumn();

  readonly fitStart = int32Column();
  readonly fitCount = narrowIntColumn();
  readonly fitModel = narrowIntColumn();
  readonly fitMake = narrowIntColumn();
  readonly fitFrom = narrowIntColumn();
  readonly fitTo = narrowIntColumn();

  /** Slots of parts in the catalog now (a changed part's old slot leaves it). */
  readonly alive = new Bitmap();
  /**
   * Posting lists: the slots whose vector has the lexeme, by lexeme id. Most lexemes are rare (a part's
   * own numbers, a word of one description): those built with the full load keep their few slots in
   * one flat array (`rareStart`, `rareSlots`) instead of a bitmap object each; the others, and any
   * posting list a later slot joins, are bitmaps.
   */
  private readonly byLexeme: (Bitmap | undefined)[] = [];
  private rareStart = new Int32Array(1);
  private rareSlots = new Int32Array(0);
  readonly byCategory = new Map<number, Bitmap>();
  /** By brand id. */
  readonly byBrand: Bitmap[] = [];
  /** By part type code (no bitmap for code 0, the parts of no known type). */
  readonly byPartType = new Map<number, Bitmap>();
  private readonly byModel = new Map<number, Bitmap>();
  private readonly byMake = new Map<number, Bitmap>();
  /** Parts with an offer of the vendor. */
  readonly byVendor = new Map<number, Bitmap>();
  /** Parts with an offer having the flag, by bit. */
  private readonly byFlag = new Map<number, Bitmap>();
  /** Parts with an offer of the vendor having the flag, by vendor id * 32 + bit (the vendor facet under one flag). */
  private readonly byVendorFlag = new Map<number, Bitmap>();
  /** Moves with every change to the slots: what is worked out from them and kept is valid only for one version. */
  version = 0;
  /** Parts with a fitment at all (a year asked for without a model or make). */
  private readonly fitted = new Bitmap();

  readonly text = new TextPositions();
  /** Until the full load is built: each slot's vector, by slot (sections are laid out from them). */
  private loading: { entryStart: ReturnType<typeof int32Column>; lexemes: ReturnType<typeof int32Column>; counts: ReturnType<typeof uint16Column>; positions: ReturnType<typeof uint16Column>; positionStart: ReturnType<typeof int32Column> } | null = {
    entryStart: int32Column(),
    lexemes: int32Column(),
    counts: uint16Column(),
    positions: uint16Column(),
    positionStart: int32Column(),
  };

  private readonly lexemeIds = new StringIds();
  /** Each part id's live slot (-1: none), by part id. */
  private slotOfPart = new Int32Array(1024).fill(-1);
  private live = 0;
  /** Bytes held outside the JavaScript heap by the bitmaps, as of the last full load. */
  bitmapBytes = 0;

  /** Brands by id, their lower() as PostgreSQL computes it, and their place in the database's collation. */
  readonly brands: string[] = [];
  readonly brandLower: string[] = [];
  brandOrder = new Int32Array(0);
  private readonly brandIds = new Map<string, number>();
  /** Part type id → its code (from 1, in the order first seen). */
  private readonly partTypeCodes = new Map<string, number>();
  /** Part type ids by code (code 0, no known type, has none). */
  readonly partTypeIds: (string | null)[] = [null];

  /** The code of a part type, 0 when no part has it (no slot has code 0 and a type at once). */
  partTypeCodeOf(partType: string): number {
    return this.partTypeCodes.get(partType) ?? 0;
  }

  private internPartType(partType: string | null): number {
    if (partType === null) return 0;
    let code = this.partTypeCodes.get(partType);
    if (code === undefined) {
      code = this.partTypeCodes.size + 1;
      this.partTypeCodes.set(partType, code);
      this.partTypeIds.push(partType);
    }
    return code;
  }

  get slotCount(): number {
    return this.partId.length;
  }

  get liveCount(): number {
    return this.live;
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
        this.byBrand.push(new Bitmap());
      }
      order[id] = rankInOrder;
    });
    this.brandOrder = order;
  }

  /** Adds or replaces a part's row. */
  upsert(row: SearchRow): void {
    this.remove(row.part_id);
    this.version++;
    const brand = this.brandIds.get(row.brand);
    if (brand === undefined) throw new Error(`brand "${row.brand}" has no collation order yet`);
    const vector = parseVector(row.vector);
    // Positions fit 14 bits and a lexeme has at most 256 of them in any tsvector; a vector outside
    // that is left to the SQL search rather than indexed wrongly.
    if (vector.counts.some((count) => count > 256)) throw new UnsupportedQuery('lexeme with over 256 positions');
    const ids = vector.lexemes.map((lexeme) => this.lexemeId(lexeme));

    const slot = this.partId.push(row.part_id);
    if (row.part_id >= this.slotOfPart.length) {
      const grown = new Int32Array(Math.max(row.part_id + 1, this.slotOfPart.length * 2)).fill(-1);
      grown.set(this.slotOfPart);
      this.slotOfPart = grown;
    }
    this.slotOfPart[row.part_id] = slot;
    this.live++;
    this.alive.add(slot);
    this.categoryId.push(row.category_id);
    bitmapAt(this.byCategory, row.category_id).add(slot);
    this.brandId.push(brand);
    const partType = this.internPartType(row.part_type);
    this.partTypeCode.push(partType);
    if (partType > 0) bitmapAt(this.byPartType, partType).add(slot);
    this.byBrand[brand]!.add(slot);
    this.rating10.push(Math.round(Number(row.rating) * 10));
    this.reviewCount.push(row.review_count);
    this.popularity.push(Number(row.popularity));
    this.bestTotal.push(row.best_total_cents ?? NULL_INT);
    this.cheapestOffer.push(row.offer_price_cents.length ? Math.min(...row.offer_price_cents) : NULL_INT);
    this.dearestOffer.push(row.offer_price_cents.length ? Math.max(...row.offer_price_cents) : NULL_INT);
    this.everyOfferFlags.push(row.offer_flags.reduce((flags, f) => flags & f, OFFER_FILTER_MASK));
    for (const name of OFFER_FLAG_NAMES) {
      const bit = OFFER_FLAGS[name];
      if (row.offer_flags.some((f) => (f & bit) !== 0)) bitmapAt(this.byFlag, bit).add(slot);
    }
    this.categoryIdLimit = Math.max(this.categoryIdLimit, row.category_id + 1);
    this.fastest.push(row.fastest_delivery_days ?? NULL_INT);

    this.offerStart.push(this.offerPrice.length);
    this.offerCount.push(row.offer_price_cents.length);
    for (let i = 0; i < row.offer_price_cents.length; i++) {
      this.offerPrice.push(row.offer_price_cents[i]!);
      this.offerVendor.push(row.offer_vendor_ids[i]!);
      this.offerTotal.push(row.offer_total_cents[i]!);
      this.vendorIdLimit = Math.max(this.vendorIdLimit, row.offer_vendor_ids[i]! + 1);
      this.offerFlags.push(row.offer_flags[i]!);
      for (const name of OFFER_FLAG_NAMES) {
        if ((row.offer_flags[i]! & OFFER_FLAGS[name] & OFFER_FILTER_MASK) !== 0) bitmapAt(this.byVendorFlag, row.offer_vendor_ids[i]! * 32 + OFFER_FLAGS[name]).add(slot);
      }
      this.offerRank.push(row.offer_delivery_ranks[i]!);
    }

    const distinctVendors = [...new Set(row.offer_vendor_ids)];
    this.vendorStart.push(this.vendors.length);
    this.vendorCount.push(distinctVendors.length);
    for (const vendor of distinctVendors) {
      this.vendors.push(vendor);
      bitmapAt(this.byVendor, vendor).add(slot);
    }

    this.fitStart.push(this.fitModel.length);
    this.fitCount.push(row.fit_model_ids.length);
    if (row.fit_model_ids.length) this.fitted.add(slot);
    for (let i = 0; i < row.fit_model_ids.length; i++) {
      const [model, make] = [row.fit_model_ids[i]!, row.fit_make_ids[i]!];
      this.fitModel.push(model);
      this.fitMake.push(make);
      this.fitFrom.push(row.fit_year_from[i]!);
      this.fitTo.push(row.fit_year_to[i]!);
      bitmapAt(this.byModel, model).add(slot);
      bitmapAt(this.byMake, make).add(slot);
    }

    this.numbers.add(slot, row.number, row.interchange);

    const loading = this.loading;
    if (loading) {
      // Laid out by lexeme at `freeze`, so a slot's entries may stay in the vector's own order.
      loading.entryStart.push(loading.lexemes.length);
      loading.positionStart.push(loading.positions.length);
      for (let e = 0; e < ids.length; e++) {
        loading.lexemes.push(ids[e]!);
        loading.counts.push(vector.counts[e]!);
      }
      for (let p = 0; p < vector.positions.length; p++) loading.positions.push(vector.positions[p]!);
    } else {
      const sorted = sortedVector(ids, vector);
      // After the full load a slot joins the posting list's bitmap (made from the flat list when rare).
      for (const id of sorted.lexemes) this.postingBitmap(id).add(slot);
      this.text.addLate(slot, sorted);
    }
  }

  remove(partId: number): void {
    const slot = this.slotOf(partId);
    if (slot === undefined) return;
    this.alive.remove(slot);
    this.version++;
    this.slotOfPart[partId] = -1;
    this.live--;
  }

  /** Lays out the positions and the part-number trigrams, and compacts every column and bitmap (after the full load). */
  freeze(): void {
    const loading = this.loading;
    if (loading) {
      const slots = this.slotCount;
      this.buildPostings(loading);
      const view: SlotVector = { lexemes: new Int32Array(0), counts: new Uint16Array(0), positions: new Uint16Array(0) };
      const entryEnd = (slot: number) => (slot + 1 < slots ? loading.entryStart.data[slot + 1]! : loading.lexemes.length);
      const positionEnd = (slot: number) => (slot + 1 < slots ? loading.positionStart.data[slot + 1]! : loading.positions.length);
      this.text.build(this.lexemeIds.length, slots, (slot) => {
        view.lexemes = loading.lexemes.data.subarray(loading.entryStart.data[slot]!, entryEnd(slot));
        view.counts = loading.counts.data.subarray(loading.entryStart.data[slot]!, entryEnd(slot));
        view.positions = loading.positions.data.subarray(loading.positionStart.data[slot]!, positionEnd(slot));
        return view;
      });
      this.loading = null;
    }
    this.numbers.build();
    this.lexemeIds.trim();
    for (const column of this.columns()) column.trim();
    this.bitmapBytes = optimizeAll([
      this.alive, this.fitted, ...this.byLexeme.filter((set) => set !== undefined), ...this.byCategory.values(), ...this.byBrand, ...this.byPartType.values(), ...this.byModel.values(),
      ...this.byMake.values(), ...this.byVendor.values(), ...this.byFlag.values(), ...this.byVendorFlag.values(),
    ]);
  }

  /** Slots (live or dead) whose vector has `lexeme`. */
  postingsOf(lexeme: string): Bitmap | null {
    const id = this.lexemeIds.idOf(lexeme);
    return id < 0 ? null : this.postingsOfId(id);
  }

  /** The posting list of a lexeme id. */
  postingsOfId(id: number): Bitmap {
    return this.byLexeme[id] ?? new Bitmap(this.rareSlots.subarray(this.rareStart[id]!, this.rareStart[id + 1]!));
  }

  /** The bitmap of a posting list, made from its flat list the first time a rare one is written to. */
  private postingBitmap(id: number): Bitmap {
    let set = this.byLexeme[id];
    if (!set) {
      set = id + 1 < this.rareStart.length ? new Bitmap(this.rareSlots.subarray(this.rareStart[id]!, this.rareStart[id + 1]!)) : new Bitmap();
      this.byLexeme[id] = set;
    }
    return set;
  }

  /** Posting lists of the full load: lexemes in more than RARE_POSTINGS slots as bitmaps, the rest flat. */
  private buildPostings(loading: NonNullable<CatalogIndex['loading']>): void {
    const lexemes = this.lexemeIds.length;
    const counts = new Int32Array(lexemes);
    for (let e = 0; e < loading.lexemes.length; e++) counts[loading.lexemes.data[e]!]!++;
    const rareStart = new Int32Array(lexemes + 1);
    for (let l = 0; l < lexemes; l++) rareStart[l + 1] = rareStart[l]! + (counts[l]! <= RARE_POSTINGS ? counts[l]! : 0);
    const rareSlots = new Int32Array(rareStart[lexemes]!);
    const fill = rareStart.slice(0, lexemes);
    const common = new Map<number, number[]>();
    for (let slot = 0, e = 0; slot < this.slotCount; slot++) {
      const end = slot + 1 < this.slotCount ? loading.entryStart.data[slot + 1]! : loading.lexemes.length;
      for (; e < end; e++) {
        const id = loading.lexemes.data[e]!;
        if (counts[id]! <= RARE_POSTINGS) rareSlots[fill[id]!++] = slot;
        else {
          let list = common.get(id);
          if (!list) common.set(id, (list = []));
          list.push(slot);
        }
      }
    }
    this.rareStart = rareStart;
    this.rareSlots = rareSlots;
    for (const [id, list] of common) this.byLexeme[id] = new Bitmap(list);
  }

  /** Slots (live or dead) with a fitment of the model, of the make, or any fitment. */
  slotsOfModel(modelId: number): Bitmap | undefined {
    return this.byModel.get(modelId);
  }
  slotsOfMake(makeId: number): Bitmap | undefined {
    return this.byMake.get(makeId);
  }
  get fittedSlots(): Bitmap {
    return this.fitted;
  }

  /** Slots (live or dead) with an offer of the vendor having the flag bit. */
  slotsOfVendorWithFlag(vendorId: number, bit: number): Bitmap | undefined {
    return this.byVendorFlag.get(vendorId * 32 + bit);
  }

  /** Slots (live or dead) with an offer having the flag bit. */
  slotsWithFlag(bit: number): Bitmap | undefined {
    return this.byFlag.get(bit);
  }

  private columns() {
    return [
      this.partId, this.categoryId, this.brandId, this.partTypeCode, this.rating10, this.reviewCount, this.popularity, this.bestTotal, this.cheapestOffer, this.dearestOffer, this.everyOfferFlags,
      this.fastest, this.offerStart, this.offerCount, this.offerPrice, this.offerVendor, this.offerTotal, this.offerFlags,
      this.offerRank, this.vendorStart, this.vendorCount, this.vendors, this.fitStart, this.fitCount, this.fitModel, this.fitMake, this.fitFrom, this.fitTo,
    ];
  }

  /** Bytes of the typed-array columns and positions (inside the JavaScript heap's array buffers). */
  get columnBytes(): number {
    return this.columns().reduce((sum, column) => sum + column.data.byteLength, 0) + this.text.byteLength + this.rareSlots.byteLength + this.slotOfPart.byteLength + this.lexemeIds.byteLength + this.numbers.byteLength;
  }

  /** A work array of `size` slots' worth, reused from search to search (searches run one at a time on this thread). */
  scratch<T extends Int32Array | Float64Array | Int8Array>(name: string, size: number, make: (length: number) => T): T {
    const kept = this.scratchArrays.get(name) as T | undefined;
    if (kept && kept.length >= size) return kept;
    const grown = make(Math.max(size, 1024, (kept?.length ?? 0) * 2));
    this.scratchArrays.set(name, grown);
    return grown;
  }
  private readonly scratchArrays = new Map<string, Int32Array | Float64Array | Int8Array>();

  slotOf(partId: number): number | undefined {
    const slot = partId >= 0 && partId < this.slotOfPart.length ? this.slotOfPart[partId]! : -1;
    return slot < 0 ? undefined : slot;
  }

  /** Id of a lexeme, or -1 when no part has it. */
  lexemeIdOf(lexeme: string): number {
    return this.lexemeIds.idOf(lexeme);
  }

  private lexemeId(lexeme: string): number {
    return this.lexemeIds.intern(lexeme);
  }
}
