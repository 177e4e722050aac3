/**
 * Who may call each operator route: every route under /api/admin/ in the app's own route table,
 * called by nobody, by a shopper with the site gate's session, and by an analyst, an editor and an
 * admin, must answer 401, 403 or success exactly as its rule below says. A new admin route without
 * a rule here fails the first test; so does a rule for a route that is gone.
 */
import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleAtLeast, type OperatorRole } from '../../src/shared/schemas/operators';
import { allowListEntry } from '../../src/server/http/address-policy';
import { ensureOperator } from '../../src/server/modules/operators';
import { createTestApp, type TestApp } from '../support/app';
import { fitments, interchangeNumbers, promotions, searchSynonyms, vehicleAliases } from '../../src/server/db/schema';
import { makeCategory, makeMake, makeModel, makePart, makeVendor } from '../support/factories';
import { startFeedServer, type FeedServer } from '../support/feed-server';

type Principal = 'nobody' | 'shopper' | OperatorRole;
const PRINCIPALS: Principal[] = ['nobody', 'shopper', 'analyst', 'editor', 'admin'];

interface Context {
  vendorSlug: string;
  feedOrigin: string;
  runId: number;
  /** Another operator, to change without touching the callers' own sessions. */
  targetOperatorId: number;
  /** Review-queue entries to dismiss, one per allowed call. */
  unmatchedIds: number[];
  /** The console's fixtures: a vendor, a part, its category, a model, review-queue entries to decide on. */
  vendorId: number;
  partId: number;
  categoryId: number;
  modelId: number;
  reviewIds: number[];
  /** Promotions, fitments and numbers to change or remove (two of each: see removableFor). */
  promotionId: number;
  promotionIds: number[];
  fitmentIds: number[];
  numberIds: number[];
  synonymIds: number[];
  vehicleAliasIds: number[];
  principal: Principal;
  call: number;
}

interface Rule {
  /** `public`, or the least role that may call the route. */
  access: 'public' | OperatorRole;
  /** A well-formed request for the route (path parameters filled, body), given who calls and the fixtures. */
  request?: (ctx: Context) => Omit<InjectOptions, 'method' | 'url'> & { url?: string };
  /** What an allowed caller gets, when the well-formed request cannot succeed (default: any 2xx). */
  allowed?: number;
}

/** One of two things to remove: the editor's and the admin's calls each remove their own (refused callers remove nothing). */
const removableFor = (ctx: Context, ids: number[]) => ids[ctx.principal === 'admin' ? 1 : 0];

const fixture = (name: string) => path.join(import.meta.dirname, '../fixtures/feeds', name);

