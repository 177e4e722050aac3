/**
 * The Operators page's API (admins): create, change role, disable, set a password, each audited in
 * the same transaction; the audit log's API: pages and filters in SQL; the log refuses rewrites.
 * And the rule that no route under /api/admin/ can be registered without declaring who may call it.
 */
import Fastify from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, operators } from '../../src/server/db/schema';
import { recordAudit } from '../../src/server/modules/operators';
import { registerOperatorAccess } from '../../src/server/plugins/operator-access';
import { createTestApp, operatorLoginAs, type TestApp } from '../support/app';

describe('operators API', () => {
  let t: TestApp;
  let admin: string;
  let adminEmail: string;
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, cookie = admin) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });

  beforeAll(async () => {
    t = await createTestApp();
    ({ cookie: admin, email: adminEmail } = await t.loginOperator('admin'));
  });
  afterAll(() => t.close());

  it('creates an operator (audited, no password in the log) and lists it', async () => {
    const created = await call('POST', '/api/admin/operators', { email: ' New.Editor@Pitlane.Example ', role: 'editor', password: 'new editor password' });
    expect(created.statusCode).toBe(201);
    const operator = created.json();
    expect(operator).toMatchObject({ email: 'new.editor@pitlane.example', role: 'editor', disabled: false, totpEnabled: false, lastLoginAt: null });
    const list = (await call('GET', '/api/admin/operators')).json() as { operators: { email: string }[] };
    expect(list.operators.map((o) => o.email)).toContain('new.editor@pitlane.example');
    expect(JSON.stringify(list)).not.toMatch(/password|argon2|totp_secret/i);

    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, String(operator.id)));
    expect(entry).toMatchObject({ action: 'operator.created', entity: 'operator', actor: adminEmail, before: null, after: { email: 'new.editor@pitlane.example', role: 'editor', disabled: false } });
    expect(JSON.stringify(entry)).not.toContain('new editor password');
    await operatorLoginAs(t.app, 'new.editor@pitlane.example', 'new editor password');
  });

  it('refuses bad input with 400 naming each field, and a taken email with 409', async () => {
    const bad = await call('POST', '/api/admin/operators', { email: 'not-an-email', role: 'owner', password: 'short' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues.map((i: { field: string }) => i.field).sort()).toEqual(['email', 'password', 'role']);
    const taken = await call('POST', '/api/admin/operators', { email: adminEmail, role: 'analyst', password: 'a long enough password' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: 'An operator with this email already exists', issues: [{ field: 'email' }] });
    const empty = await call('PATCH', '/api/admin/operators/1', {});
    expect(empty.statusCode).toBe(400);
    expect((await call('PATCH', '/api/admin/operators/999999', { role: 'analyst' })).statusCode).toBe(404);
    expect((await call('PATCH', '/api/admin/operators/abc', { role: 'analyst' })).statusCode).toBe(400);
    expect((await call('PATCH', '/api/admin/operators/1', { disabled: 'yes' })).statusCode).toBe(400);
  });

  it('lists operators filtered, sorted and paged by the server', async () => {
    for (const [email, role] of [
      ['table-a@list.example', 'analyst'],
      ['table-b@list.example', 'editor'],
      ['table-c@list.example', 'analyst'],
    ] as const) {
      expect((await call('POST', '/api/admin/operators', { email, role, password: 'a long enough password' })).statusCode).toBe(201);
    }
    // Disabled in the table itself: a change through the API would add an audit entry the other tests count.
    await t.db.update(operators).set({ disabled: true }).where(eq(operators.email, 'table-c@list.example'));
    const page = async (query: string) => (await call('GET', `/api/admin/operators${query}`)).json() as { operators: { email: string }[]; total: number; page: number; pageSize: number };

    const filtered = await page('?q=LIST.example&sort=email&dir=desc');
    expect(filtered.operators.map((o) => o.email)).toEqual(['table-c@list.example', 'table-b@list.example', 'table-a@list.example']);
    expect(filtered.total).toBe(3);
    const second = await page('?q=list.example&sort=email&pageSize=2&page=2');
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2, operators: [{ email: 'table-c@list.example' }] });
    expect((await page('?q=list.example&role=analyst')).operators.map((o) => o.email)).toEqual(['table-a@list.example', 'table-c@list.example']);
    expect((await page('?q=list.example&status=disabled')).operators.map((o) => o.email)).toEqual(['table-c@list.example']);
    expect((await page('?q=list.example&status=active&sort=role&dir=desc')).operators.map((o) => o.email)).toEqual(['table-b@list.example', 'table-a@list.example']);
    // A wildcard typed into the filter is a character to find, not a pattern.
    expect((await page('?q=%25')).total).toBe(0);
  });

  it('refuses a bad list query with 400 naming the field', async () => {
    for (const [query, field] of [
      ['?sort=password', 'sort'],
      ['?role=owner', 'role'],
      ['?status=gone', 'status'],
      ['?pageSize=1000', 'pageSize'],
      ['?page=0', 'page'],
    ]) {
      const response = await call('GET', `/api/admin/operators${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().issues.map((i: { field: string }) => i.field)).toContain(field);
    }
  });

  it('changes a role with before → after in the audit log', async () => {
    const { id } = (await call('POST', '/api/admin/operators', { email: 'promote@pitlane.example', role: 'analyst', password: 'promote password' })).json();
    const changed = await call('PATCH', `/api/admin/operators/${id}`, { role: 'editor' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id, role: 'editor' });
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, String(id))).orderBy(auditLog.id);
    expect(entries.map((e) => e.action)).toEqual(['operator.created', 'operator.role_changed']);
    expect(entries[1]).toMatchObject({ before: { email: 'promote@pitlane.example', role: 'analyst' }, after: { email: 'promote@pitlane.example', role: 'editor' } });
    // No change, no entry.
    await call('PATCH', `/api/admin/operators/${id}`, { role: 'editor' });
    expect(await t.db.select().from(auditLog).where(eq(auditLog.entityId, String(id)))).toHaveLength(2);
  });

  it('sets a password: the old one stops working and open sessions end; the log says only that it changed', async () => {
    const { id } = (await call('POST', '/api/admin/operators', { email: 'forgetful@pitlane.example', role: 'analyst', password: 'first password 1' })).json();
    const { cookie } = await operatorLoginAs(t.app, 'forgetful@pitlane.example', 'first password 1');
    expect((await call('PATCH', `/api/admin/operators/${id}`, { password: 'second password 2' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/admin/auth/me', headers: { cookie } })).statusCode).toBe(401);
    await operatorLoginAs(t.app, 'forgetful@pitlane.example', 'second password 2');
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'operator.updated'));
    expect(entry).toMatchObject({ entityId: String(id), before: { password: '(previous)' }, after: { password: '(changed)' } });
    expect(JSON.stringify(entry)).not.toContain('second password');
  });

  it('keeps at least one active admin', async () => {
    const self = (await t.db.select().from(operators).where(eq(operators.email, adminEmail)))[0]!;
    const others = (await t.db.select().from(operators).where(eq(operators.role, 'admin'))).filter((o) => o.id !== self.id && !o.disabled);
    expect(others).toHaveLength(0);
    const demote = await call('PATCH', `/api/admin/operators/${self.id}`, { role: 'editor' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toMatchObject({ error: 'At least one active admin must remain', issues: [{ field: 'role' }] });
    expect((await call('PATCH', `/api/admin/operators/${self.id}`, { disabled: true })).json()).toMatchObject({ issues: [{ field: 'disabled' }] });
    // With a second admin, the first may step down.
    await call('POST', '/api/admin/operators', { email: 'second.admin@pitlane.example', role: 'admin', password: 'second admin password' });
    const second = await operatorLoginAs(t.app, 'second.admin@pitlane.example', 'second admin password');
    expect((await call('PATCH', `/api/admin/operators/${self.id}`, { role: 'editor' }, second.cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/operators')).statusCode).toBe(403);
    expect((await call('PATCH', `/api/admin/operators/${self.id}`, { role: 'admin' }, second.cookie)).statusCode).toBe(200);
  });
});

describe('audit log API', () => {
  let t: TestApp;
  let cookie: string;
  const audit = (query: string) => t.app.inject({ url: `/api/admin/audit${query}`, headers: { cookie } });

  beforeAll(async () => {
    t = await createTestApp();
    ({ cookie } = await t.loginOperator('analyst'));
    const actor = { id: null, email: 'seeder@pitlane.example' };
    await t.db.transaction(async (tx) => {
      for (let i = 0; i < 60; i++) {
        await recordAudit(tx, { operator: actor, action: i % 3 === 0 ? 'vendor.updated' : 'part.updated', entity: i % 3 === 0 ? 'vendor' : 'part', entityId: i % 5, before: { n: i }, after: { n: i + 1 } });
      }
    });
    await t.db.execute(sql`insert into audit_log (at, actor, action, entity, entity_id) values ('2020-01-01T00:00:00Z', 'old@pitlane.example', 'vendor.created', 'vendor', '99')`);
  });
  afterAll(() => t.close());

  it('pages newest first with the total', async () => {
    const first = (await audit('?pageSize=25')).json();
    expect(first).toMatchObject({ page: 1, pageSize: 25 });
    expect(first.entries).toHaveLength(25);
    // 60 seeded, the analyst's own creation, and the old entry.
    expect(first.total).toBe(62);
    const ats = first.entries.map((e: { at: string }) => Date.parse(e.at));
    expect([...ats].sort((a, b) => b - a)).toEqual(ats);
    const third = (await audit('?pageSize=25&page=3')).json();
    expect(third.entries).toHaveLength(12);
    expect(third.entries.at(-1)).toMatchObject({ actor: 'old@pitlane.example', operatorId: null });
    expect((await audit('?sort=at&pageSize=25')).json().entries[0].actor).toBe('old@pitlane.example');
  });

  it('filters by entity, entity id, action, actor and time', async () => {
    expect((await audit('?entity=vendor')).json().total).toBe(21);
    expect((await audit('?entity=part&entityId=1')).json().total).toBe(8);
    expect((await audit('?action=vendor.created')).json().entries).toEqual([
      expect.objectContaining({ entity: 'vendor', entityId: '99', before: null, after: null }),
    ]);
    expect((await audit('?actor=SEEDER')).json().total).toBe(60);
    expect((await audit('?actor=%25')).json().total).toBe(0);
    expect((await audit('?to=2021-01-01T00:00:00Z')).json().total).toBe(1);
    expect((await audit('?from=2021-01-01T00:00:00Z&entity=part')).json().total).toBe(40);
  });

  it('refuses a bad query with 400 naming the field', async () => {
    for (const [query, field] of [
      ['?page=0', 'page'],
      ['?pageSize=7', 'pageSize'],
      ['?from=yesterday', 'from'],
      ['?sort=who', 'sort'],
      ['?operatorId=-1', 'operatorId'],
    ] as const) {
      const response = await audit(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().issues[0].field, query).toBe(field);
    }
  });

  it('is append-only: the database refuses to change or delete an entry', async () => {
    await expect(t.db.execute(sql`update audit_log set actor = 'someone else'`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    expect((await audit('')).json().total).toBe(62);
  });

  it('writes nothing when the change it records is rolled back', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await recordAudit(tx, { operator: { id: null, email: 'rollback@pitlane.example' }, action: 'vendor.updated', entity: 'vendor', entityId: 1 });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await audit('?actor=rollback')).json().total).toBe(0);
  });
});

describe('declaring access', () => {
  it('refuses to register an admin route that does not say who may call it', async () => {
    for (const config of [undefined, { access: 'session' as const }, { access: 'operator' as const }]) {
      const app = Fastify();
      registerOperatorAccess(app, undefined as never, { requireAdminTotp: false });
      expect(() => app.get('/api/admin/forgotten', { config }, async () => 'open')).toThrow(/\/api\/admin\/forgotten: an (admin|operator) route must declare/);
      await app.close();
    }
  });
});
