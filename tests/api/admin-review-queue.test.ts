/**
 * The review queue's decisions: link an unmatched feed offer to a part, make a part from it, dismiss it,
 * in bulk; each audited; and each remembered by the vendor's next feed run.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, partGtins, unmatchedFeedItems } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../support/app';
import { auditEntries } from '../support/audit';
import { makeCategory, makePart, makeVendor } from '../support/factories';

const HEADER = 'id,title,link,price,availability,brand,mpn';
const feed = (...rows: string[]) => [HEADER, ...rows].join('\n') + '\n';

describe('review queue decisions', () => {
  let t: TestApp;
  let editor: string;
  let vendor: { id: number; slug: string };
  let categoryId: number;
  let caliper: { id: number; slug: string; partNumber: string };

  beforeAll(async () => {
    t = await createTestApp();
    editor = (await t.loginOperator('editor')).cookie;
    categoryId = (await makeCategory(t.db)).id;
    caliper = await makePart(t.db, categoryId, { name: 'Front Brake Caliper', brand: 'Brembo', partNumber: '34 11 6 785 667' });
    // A part whose number a later item carries: the reviewer's link must still win.
    await makePart(t.db, categoryId, { name: 'Rear Caliper', brand: 'ATE', partNumber: 'ATE-24.1234' });
    vendor = await makeVendor(t.db, { slug: 'euro-spares' });
  });
  afterAll(() => t.close());

  const upload = (body: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/feeds/upload?vendor=${vendor.slug}&full=false`,
      headers: { cookie: editor, 'content-type': 'application/octet-stream' },
      payload: body,
    });
  const queue = async (status = 'open') =>
    (await t.app.inject({ url: `/api/admin/review-queue?status=${status}&vendorId=${vendor.id}`, headers: { cookie: editor } })).json();
  const entryOf = async (sku: string) =>
    (await t.db.select().from(unmatchedFeedItems).where(and(eq(unmatchedFeedItems.vendorId, vendor.id), eq(unmatchedFeedItems.vendorSku, sku))))[0]!;
  const listingOf = async (sku: string) =>
    (await t.db.select().from(listings).where(and(eq(listings.vendorId, vendor.id), eq(listings.vendorSku, sku))))[0];

  it('links an unmatched offer to a part: listed now, and kept on that part by the next run', async () => {
    const first = await upload(
      feed(
        'ES-1,Brembo caliper front left (remanufactured core),https://euro-spares.example/es-1,289.00 USD,in_stock,Brembo,BR-XYZ-1',
        'ES-2,Mystery gasket,https://euro-spares.example/es-2,9.00 USD,in_stock,,',
        'ES-3,Other thing,https://euro-spares.example/es-3,19.00 USD,in_stock,,ZZZ-1',
      ),
    );
    expect(first.json()).toMatchObject({ status: 'succeeded', unmatched: 3, matched: 0 });
    const open = await queue();
    expect(open.items.map((i: { vendorSku: string }) => i.vendorSku).sort()).toEqual(['ES-1', 'ES-2', 'ES-3']);
    const es1 = open.items.find((i: { vendorSku: string }) => i.vendorSku === 'ES-1');

    const link = await t.app.inject({ method: 'POST', url: '/api/admin/review-queue/link', headers: { cookie: editor }, payload: { ids: [es1.id], partId: caliper.id } });
    expect(link.statusCode).toBe(200);
    expect(link.json()).toEqual({ changed: 1 });
    expect(await listingOf('ES-1')).toMatchObject({ partId: caliper.id, priceCents: 28900 });
    const linked = await queue('linked');
    expect(linked.items[0]).toMatchObject({ vendorSku: 'ES-1', status: 'linked', linkedPart: { id: caliper.id, partNumber: caliper.partNumber } });
    const [entry] = await auditEntries(t.db, 'unmatched_offer', es1.id);
    expect(entry).toMatchObject({ action: 'review.linked', before: { status: 'open' }, after: { status: 'linked', linkedPartId: caliper.id } });

    // The offer shows on the part's page (the public API the page reads).
    const { cookie: shopper } = await t.login();
    const page = (await t.app.inject({ url: `/api/parts/slug/${caliper.slug}`, headers: { cookie: shopper } })).json();
    expect(page.listings.map((l: { vendorSlug?: string; vendor?: { slug: string }; price: number }) => l.price)).toContain(289);

    // Next run: a new price, and now a number that names another part. The reviewer's link still wins.
    const second = await upload(feed('ES-1,Brembo caliper front left,https://euro-spares.example/es-1,279.00 USD,in_stock,ATE,ATE-24.1234'));
    expect(second.json()).toMatchObject({ status: 'succeeded', matched: 1, unmatched: 0 });
    expect(await listingOf('ES-1')).toMatchObject({ partId: caliper.id, priceCents: 27900 });
    expect((await entryOf('ES-1')).status).toBe('linked');
  });

  it('dismisses in bulk; the next run keeps them dismissed', async () => {
    const open = await queue();
    const ids = open.items.map((i: { id: number }) => i.id);
    expect(ids).toHaveLength(2);
    const response = await t.app.inject({ method: 'POST', url: '/api/admin/review-queue/dismiss', headers: { cookie: editor }, payload: { ids } });
    expect(response.json()).toEqual({ changed: 2 });
    for (const id of ids) expect((await auditEntries(t.db, 'unmatched_offer', id)).at(-1)).toMatchObject({ action: 'review.dismissed' });

    const again = await upload(
      feed('ES-2,Mystery gasket,https://euro-spares.example/es-2,8.50 USD,in_stock,,', 'ES-3,Other thing,https://euro-spares.example/es-3,19.00 USD,in_stock,,ZZZ-1'),
    );
    expect(again.json()).toMatchObject({ status: 'succeeded', unmatched: 2 });
    expect((await queue()).total).toBe(0);
    expect((await entryOf('ES-2')).status).toBe('dismissed');
    expect((await entryOf('ES-2')).priceCents).toBe(850);
  });

  it('creates a part from an offer and links the offer to it', async () => {
    await upload(feed('ES-9,Porsche 997 coolant pipe,https://euro-spares.example/es-9,64.00 USD,in_stock,Porsche,997.106.123.00'));
    const item = (await queue()).items.find((i: { vendorSku: string }) => i.vendorSku === 'ES-9');
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/admin/review-queue/${item.id}/create-part`,
      headers: { cookie: editor },
      payload: { name: 'Coolant pipe', brand: 'Porsche', partNumber: '997.106.123.00', categoryId: 999999 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([{ field: 'categoryId', message: 'no category has id 999999' }]);

    const created = await t.app.inject({
      method: 'POST',
      url: `/api/admin/review-queue/${item.id}/create-part`,
      headers: { cookie: editor },
      payload: { name: 'Coolant pipe', brand: 'Porsche', partNumber: '997.106.123.00', categoryId },
    });
    expect(created.statusCode).toBe(201);
    const { partId, slug } = created.json();
    expect(slug).toBe('coolant-pipe-997-106-123-00');
    expect(await listingOf('ES-9')).toMatchObject({ partId, priceCents: 6400 });
    expect((await auditEntries(t.db, 'part', partId))[0]).toMatchObject({ action: 'part.created' });
    expect((await auditEntries(t.db, 'unmatched_offer', item.id)).at(-1)).toMatchObject({ action: 'review.linked' });
  });

  it('answers 400 naming the field for an unknown part or an empty selection, 404 for unknown entries', async () => {
    const entry = await entryOf('ES-2');
    const cases: [unknown, string][] = [
      [{ ids: [entry.id], partId: 999999 }, 'partId'],
      [{ ids: [], partId: caliper.id }, 'ids'],
      [{ ids: 'all', partId: caliper.id }, 'ids'],
      [{ ids: [entry.id] }, 'partId'],
      // Past a database integer: no row has such an id, and the query would fail on it.
      [{ ids: [2147483648], partId: caliper.id }, 'ids.0'],
      [{ ids: [entry.id], partId: 2147483648 }, 'partId'],
    ];
    for (const [payload, field] of cases) {
      const response = await t.app.inject({ method: 'POST', url: '/api/admin/review-queue/link', headers: { cookie: editor }, payload: payload as object });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().issues.map((i: { field: string }) => i.field)).toContain(field);
    }
    const tooLarge = await t.app.inject({ method: 'POST', url: '/api/admin/review-queue/dismiss', headers: { cookie: editor }, payload: { ids: [2147483648] } });
    expect(tooLarge.statusCode).toBe(400);
    const unknown = await t.app.inject({ method: 'POST', url: '/api/admin/review-queue/dismiss', headers: { cookie: editor }, payload: { ids: [999999] } });
    expect(unknown.statusCode).toBe(404);
    expect((await entryOf('ES-2')).status).toBe('dismissed');
  });

  it('remembers a linked offer\'s GTIN for the part: another retailer\'s item with that GTIN matches it at once', async () => {
    const withGtin = (...rows: string[]) => ['id,title,link,price,availability,brand,mpn,gtin', ...rows].join('\n') + '\n';
    const first = await upload(withGtin('ES-G1,Caliper (EAN only),https://euro-spares.example/es-g1,301.00 USD,in_stock,,,4047024318601'));
    expect(first.json()).toMatchObject({ status: 'succeeded', unmatched: 1 });
    const entry = await entryOf('ES-G1');
    expect(entry.gtin).toBe('4047024318601');
    const link = await t.app.inject({ method: 'POST', url: '/api/admin/review-queue/link', headers: { cookie: editor }, payload: { ids: [entry.id], partId: caliper.id } });
    expect(link.statusCode).toBe(200);
    const [audit] = await auditEntries(t.db, 'unmatched_offer', entry.id);
    expect(audit).toMatchObject({ action: 'review.linked', after: { gtinRecorded: '04047024318601' } });

    const other = await makeVendor(t.db, { slug: 'gtin-motors' });
    const run = await t.app.inject({
      method: 'POST',
      url: `/api/admin/feeds/upload?vendor=${other.slug}&full=false`,
      headers: { cookie: editor, 'content-type': 'application/octet-stream' },
      payload: withGtin('GM-7,Brake caliper,https://gtin-motors.example/gm-7,295.00 USD,in_stock,,,4047024318601'),
    });
    expect(run.json()).toMatchObject({ status: 'succeeded', matched: 1, unmatched: 0 });
    const [listed] = await t.db.select().from(listings).where(and(eq(listings.vendorId, other.id), eq(listings.vendorSku, 'GM-7')));
    expect(listed?.partId).toBe(caliper.id);

    // Another unmatched item with that GTIN, linked by a reviewer to another part: the GTIN stays with its first part.
    const rear = await makePart(t.db, categoryId, { name: 'Rear Caliper Bracket', brand: 'ATE', partNumber: 'ATE-99.0001' });
    await t.db.insert(unmatchedFeedItems).values({ vendorId: vendor.id, vendorSku: 'ES-G2', reason: 'no_match', title: 'Bracket', gtin: '04047024318601', numbers: [], link: 'https://euro-spares.example/es-g2', priceCents: 1200, lastRunId: null });
    const stray = await entryOf('ES-G2');
    const relink = await t.app.inject({ method: 'POST', url: '/api/admin/review-queue/link', headers: { cookie: editor }, payload: { ids: [stray.id], partId: rear.id } });
    expect(relink.statusCode).toBe(200);
    const [strayAudit] = await auditEntries(t.db, 'unmatched_offer', stray.id);
    expect(strayAudit?.after).not.toHaveProperty('gtinRecorded');
    const [held] = await t.db.select().from(partGtins).where(eq(partGtins.gtin, '04047024318601'));
    expect(held?.partId).toBe(caliper.id);
  });
});