/** One rule per admin route. Add the route here when adding it to the app. */
const RULES: Record<string, Rule> = {
  'POST /api/admin/auth/login': { access: 'public', request: (ctx) => ({ payload: { email: `nobody-${ctx.call}@example.com`, password: 'wrong password' } }), allowed: 401 },
  'GET /api/admin/auth/me': { access: 'analyst' },
  'POST /api/admin/auth/totp/enrol': { access: 'analyst', request: () => ({ payload: {} }) },
  // A code that is not the current one: reaching the check is what is tested here (2FA has its own tests).
  'POST /api/admin/auth/totp/verify': { access: 'analyst', request: () => ({ payload: { code: '000000' } }), allowed: 400 },
  'GET /api/admin/operators': { access: 'admin' },
  'POST /api/admin/operators': {
    access: 'admin',
    request: (ctx) => ({ payload: { email: `new-${ctx.principal}-${ctx.call}@operators.example.com`, role: 'analyst', password: 'a long enough password' } }),
  },
  'PATCH /api/admin/operators/:id': { access: 'admin', request: (ctx) => ({ url: `/api/admin/operators/${ctx.targetOperatorId}`, payload: { role: ctx.call % 2 ? 'editor' : 'analyst' } }) },
  'POST /api/admin/operators/invites': {
    access: 'admin',
    request: (ctx) => ({ payload: { email: `invited-${ctx.principal}-${ctx.call}@operators.example.com`, role: 'analyst' } }),
  },
  // The target has chosen its password long ago: an allowed caller reaches the check that says so.
  'POST /api/admin/operators/:id/invite': { access: 'admin', request: (ctx) => ({ url: `/api/admin/operators/${ctx.targetOperatorId}/invite`, payload: {} }), allowed: 409 },
  // The invitee's routes: the link's token is the credential. An unknown one reaches the lookup.
  'GET /api/admin/auth/invite': { access: 'public', request: () => ({ url: `/api/admin/auth/invite?token=${'A'.repeat(43)}` }), allowed: 410 },
  'POST /api/admin/auth/invite/accept': { access: 'public', request: () => ({ payload: { token: 'A'.repeat(43), password: 'a long enough password' } }), allowed: 410 },
  'POST /api/admin/operators/:id/reset-2fa': { access: 'admin', request: (ctx) => ({ url: `/api/admin/operators/${ctx.targetOperatorId}/reset-2fa`, payload: {} }) },
  'GET /api/admin/audit': { access: 'analyst', request: () => ({ url: '/api/admin/audit?pageSize=25&entity=operator' }) },
  'POST /api/admin/feeds/ingest': { access: 'editor', request: (ctx) => ({ payload: { vendor: ctx.vendorSlug, source: `${ctx.feedOrigin}/feed.xml` } }) },
  'POST /api/admin/feeds/upload': {
    access: 'editor',
    request: (ctx) => ({
      url: `/api/admin/feeds/upload?vendor=${ctx.vendorSlug}&full=false`,
      headers: { 'content-type': 'application/octet-stream' },
      payload: createReadStream(fixture('merchant.tsv')),
    }),
  },
  'GET /api/admin/feeds/runs': { access: 'analyst' },
  'GET /api/admin/feeds/runs/:id': { access: 'analyst', request: (ctx) => ({ url: `/api/admin/feeds/runs/${ctx.runId}` }) },
  // The run has finished: an allowed caller reaches the service, which says it cannot be cancelled.
  'POST /api/admin/feeds/runs/:id/cancel': { access: 'editor', request: (ctx) => ({ url: `/api/admin/feeds/runs/${ctx.runId}/cancel` }), allowed: 409 },
  // The fixture's run is not held: an allowed caller reaches the check that says so.
  'POST /api/admin/feeds/runs/:id/accept': { access: 'editor', request: (ctx) => ({ url: `/api/admin/feeds/runs/${ctx.runId}/accept` }), allowed: 409 },
  'GET /api/admin/feeds/held-prices': { access: 'analyst' },
  // No price change is held in the fixtures: an allowed caller reaches the lookup.
  'POST /api/admin/feeds/held-prices/:id/accept': { access: 'editor', request: () => ({ url: '/api/admin/feeds/held-prices/999999/accept' }), allowed: 404 },
  'POST /api/admin/feeds/held-prices/:id/reject': { access: 'editor', request: () => ({ url: '/api/admin/feeds/held-prices/999999/reject' }), allowed: 404 },
  'GET /api/admin/feeds/unmatched': { access: 'analyst' },
  'POST /api/admin/feeds/unmatched/:id/dismiss': { access: 'editor', request: (ctx) => ({ url: `/api/admin/feeds/unmatched/${ctx.unmatchedIds.pop()}/dismiss` }) },
  // The console's business sections: analysts read, editors change.
  'GET /api/admin/vendors': { access: 'analyst' },
  'GET /api/admin/vendors/:id': { access: 'analyst', request: (ctx) => ({ url: `/api/admin/vendors/${ctx.vendorId}` }) },
  'PATCH /api/admin/vendors/:id': { access: 'editor', request: (ctx) => ({ url: `/api/admin/vendors/${ctx.vendorId}`, payload: { commissionRate: (ctx.call % 50) / 100 } }) },
  'POST /api/admin/vendors': {
    access: 'editor',
    request: (ctx) => ({ payload: { name: `Vendor ${ctx.call}`, slug: `walk-vendor-${ctx.call}`, website: 'https://walk.example' } }),
  },
  'GET /api/admin/feeds/schedule': { access: 'analyst' },
  'GET /api/admin/feeds/history': { access: 'analyst' },
  'GET /api/admin/review-queue': { access: 'analyst' },
  'GET /api/admin/fitment-imports': { access: 'analyst' },
  // No such run: an allowed caller reaches the lookup.
  'GET /api/admin/fitment-imports/:id': { access: 'analyst', request: () => ({ url: '/api/admin/fitment-imports/999999' }), allowed: 404 },
  // A list with a header and no rows: an allowed caller reaches the import, which records it as failed.
  'POST /api/admin/fitment-imports': {
    access: 'editor',
    request: () => ({
      url: '/api/admin/fitment-imports?source=walk.csv',
      headers: { 'content-type': 'text/csv' },
      payload: 'part number,brand,make,model,generation,years,engine,position,note\n',
    }),
  },
  'POST /api/admin/review-queue/link': { access: 'editor', request: (ctx) => ({ payload: { ids: [ctx.reviewIds[0]], partId: ctx.partId } }) },
  'POST /api/admin/review-queue/dismiss': { access: 'editor', request: (ctx) => ({ payload: { ids: [ctx.reviewIds[1]] } }) },
  'POST /api/admin/review-queue/:id/create-part': {
    access: 'editor',
    request: (ctx) => ({
      url: `/api/admin/review-queue/${ctx.reviewIds[2]}/create-part`,
      payload: { name: 'Walk part', brand: 'Bosch', partNumber: `WALK-${ctx.call}`, categoryId: ctx.categoryId },
    }),
  },
  'GET /api/admin/fitment-reports': { access: 'analyst' },
  // A report that does not exist: reaching the lookup is what is tested here (closing has its own tests).
  'POST /api/admin/fitment-reports/:id/close': { access: 'editor', request: () => ({ url: '/api/admin/fitment-reports/999999/close', payload: { status: 'dismissed' } }), allowed: 404 },
  'GET /api/admin/clickouts': { access: 'analyst', request: () => ({ url: '/api/admin/clickouts?days=7' }) },
  'GET /api/admin/clickouts/export': { access: 'analyst', request: () => ({ url: '/api/admin/clickouts/export?days=7' }) },
  'GET /api/admin/promotions': { access: 'analyst' },
  'POST /api/admin/promotions': { access: 'editor', request: (ctx) => ({ payload: { partId: ctx.partId, label: 'Featured', startsAt: new Date().toISOString() } }) },
  'PATCH /api/admin/promotions/:id': { access: 'editor', request: (ctx) => ({ url: `/api/admin/promotions/${ctx.promotionId}`, payload: { label: `Pick ${ctx.call}` } }) },
  'DELETE /api/admin/promotions/:id': { access: 'editor', request: (ctx) => ({ url: `/api/admin/promotions/${removableFor(ctx, ctx.promotionIds)}` }) },
  'GET /api/admin/catalog/parts': { access: 'analyst' },
  'GET /api/admin/catalog/choices': { access: 'analyst' },
  'GET /api/admin/catalog/parts/lookup': { access: 'analyst', request: () => ({ url: '/api/admin/catalog/parts/lookup?q=HU816' }) },
  'GET /api/admin/catalog/parts/:id': { access: 'analyst', request: (ctx) => ({ url: `/api/admin/catalog/parts/${ctx.partId}` }) },
  'PATCH /api/admin/catalog/parts/:id': { access: 'editor', request: (ctx) => ({ url: `/api/admin/catalog/parts/${ctx.partId}`, payload: { description: `Edit ${ctx.call}` } }) },
  'POST /api/admin/catalog/parts/:id/fitments': {
    access: 'editor',
    request: (ctx) => ({ url: `/api/admin/catalog/parts/${ctx.partId}/fitments`, payload: { modelId: ctx.modelId, yearFrom: 2010, yearTo: 2012 } }),
  },
  'DELETE /api/admin/catalog/parts/:id/fitments/:fitmentId': {
    access: 'editor',
    request: (ctx) => ({ url: `/api/admin/catalog/parts/${ctx.partId}/fitments/${removableFor(ctx, ctx.fitmentIds)}` }),
  },
  'POST /api/admin/catalog/parts/:id/numbers': {
    access: 'editor',
    request: (ctx) => ({ url: `/api/admin/catalog/parts/${ctx.partId}/numbers`, payload: { number: `OLD-${ctx.call}`, kind: 'superseded' } }),
  },
  'DELETE /api/admin/catalog/parts/:id/numbers/:numberId': {
    access: 'editor',
    request: (ctx) => ({ url: `/api/admin/catalog/parts/${ctx.partId}/numbers/${removableFor(ctx, ctx.numberIds)}` }),
  },
  'GET /api/admin/catalog/synonyms': { access: 'analyst' },
  'POST /api/admin/catalog/synonyms': { access: 'editor', request: (ctx) => ({ payload: { term: `walk term ${ctx.call}`, alternatives: ['walk alternative'] } }) },
  'DELETE /api/admin/catalog/synonyms/:id': { access: 'editor', request: (ctx) => ({ url: `/api/admin/catalog/synonyms/${removableFor(ctx, ctx.synonymIds)}` }) },
  'GET /api/admin/catalog/vehicle-aliases': { access: 'analyst' },
  'POST /api/admin/catalog/vehicle-aliases': { access: 'editor', request: (ctx) => ({ payload: { alias: `walk alias ${ctx.call}`, modelId: ctx.modelId } }) },
  'DELETE /api/admin/catalog/vehicle-aliases/:id': {
    access: 'editor',
    request: (ctx) => ({ url: `/api/admin/catalog/vehicle-aliases/${removableFor(ctx, ctx.vehicleAliasIds)}` }),
  },
  'GET /api/admin/inbox/messages': { access: 'analyst' },
  'GET /api/admin/inbox/newsletter': { access: 'analyst' },
  'GET /api/admin/inbox/waitlist': { access: 'analyst' },
  'GET /api/admin/inbox/:kind/export': { access: 'analyst', request: () => ({ url: '/api/admin/inbox/waitlist/export' }) },
  // Last in the walk: it ends the caller's session.
  'POST /api/admin/auth/logout': { access: 'public', request: () => ({ payload: {} }) },
};

