/**
 * One feed item as the parsers deliver it, before any field rule: attribute names as Google Merchant
 * Center spells them (lower case, without the "g:" prefix), values as text.
 */
export interface RawItem {
  /** Line of the feed where the item starts (1-based; the header of a TSV/CSV is line 1). */
  line: number;
  /** First value of each attribute. */
  fields: Map<string, string>;
  /** Every `shipping` entry: sub-attribute name (country, service, price, min_transit_time...) to text. */
  shipping: Record<string, string>[];
  /**
   * Attributes longer than MAX_FIELD_CHARS, with their full length: the parser keeps only the first
   * MAX_FIELD_CHARS characters, so a 10 MB title costs no more memory than a short one.
   */
  overlong: Map<string, number>;
  /** Set when the record itself is broken (more columns than the header): the item is rejected. */
  problem?: string;
}

/** Longest attribute value kept in memory; no attribute Pitlane uses may be this long. */
export const MAX_FIELD_CHARS = 64 * 1024;

/** Largest single item (all its text) before the run stops: bounds memory on a runaway record. */
export const MAX_ITEM_CHARS = 32 * 1024 * 1024;

export function emptyItem(line: number): RawItem {
  return { line, fields: new Map(), shipping: [], overlong: new Map() };
}

const names = new Map<string, string>();

/**
 * The attribute name used everywhere: "g:Price" -> "price", "Custom Label 0" -> "custom_label_0",
 * "image link" -> "image_link" (TSV headers are typed by hand). Memoized: a feed repeats a few
 * dozen names millions of times.
 */
export function attributeName(raw: string): string {
  let name = names.get(raw);
  if (name === undefined) {
    name = raw
      .trim()
      .toLowerCase()
      .replace(/^g:/, '')
      .replace(/[\s-]+/g, '_');
    if (names.size < 10_000) names.set(raw, name);
  }
  return name;
}

/** Appends text to a field, keeping at most MAX_FIELD_CHARS and counting the rest. */
export class FieldText {
  private kept = '';
  length = 0;

  append(text: string): void {
    this.length += text.length;
    if (this.kept.length >= MAX_FIELD_CHARS) return;
    this.kept += text.length + this.kept.length > MAX_FIELD_CHARS ? text.slice(0, MAX_FIELD_CHARS - this.kept.length) : text;
  }

  get overlong(): boolean {
    return this.length > MAX_FIELD_CHARS;
  }

  toString(): string {
    return this.kept;
  }
}
