/**
 * A vendor's own search over its items. A part number is matched exactly (normalized, own or
 * OEM number) and the vehicle ignored, as at a real parts counter; words must all appear (a word
 * also matches its plural) and the vehicle, when given, must fit.
 */
import { normalizePartNumber } from '@shared/rules/part-number';
import { slugify } from '@shared/rules/text';
import type { SimFitment, SimItem, SimVendor } from './catalog';

export interface SimQuery {
  partNumber?: string;
  text?: string;
  make?: string;
  model?: string;
  year?: number;
  limit: number;
}

const STOP_WORDS = new Set(['a', 'an', 'and', 'for', 'the', 'of', 'with', 'to', 'in']);

function fits(fitment: SimFitment, query: SimQuery): boolean {
  if (query.make) {
    const make = slugify(query.make);
    if (fitment.makeSlug !== make && slugify(fitment.make) !== make) return false;
  }
  if (query.model) {
    const model = slugify(query.model);
    const name = slugify(fitment.model);
    if (fitment.modelSlug !== model && name !== model && !name.startsWith(`${model}-`)) return false;
  }
  if (query.year != null && (query.year < fitment.yearFrom || query.year > fitment.yearTo)) return false;
  return true;
}

function hasWord(item: SimItem, word: string): boolean {
  const singular = word.length > 3 && word.endsWith('s') ? word.slice(0, -1) : word;
  return item.words.some((w) => w === word || w.startsWith(singular));
}

export function searchItems(vendor: SimVendor, query: SimQuery): SimItem[] {
  const number = query.partNumber ? normalizePartNumber(query.partNumber) : '';
  if (number) return vendor.items.filter((item) => item.numberKeys.includes(number)).slice(0, query.limit);

  const words = (query.text ?? '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w && !STOP_WORDS.has(w));
  if (words.length === 0) return [];
  const vehicleGiven = Boolean(query.make || query.model || query.year != null);
  return vendor.items
    .filter((item) => words.every((w) => hasWord(item, w)))
    .filter((item) => !vehicleGiven || item.fitments.some((f) => fits(f, query)))
    .map((item) => ({ item, score: words.filter((w) => item.name.toLowerCase().includes(w)).length }))
    .sort((a, b) => b.score - a.score || a.item.basePriceCents - b.item.basePriceCents)
    .slice(0, query.limit)
    .map(({ item }) => item);
}
