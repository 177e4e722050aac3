import { ensureOperator } from '../../../src/server/modules/operators';
import type { TestApp } from '../app';

/**
 * The fuzzer's cookies: the gate's session for the shop's routes and an admin's operator session
 * for the console's. An operator is created first, so the one that fuzzes admin routes is not id 1:
 * `PATCH /api/admin/operators/1` and its kin then change somebody else, not the fuzzer's own session.
 */
export async function fuzzSessionCookie(t: TestApp): Promise<string> {
  await ensureOperator(t.db, { email: 'fuzz-target@operators.example.com', password: 'fuzz target password', role: 'editor', forceRole: true }, { id: null, email: 'tests' });
  const gate = await t.login();
  const operator = await t.loginOperator('admin');
  return `${gate.cookie}; ${operator.cookie}`;
}
