import { describe, expect, it } from 'vitest';
import { changedFields } from '../../src/server/modules/operators/audit';
import { OPERATOR_ROLES, roleAtLeast, updateOperatorRequestSchema } from '../../src/shared/schemas/operators';

describe('operator roles', () => {
  it('admin ⊃ editor ⊃ analyst', () => {
    const table = OPERATOR_ROLES.map((role) => OPERATOR_ROLES.map((required) => roleAtLeast(role, required)));
    // rows: admin, editor, analyst; columns: needs admin, editor, analyst
    expect(table).toEqual([
      [true, true, true],
      [false, true, true],
      [false, false, true],
    ]);
  });

  it('an operator update must change something, and only what it names', () => {
    expect(updateOperatorRequestSchema.safeParse({}).success).toBe(false);
    expect(updateOperatorRequestSchema.safeParse({ role: 'owner' }).success).toBe(false);
    expect(updateOperatorRequestSchema.parse({ disabled: false })).toEqual({ disabled: false });
  });
});

describe('changedFields', () => {
  it('keeps only the fields that differ, before and after', () => {
    const before = { name: 'Alpha', rate: 0.05, tags: ['a'], url: 'https://a.example' };
    expect(changedFields(before, { name: 'Alpha', rate: 0.07, tags: ['a', 'b'] })).toEqual({
      before: { rate: 0.05, tags: ['a'] },
      after: { rate: 0.07, tags: ['a', 'b'] },
    });
    expect(changedFields(before, { name: 'Alpha' })).toEqual({ before: {}, after: {} });
  });
});
