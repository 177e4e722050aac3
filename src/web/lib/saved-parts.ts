import { useSyncExternalStore } from 'react';

/**
 * "Saved parts": kept in this browser only (localStorage), never sent to the server. Each entry
 * remembers the part's best price when it was saved, so the list can show then and now.
 */
export const SAVED_PARTS_KEY = 'pitlane:saved-parts';
const CHANGED = 'pitlane:saved-parts-changed';
const MAX_SAVED = 100;

export interface SavedPart {
  id: number;
  slug: string;
  name: string;
  partNumber: string;
  /** The best in-stock total when saved (dollars), or null when nothing was in stock. */
  savedPrice: number | null;
  savedAt: string;
}

const EMPTY: SavedPart[] = [];
let cache: { raw: string | null; parts: SavedPart[] } = { raw: null, parts: EMPTY };

function isSavedPart(value: unknown): value is SavedPart {
  const v = value as SavedPart;
  return typeof v === 'object' && v !== null && Number.isInteger(v.id) && typeof v.slug === 'string' && typeof v.name === 'string';
}

export function readSavedParts(): SavedPart[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(SAVED_PARTS_KEY);
  } catch {
    return EMPTY;
  }
  if (raw === cache.raw) return cache.parts;
  let parts: SavedPart[] = EMPTY;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    parts = Array.isArray(parsed) ? parsed.filter(isSavedPart) : EMPTY;
  } catch {
    parts = EMPTY;
  }
  cache = { raw, parts };
  return parts;
}

function write(parts: SavedPart[]): void {
  try {
    window.localStorage.setItem(SAVED_PARTS_KEY, JSON.stringify(parts.slice(0, MAX_SAVED)));
  } catch {
    // Storage full or blocked: the heart simply does not stick.
  }
  window.dispatchEvent(new Event(CHANGED));
}

export function toggleSavedPart(part: Omit<SavedPart, 'savedAt'>): void {
  const parts = readSavedParts();
  write(parts.some((p) => p.id === part.id) ? parts.filter((p) => p.id !== part.id) : [{ ...part, savedAt: new Date().toISOString() }, ...parts]);
}

export function removeSavedPart(id: number): void {
  write(readSavedParts().filter((p) => p.id !== id));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The saved parts; empty while the server renders and while the browser hydrates (then the real list). */
export function useSavedParts(): SavedPart[] {
  return useSyncExternalStore(subscribe, readSavedParts, () => EMPTY);
}