const adminRoutes = (t: TestApp) =>
  t.app.registeredRoutes
    .filter((route) => route.url.startsWith('/api/admin/'))
    .map((route) => `${route.method} ${route.url}`)
    .sort((a, b) => Number(a.endsWith('/logout')) - Number(b.endsWith('/logout')));

function expected(rule: Rule, principal: Principal): 'success' | 401 | 403 {
  if (rule.access === 'public') return 'success';
  if (principal === 'nobody' || principal === 'shopper') return 401;
  return roleAtLeast(principal, rule.access) ? 'success' : 403;
}

describe.each([
  { gate: true, name: 'site gate on' },
  { gate: false, name: 'site gate off' },
])('operator routes answer by role ($name)', ({ gate }) => {
  let t: TestApp;
  let feeds: FeedServer;
  let fixtures: Omit<Context, 'principal' | 'call'>;
  const cookies = new Map<Principal, string | undefined>();

  beforeAll(async () => {
    feeds = await startFeedServer();
    t = await createTestApp({ gate, allowedHosts: [allowListEntry(feeds.origin)] });
    const category = await makeCategory(t.db);
    const part = await makePart(t.db, category.id, { brand: 'Mann-Filter', partNumber: 'HU 816 X' });
    const vendor = await makeVendor(t.db);
    const model = await makeModel(t.db, (await makeMake(t.db)).id);
    // Two of each for the calls that remove one (an editor's and an admin's).
    const removable = { promotions: [] as number[], fitments: [] as number[], numbers: [] as number[], synonyms: [] as number[], aliases: [] as number[] };
    for (let i = 0; i < 3; i++) {
      const [promotion] = await t.db.insert(promotions).values({ partId: part.id, label: `Walk ${i}` }).returning();
      removable.promotions.push(promotion!.id);
    }
    for (let i = 0; i < 2; i++) {
      const [fitment] = await t.db.insert(fitments).values({ partId: part.id, modelId: model.id, yearFrom: 2010, yearTo: 2011 }).returning();
      removable.fitments.push(fitment!.id);
      const [number] = await t.db.insert(interchangeNumbers).values({ partId: part.id, number: `N${i}`, numberNormalized: `N${i}`, kind: 'oem' }).returning();
      removable.numbers.push(number!.id);
      const [synonym] = await t.db.insert(searchSynonyms).values({ term: `removable term ${i}`, alternatives: ['other words'] }).returning();
      removable.synonyms.push(synonym!.id);
      const [alias] = await t.db.insert(vehicleAliases).values({ aliasKey: `removablealias${i}`, alias: `removable alias ${i}`, modelId: model.id, yearFrom: 2010, yearTo: 2015, source: 'console' }).returning();
      removable.aliases.push(alias!.id);
    }
    cookies.set('nobody', undefined);
    cookies.set('shopper', (await t.login()).cookie);
    for (const role of ['analyst', 'editor', 'admin'] as const) cookies.set(role, (await t.loginOperator(role)).cookie);
    await ensureOperator(t.db, { email: 'target@operators.example.com', password: 'target password 123', role: 'analyst', forceRole: true }, { id: null, email: 'tests' });

    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/admin/feeds/upload?vendor=${vendor.slug}`,
      headers: { cookie: cookies.get('admin')!, 'content-type': 'application/octet-stream' },
      payload: createReadStream(fixture('merchant-rss.xml')),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const queue = await t.app.inject({ url: `/api/admin/feeds/unmatched?vendor=${vendor.slug}`, headers: { cookie: cookies.get('admin')! } });
    const operators = (await t.app.inject({ url: '/api/admin/operators', headers: { cookie: cookies.get('admin')! } })).json() as { operators: { id: number; email: string }[] };
    fixtures = {
      vendorSlug: vendor.slug,
      feedOrigin: feeds.origin,
      runId: upload.json().id,
      targetOperatorId: operators.operators.find((o) => o.email === 'target@operators.example.com')!.id,
      unmatchedIds: (queue.json() as { items: { id: number }[] }).items.map((item) => item.id),
      vendorId: vendor.id,
      partId: part.id,
      categoryId: category.id,
      modelId: model.id,
      reviewIds: (queue.json() as { items: { id: number }[] }).items.map((item) => item.id),
      promotionId: removable.promotions.shift()!,
      promotionIds: removable.promotions,
      fitmentIds: removable.fitments,
      numberIds: removable.numbers,
      synonymIds: removable.synonyms,
      vehicleAliasIds: removable.aliases,
    };
    expect(fixtures.unmatchedIds.length).toBeGreaterThanOrEqual(3);
  });
  afterAll(async () => {
    await t?.close();
    await feeds?.close();
  });

  it('has a rule for every admin route, and none for a route that is gone', () => {
    const registered = adminRoutes(t);
    expect(registered.length).toBeGreaterThanOrEqual(Object.keys(RULES).length);
    expect(registered.filter((key) => !(key in RULES)), 'admin routes without an access rule in this test').toEqual([]);
    expect(Object.keys(RULES).filter((key) => !registered.includes(key)), 'rules for routes that no longer exist').toEqual([]);
  });

  it('answers every admin route × caller with 401, 403 or success as its rule says', async () => {
    let call = 0;
    const outcomes: string[] = [];
    for (const key of adminRoutes(t)) {
      const rule = RULES[key];
      if (!rule) continue; // reported by the test above
      const [method, url] = key.split(' ') as [InjectOptions['method'], string];
      for (const principal of PRINCIPALS) {
        call += 1;
        const { url: filledUrl, headers, ...rest } = rule.request?.({ ...fixtures, principal, call }) ?? {};
        const cookie = cookies.get(principal);
        const response = await t.app.inject({
          method,
          url: filledUrl ?? url.replace(/:[A-Za-z]+/g, '999999'),
          ...rest,
          headers: { ...headers, ...(cookie ? { cookie } : {}) },
          // A client address per call: the login limits count per address.
          remoteAddress: `127.0.${call >> 8}.${call & 255}`,
        });
        const want = expected(rule, principal);
        const label = `${key} as ${principal}: ${response.statusCode} ${response.body.slice(0, 200)}`;
        if (want === 'success') {
          if (rule.allowed) expect(response.statusCode, label).toBe(rule.allowed);
          else expect(response.statusCode >= 200 && response.statusCode < 300, label).toBe(true);
        } else {
          expect(response.statusCode, label).toBe(want);
          expect(response.json(), label).toHaveProperty('error');
        }
        if (rule.access !== 'public') expect(response.headers['cache-control'], label).toBe('no-store');
        // Never indexed, with the gate off too.
        expect(response.headers['x-robots-tag'], label).toBe('noindex, nofollow');
        outcomes.push(`${principal}:${response.statusCode}`);
      }
    }
    // Every kind of answer was seen: the walk did not pass by refusing everything.
    expect(outcomes.some((o) => o.endsWith(':401'))).toBe(true);
    expect(outcomes.some((o) => o.endsWith(':403'))).toBe(true);
    expect(outcomes.filter((o) => /:2\d\d$/.test(o)).length).toBeGreaterThan(20);
  });
});
