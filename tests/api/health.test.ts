import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../support/app';

describe('health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports the database engine, whether the demo catalog is in use, and the process that answered', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      demoCatalog: false,
      worker: process.pid,
    });
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });
});

describe('health on the demo catalog', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.db.execute(sql`insert into site_settings (key, value) values ('catalog_source', 'demo')`);
  });
  afterAll(() => t.close());

  it('says so, for the "Demo prices" notice', async () => {
    expect((await t.app.inject({ url: '/api/health' })).json().demoCatalog).toBe(true);
  });
});
