/**
 * The shopper's basket, kept under the random token of its cookie: lines of a part and a quantity
 * (1–99), saved for later or not. Every change checks all its input before it writes, and writes in
 * one transaction, so a refused change leaves the basket as it was.
 */
import { randomBytes } from 'node:crypto';
import type { BasketLineInput, StoredBasket } from '@shared/schemas/basket';
import { BASKET_MAX_LINES, BASKET_MAX_QUANTITY } from '@shared/schemas/basket';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/http-error';
import type { FitmentService } from '../fitment';
import type { GuideService } from '../guides';
import type { Garage } from '@shared/schemas/fitment';
import type { BasketService } from './basket.service';
import { findPartsBySlug } from './basket.queries';
import * as store from './basket-store.queries';

export const BASKET_TOKEN = /^[A-Za-z0-9_-]{32}$/;
export const newBasketToken = () => randomBytes(24).toString('base64url');

const badLine = (field: string, message: string) => new HttpError(400, `Invalid body: ${field}`, [{ field, message }]);

export function createBasketStore(db: Database, deps: { basket: BasketService; guides: GuideService; fitment: FitmentService }) {
  async function partIdOf(slug: string, field: string): Promise<number> {
    const [part] = await findPartsBySlug(db, [slug]);
    if (!part) throw badLine(field, 'is not a part we list');
    return part.id;
  }

  async function read(token: string | null): Promise<StoredBasket> {
    const rows = token ? await store.findBasketLines(db, token) : [];
    const lines = rows.map((r) => ({ slug: r.slug, name: r.name, brand: r.brand, partNumber: r.part_number, quantity: r.quantity, savedForLater: r.saved_for_later }));
    const active = rows.filter((r) => !r.saved_for_later);
    const quote = active.length
      ? await deps.basket.quoteLines(active.map((r) => ({ part: { id: r.id, slug: r.slug, name: r.name, brand: r.brand, part_number: r.part_number }, quantity: r.quantity })), null)
      : null;
    return { lines, count: active.reduce((sum, r) => sum + r.quantity, 0), quote };
  }

  /** Adds the lines (repeats added up; a line saved for later comes back), all or none. */
  async function add(token: string, asked: readonly BasketLineInput[], field = 'lines'): Promise<void> {
    const parts = new Map((await findPartsBySlug(db, [...new Set(asked.map((l) => l.slug))])).map((p) => [p.slug, p.id]));
    const existing = new Map((await store.findBasketLines(db, token)).map((r) => [r.id, r.quantity]));
    const adding = new Map<number, number>();
    asked.forEach((line, i) => {
      const partId = parts.get(line.slug);
      if (partId === undefined) throw badLine(asked.length > 1 || field === 'lines' ? `${field}.${i}.slug` : 'slug', 'is not a part we list');
      adding.set(partId, (adding.get(partId) ?? 0) + line.quantity);
      if ((existing.get(partId) ?? 0) + adding.get(partId)! > BASKET_MAX_QUANTITY) {
        throw badLine(field === 'lines' ? `${field}.${i}.quantity` : 'quantity', `would make more than ${BASKET_MAX_QUANTITY} of this part in the basket`);
      }
    });
    if (new Set([...existing.keys(), ...adding.keys()]).size > BASKET_MAX_LINES) throw badLine(field, `a basket holds at most ${BASKET_MAX_LINES} parts`);
    await db.transaction(async (tx) => {
      const basketId = await store.ensureBasket(tx, token);
      for (const [partId, quantity] of adding) await store.addToLine(tx, basketId, partId, quantity);
    });
  }

  async function change(token: string, slug: string, values: { quantity?: number; savedForLater?: boolean }): Promise<void> {
    const partId = await partIdOf(slug, 'slug');
    const basketId = await store.findBasketId(db, token);
    if (basketId === null || !(await store.updateLine(db, basketId, partId, values))) throw new HttpError(404, `Not in the basket: ${slug}`);
  }

  return {
    read,
    add,
    setQuantity: (token: string, slug: string, quantity: number) => change(token, slug, { quantity }),
    saveForLater: (token: string, slug: string, saved: boolean) => change(token, slug, { savedForLater: saved }),
    async remove(token: string, slug: string): Promise<void> {
      const partId = await partIdOf(slug, 'slug');
      const basketId = await store.findBasketId(db, token);
      if (basketId !== null) await store.deleteLine(db, basketId, partId);
    },

    /**
     * "Price this job for my car": the guide's catalog parts with the quantities it names, less those
     * that do not fit the garage's active car (all of them without one). The guide's parts that the
     * catalog does not carry are left out. Answers how many lines were added.
     */
    async addGuideJob(token: string, guideSlug: string, garage: Garage): Promise<number> {
      const guide = await deps.guides.get(guideSlug);
      const linked = guide.content.parts.flatMap((p) => (p.link ? [{ slug: p.link.slug, quantity: p.quantity ?? 1 }] : []));
      let lines = linked;
      const car = garage.active;
      if (car && linked.length) {
        const rows = await findPartsBySlug(db, linked.map((l) => l.slug));
        const idOf = new Map(rows.map((r) => [r.slug, r.id]));
        const verdicts = await deps.fitment.verdicts([...idOf.values()], { modelId: car.modelId, year: car.year, variant: car.variant, engine: car.engine, body: car.body });
        lines = linked.filter((l) => verdicts.get(idOf.get(l.slug)!)?.fitsVehicle !== false);
      }
      if (lines.length) await add(token, lines);
      return lines.length;
    },
  };
}

export type BasketStore = ReturnType<typeof createBasketStore>;
