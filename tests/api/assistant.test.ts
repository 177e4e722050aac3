import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { guides, parts } from '../../src/server/db/schema';
import { seedDemoCatalog } from '../../src/demo/seed/demo-catalog';
import { seedGuides } from '../../src/server/db/seed/guides';
import { seedKnowledge } from '../../src/server/db/seed/knowledge';
import type { AssistantAnswer } from '../../src/shared/schemas/assistant';
import { createTestApp, type TestApp } from '../support/app';

/**
 * Retrieval quality: realistic owner questions and the guide that should come first. Written as an owner
 * would ask, with nicknames, chassis codes and filler; the run prints the hit rate.
 */
const QUESTIONS: [question: string, expectedPath: string][] = [
  ['how do I change the oil on my BMW', '/guides/bmw-oil-change'],
  ['BMW E90 328i oil change', '/guides/bmw-oil-change'],
  ['what oil filter does my N52 need and how much oil does it take', '/guides/bmw-oil-change'],
  ['drain plug torque bimmer', '/guides/bmw-oil-change'],
  ['how many quarts of oil for a 335i', '/guides/bmw-oil-change'],
  ['my beemer is due for an oil service', '/guides/bmw-oil-change'],
  ['How often should I change engine oil on a BMW M3', '/guides/bmw-oil-change'],
  ['I have a 2010 BMW 335i with about 60k miles, what do I need to do my own oil change and how long will it take?', '/guides/bmw-oil-change'],
  ['whats the torque spec for the oil drain plug on an n54', '/guides/bmw-oil-change'],
  ['997 turbo passenger side turbo', '/guides/porsche-997-turbo-passenger-turbo'],
  ['replace the right side turbocharger on a 2008 911 Turbo', '/guides/porsche-997-turbo-passenger-turbo'],
  ['how long does it take to swap a turbo on a 997.1', '/guides/porsche-997-turbo-passenger-turbo'],
  ['Porsche 997 turbo blowing blue smoke, turbo replacement', '/guides/porsche-997-turbo-passenger-turbo'],
  ['VTG turbo shaft play 997 Turbo', '/guides/porsche-997-turbo-passenger-turbo'],
  ['my 997 tt is smoking from the right bank turbo, can I replace it myself without dropping the engine', '/guides/porsche-997-turbo-passenger-turbo'],
  ['how do I replace brake pads on my Porsche 911', '/guides/porsche-brake-pad-replacement'],
  ['Cayman brake pad change', '/guides/porsche-brake-pad-replacement'],
  ['lug nut torque for 997 wheels', '/guides/porsche-brake-pad-replacement'],
  ['brake wear warning light on my Boxster', '/guides/porsche-brake-pad-replacement'],
  ['how often should I replace pads on a Porsche', '/guides/porsche-brake-pad-replacement'],
  // A symptom: diagnosed, and on a Porsche the likeliest cause of a squeal is the pad hardware.
  ['squealing brakes on my 2012 Porsche Cayenne, time for new pads?', '/guides/brake-noise-fix'],
  ['what is the right order of steps to swap front pads and sensors on a 991 Carrera', '/guides/porsche-brake-pad-replacement'],
  ['best way to bed in new pads on a Porsche GT3', '/guides/porsche-brake-pad-replacement'],
  ['how do I change the air filter on my Mercedes', '/guides/mercedes-air-filter-replacement'],
  ['W204 C300 engine air filter replacement', '/guides/mercedes-air-filter-replacement'],
  ['merc air filter interval', '/guides/mercedes-air-filter-replacement'],
  ['how often to replace the air cleaner in a benz', '/guides/mercedes-air-filter-replacement'],
  ['E350 air filter housing clips', '/guides/mercedes-air-filter-replacement'],
  ['changing the engine air filter on a 2015 Mercedes E-Class, which way does the filter go in', '/guides/mercedes-air-filter-replacement'],
  ['what does a Ferrari annual service include', '/guides/ferrari-annual-maintenance'],
  ['Ferrari 458 maintenance checklist', '/guides/ferrari-annual-maintenance'],
  ['how often does a Ferrari need servicing', '/guides/ferrari-annual-maintenance'],
  ['F430 cam belt and annual service', '/guides/ferrari-annual-maintenance'],
  ['is the annual service on a Ferrari California something I can do myself', '/guides/ferrari-annual-maintenance'],
  ['how often should the cam belts be changed on a Ferrari 360', '/guides/ferrari-annual-maintenance'],
  ['what fluids should I check on my Lamborghini', '/guides/lamborghini-fluid-inspection'],
  ['Lambo Huracan coolant level check', '/guides/lamborghini-fluid-inspection'],
  ['how to check engine oil on a Gallardo', '/guides/lamborghini-fluid-inspection'],
  ['Lamborghini brake fluid how often', '/guides/lamborghini-fluid-inspection'],
  ['e-gear fluid Gallardo', '/guides/lamborghini-fluid-inspection'],
  ['Aventador coolant and oil levels, what should I look at before a track day', '/guides/lamborghini-fluid-inspection'],
  ['how do I know if my Lamborghini needs brake fluid', '/guides/lamborghini-fluid-inspection'],
  ['timing belt replacement on an E30 325i', '/bmw-timing-belts'],
  ['when should I change the timing belt on my BMW', '/bmw-timing-belts'],
  ['does my E46 have a timing belt or chain', '/bmw-timing-belts'],
  ['M20 cambelt interval', '/bmw-timing-belts'],
  ['which BMW engines use a timing belt instead of a chain', '/bmw-timing-belts'],
];

/** Share of questions whose expected guide must come first. */
const MIN_HIT_RATE = 0.9;

/** Questions nothing in the knowledge base or the catalog is about. */
const UNRELATED = ['how do I bake sourdough bread', 'what is a flux capacitor', 'who won the world cup in 1998'];

type Mode = 'ok' | 'slow' | 'error' | 'garbage' | 'empty' | 'wrong-shape';

/** A loopback stand-in for an OpenAI-compatible chat completions endpoint, told how to misbehave. */
async function startModelStandIn() {
  const state = { mode: 'ok' as Mode, requests: [] as { headers: IncomingMessage['headers']; body: unknown }[] };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      state.requests.push({ headers: req.headers, body: JSON.parse(raw) });
      const json = (status: number, body: string) => res.writeHead(status, { 'content-type': 'application/json' }).end(body);
      switch (state.mode) {
        case 'ok':
          return json(200, JSON.stringify({ choices: [{ message: { role: 'assistant', content: ' MODEL TEXT from the guide. ' } }] }));
        case 'slow':
          return void setTimeout(() => json(200, JSON.stringify({ choices: [{ message: { content: 'too late' } }] })), 2000);
        case 'error':
          return json(500, JSON.stringify({ error: { message: 'overloaded' } }));
        case 'garbage':
          return json(200, '{"choices": [ not json');
        case 'empty':
          return json(200, JSON.stringify({ choices: [{ message: { content: '   ' } }] }));
        case 'wrong-shape':
          return json(200, JSON.stringify({ output: 'MODEL TEXT' }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    state,
    url: `http://127.0.0.1:${port}/v1/chat/completions`,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('POST /api/knowledge-base/search', () => {
  let t: TestApp;
  let headers: { cookie: string };

  async function ask(query: unknown, app: FastifyInstance = t.app, withSession = true) {
    return app.inject({ method: 'POST', url: '/api/knowledge-base/search', payload: { query }, headers: withSession ? headers : {} });
  }
  async function answer(query: string, app: FastifyInstance = t.app): Promise<AssistantAnswer> {
    const response = await ask(query, app);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  beforeAll(async () => {
    t = await createTestApp();
    headers = await t.login();
    await seedDemoCatalog(t.db);
    await seedGuides(t.db);
    await seedKnowledge(t.db);
  });
  afterAll(() => t.close());

  it('needs a session', async () => {
    expect((await ask('oil change', t.app, false)).statusCode).toBe(401);
  });

  describe('retrieval quality', () => {
    it(`ranks the expected guide first for at least ${MIN_HIT_RATE * 100}% of ${QUESTIONS.length} questions`, async () => {
      const misses: string[] = [];
      for (const [question, expected] of QUESTIONS) {
        const first = (await answer(question)).relatedGuides[0]?.url;
        if (first !== expected) misses.push(`${question} -> ${first ?? 'nothing'} (expected ${expected})`);
      }
      const hits = QUESTIONS.length - misses.length;
      console.log(`assistant retrieval hit rate: ${hits}/${QUESTIONS.length}${misses.length ? `\n  misses:\n  ${misses.join('\n  ')}` : ''}`);
      expect(hits / QUESTIONS.length).toBeGreaterThanOrEqual(MIN_HIT_RATE);
    });

    it('answers with the guide’s difficulty, time, steps and cautions', async () => {
      const a = await answer('how do I change the oil on my BMW');
      expect(a).toMatchObject({ difficulty: 'Beginner', estimatedTime: '45-60 minutes', grounded: true, answeredBy: 'retrieval' });
      expect(a.answer).toContain('about 25 ft-lbs (34 Nm)');
      expect(a.answer).toContain('6.5-7 quarts');
      expect(a.answer).toContain('Safety:');
      expect(a.relatedGuides[0]).toMatchObject({ title: 'BMW Oil Change', url: '/guides/bmw-oil-change' });

      const turbo = await answer('997 turbo passenger side turbo');
      expect(turbo).toMatchObject({ difficulty: 'Advanced', estimatedTime: '6-8 hours' });
      expect(turbo.parts[0]).toMatchObject({ partNumber: '997 123 023 72', url: expect.stringMatching(/^\/product\//) });
    });

    it('tells an E46 owner the truth about timing belts', async () => {
      const a = await answer('does my E46 have a timing belt or chain');
      expect(a.relatedGuides[0]?.url).toBe('/bmw-timing-belts');
      expect(a.answer).toMatch(/M52 and M54 sixes/);
      expect(a.answer).toMatch(/timing chain/);
    });

    it('never answers with another make’s guide or parts', async () => {
      const a = await answer('how do I replace the brake pads on my Nissan GT-R');
      const makes = new Map((await t.db.select({ path: guides.path, make: guides.make }).from(guides)).map((g) => [g.path, g.make]));
      // No Nissan pad guide exists: only guides for any car may answer, never the Porsche or BMW one.
      for (const g of a.relatedGuides) expect(['All makes', 'Nissan']).toContain(makes.get(g.url!));
      // Parts are for the car asked about, never the other make's.
      expect(a.parts.length).toBeGreaterThan(0);
      expect(a.parts.every((p) => /Nissan GT-R/.test(p.name))).toBe(true);
      expect(a.vehicle).toMatchObject({ make: 'nissan', model: 'gt-r-r35' });
    });

    it('names the part a typed part number belongs to', async () => {
      const a = await answer('11 42 7 566 327');
      expect(a.parts[0]?.partNumber).toBe('11 42 7 566 327');
      expect(a.answer).toMatch(/^Part number 11 42 7 566 327 is the /);
      // The number names its part: no question back about the car.
      expect(a.followUp).toBeNull();
    });

    it('offers matching parts when no guide covers the question', async () => {
      const a = await answer('headlight for my BMW E90');
      // Never "Unknown" for a car job: the knowledge base's estimate for replacing the part, said to be a range.
      expect(a).toMatchObject({ difficulty: 'Intermediate', estimatedTime: '1-2 hours', relatedGuides: [], grounded: true });
      expect(a.answer).toContain("We don't have a repair guide that covers this yet");
      expect(a.answer).toContain('Replacing a headlight assembly is rated Intermediate and takes about 1-2 hours. The time is a range');
      expect(a.parts.length).toBeGreaterThan(0);
      expect(a.parts.every((p) => /Headlight/.test(p.name))).toBe(true);
      expect(a.answer).toContain('/contact');
    });

    it("answers questions made of words that name an object's own properties", async () => {
      for (const question of ['constructor', 'toString', '__proto__', 'hasOwnProperty brake pads']) {
        const response = await ask(question);
        expect(response.statusCode, question).toBe(200);
      }
    });

    it('says plainly when nothing matches and suggests contacting support', async () => {
      for (const question of UNRELATED) {
        const a = await answer(question);
        // Never "Unknown": the broad range of home repairs, said to be one.
        expect(a, question).toMatchObject({
          difficulty: 'Intermediate',
          estimatedTime: '30 minutes-4 hours',
          recommendedParts: [],
          parts: [],
          relatedGuides: [],
          grounded: false,
        });
        expect(a.answer).toContain('/contact');
        expect(a.answer).toContain('We could not tell which job this is');
      }
    });
  });

  describe('grounding', () => {
    it('recommends only offered catalog parts, at their current lowest price, and only stored guides', async () => {
      const guidePaths = new Set((await t.db.select({ path: guides.path }).from(guides)).map((r) => r.path));
      const questions = [...QUESTIONS.map(([q]) => q), ...UNRELATED, 'headlight for my BMW E90', '11 42 7 566 327'];
      let recommended = 0;
      for (const question of questions) {
        const a = await answer(question);
        expect(a.recommendedParts.length, question).toBe(a.parts.length);
        for (const [i, part] of a.parts.entries()) {
          const rows = await t.db.select().from(parts).where(eq(parts.slug, part.slug));
          expect(rows, `${question}: ${part.slug}`).toHaveLength(1);
          const row = rows[0]!;
          expect(row.listingCount).toBeGreaterThan(0);
          // The offer rule's lowest price: the best in-stock total (none when nothing is in stock).
          const lowestPrice = row.bestTotalCents == null ? null : row.bestTotalCents / 100;
          expect(part).toMatchObject({ name: row.name, partNumber: row.partNumber, lowestPrice, url: `/product/${part.slug}` });
          expect(a.recommendedParts[i]).toContain(row.name);
          if (lowestPrice !== null) expect(a.recommendedParts[i]).toMatch(/ — from \$[\d,]+\.\d{2}$/);
          recommended++;
        }
        for (const guide of a.relatedGuides) expect(guidePaths.has(guide.url!), `${question}: ${guide.url}`).toBe(true);
      }
      // Most questions name the car well enough for parts; the others are asked which car it is.
      expect(recommended).toBeGreaterThan(questions.length * 0.75);
    });
  });

  describe('validation', () => {
    it.each([
      ['empty', ''],
      ['whitespace', '   \t  '],
      ['201 characters', 'x'.repeat(201)],
      ['a number', 42],
      ['null', null],
      ['a list', ['oil change']],
      ['an object', { text: 'oil change' }],
    ])('rejects a query that is %s, naming the field', async (_label, query) => {
      const response = await ask(query);
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.error).toContain('query');
      expect(body.issues.map((i: { field: string }) => i.field)).toContain('query');
    });

    it('rejects a body without a query, and a request without a body', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/knowledge-base/search', payload: {}, headers });
      expect(response.statusCode).toBe(400);
      expect(response.json().issues[0].field).toBe('query');
      expect((await t.app.inject({ method: 'POST', url: '/api/knowledge-base/search', headers })).statusCode).toBe(400);
    });

    it('trims the query and accepts 200 characters', async () => {
      const padded = await ask(`   ${'oil change '.repeat(18).slice(0, 200).trim()}   `);
      expect(padded.statusCode, padded.body).toBe(200);
      const exact = await ask(`oil change${' bmw'.repeat(47)}`.slice(0, 200));
      expect(exact.statusCode, exact.body).toBe(200);
    });
  });

  describe('with a language model configured', () => {
    let model: Awaited<ReturnType<typeof startModelStandIn>>;
    let llmApp: FastifyInstance;
    const question = 'how do I change the oil on my 2010 BMW 335i';

    beforeAll(async () => {
      model = await startModelStandIn();
      llmApp = await buildApp({
        db: t.db,
        databaseKind: t.database.kind,
        gate: { enabled: false, username: 'unused', passwordHash: 'unused' },
        sessionSecret: 'test-session-secret-that-is-long-enough-1234567890',
        logLevel: 'silent',
        assistantLlm: { url: model.url, apiKey: 'test-key', timeoutMs: 300 },
      });
    });
    afterAll(async () => {
      await llmApp.close();
      await model.close();
    });

    it('uses the model’s text, written from the retrieved material only', async () => {
      model.state.mode = 'ok';
      model.state.requests.length = 0;
      const [fromModel, fromRetrieval] = await Promise.all([answer(question, llmApp), answer(question)]);
      expect(fromModel).toMatchObject({ answer: 'MODEL TEXT from the guide.', answeredBy: 'model' });
      // Everything but the prose still comes from retrieval.
      expect({ ...fromModel, answer: '', answeredBy: '' }).toEqual({ ...fromRetrieval, answer: '', answeredBy: '' });

      const [request] = model.state.requests;
      expect(request?.headers.authorization).toBe('Bearer test-key');
      const body = request?.body as { model: string; messages: { role: string; content: string }[] };
      expect(body.model).toBe('gpt-4o-mini');
      expect(body.messages[0]).toMatchObject({ role: 'system', content: expect.stringContaining('ONLY the material') });
      expect(body.messages[1]?.content).toContain(`Question: ${question}`);
      expect(body.messages[1]?.content).toContain('GUIDE: BMW Oil Change');
      expect(body.messages[1]?.content).toContain('Catalog part: ');
    });

    it('gives the model a diagnosis’s causes, checks, parts and guide as its only facts, to cite in order', async () => {
      model.state.mode = 'ok';
      model.state.requests.length = 0;
      const diagnosis = 'misfire on my 2011 Audi A4 2.0T';
      const [fromModel, fromRetrieval] = await Promise.all([answer(diagnosis, llmApp), answer(diagnosis)]);
      expect(fromModel).toMatchObject({ answer: 'MODEL TEXT from the guide.', answeredBy: 'model' });
      // Causes, parts, guides, difficulty and time stay the knowledge base's.
      expect({ ...fromModel, answer: '', answeredBy: '' }).toEqual({ ...fromRetrieval, answer: '', answeredBy: '' });
      const body = model.state.requests[0]?.body as { messages: { role: string; content: string }[] };
      expect(body.messages[0]?.content).toContain('Cite the material');
      const material = body.messages[1]!.content;
      expect(material).toContain(`Question: ${diagnosis}`);
      expect(material).toContain('VEHICLE: 2011 Audi A4 (B8) 2.0T, EA888 Gen 1/2 engine');
      expect(material.indexOf('CAUSE 1: Failed ignition coil')).toBeGreaterThan(0);
      expect(material.indexOf('CAUSE 2: Worn or fouled spark plugs')).toBeGreaterThan(material.indexOf('CAUSE 1:'));
      expect(material).toMatch(/Check: Swap the coil pack/);
      expect(material).toMatch(/PART: .*Ignition Coil for Audi\/VW 2\.0 TFSI EA888/);
      expect(material).toContain('GUIDE: Audi/VW 2.0 TFSI (EA888) Spark Plugs and Coil Packs');
    });

    it.each(['slow', 'error', 'garbage', 'empty', 'wrong-shape'] as const)('falls back to the retrieval answer when the model is %s', async (mode) => {
      model.state.mode = mode;
      const [fallback, fromRetrieval] = await Promise.all([answer(question, llmApp), answer(question)]);
      expect(fallback.answeredBy).toBe('retrieval');
      expect(fallback).toEqual(fromRetrieval);
    });

    it('does not call the model when nothing was retrieved', async () => {
      model.state.mode = 'ok';
      model.state.requests.length = 0;
      const a = await answer(UNRELATED[0]!, llmApp);
      expect(a).toMatchObject({ grounded: false, answeredBy: 'retrieval' });
      // Only requests about this question count: on a busy machine a request of an earlier test can arrive late.
      expect(model.state.requests.filter((r) => JSON.stringify(r.body).includes(UNRELATED[0]!))).toHaveLength(0);
    });
  });
});
