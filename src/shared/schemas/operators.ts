import { z } from 'zod';
import { MAX_ROW_ID } from './common';
import { adminTableQuery } from './admin-table';

/** Operator roles, each including the ones after it: admin ⊃ editor ⊃ analyst. */
export const OPERATOR_ROLES = ['admin', 'editor', 'analyst'] as const;
export const operatorRoleSchema = z.enum(OPERATOR_ROLES, { error: 'must be admin, editor or analyst' });
export type OperatorRole = z.infer<typeof operatorRoleSchema>;

const ROLE_RANK: Record<OperatorRole, number> = { analyst: 1, editor: 2, admin: 3 };

/** Whether `role` may do what `required` may (admin may everything, analyst only read). */
export function roleAtLeast(role: OperatorRole, required: OperatorRole): boolean {
  return ROLE_RANK[role] >= ROLE_RANK[required];
}

export const operatorEmailSchema = z
  .string({ error: 'is required' })
  .trim()
  .toLowerCase()
  .max(254, 'is too long')
  .pipe(z.email({ error: 'must be an email address' }));

/** Operators choose their own; long enough that guessing is hopeless behind the lock-out. */
export const OPERATOR_PASSWORD_MIN_LENGTH = 12;
export const OPERATOR_PASSWORD_MAX_LENGTH = 1000;
export const operatorPasswordSchema = z
  .string({ error: 'is required' })
  .min(OPERATOR_PASSWORD_MIN_LENGTH, `must be at least ${OPERATOR_PASSWORD_MIN_LENGTH} characters`)
  .max(OPERATOR_PASSWORD_MAX_LENGTH, 'is too long');

export const totpCodeSchema = z
  .string({ error: 'must be the 6-digit code' })
  .trim()
  .regex(/^\d{6}$/, 'must be the 6-digit code from your authenticator app');

export const operatorLoginRequestSchema = z.object({
  email: z.string({ error: 'is required' }).trim().toLowerCase().min(1, 'is required').max(254, 'is too long'),
  password: z.string({ error: 'is required' }).min(1, 'is required').max(1000, 'is too long'),
  /** Required once the operator has a second factor. */
  totp: totpCodeSchema.optional(),
});
export type OperatorLoginRequest = z.infer<typeof operatorLoginRequestSchema>;

/** The signed-in operator, as `GET /api/admin/auth/me` and the login answer it. */
export const operatorMeSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: operatorRoleSchema,
  totpEnabled: z.boolean(),
  /** True when ADMIN_REQUIRE_2FA is on and this admin has no second factor yet: only enrolment is open. */
  mustEnrolTotp: z.boolean(),
});
export type OperatorMe = z.infer<typeof operatorMeSchema>;

/** The 401 of a right password without the second factor: the form then asks for the code. */
export const operatorLoginErrorSchema = z.object({
  error: z.string(),
  totpRequired: z.boolean().optional(),
  issues: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});

export const OPERATOR_LOGIN_FAILED_MESSAGE = 'Invalid email or password';
export const TOTP_REQUIRED_MESSAGE = 'Enter the 6-digit code from your authenticator app';
export const TOTP_INVALID_MESSAGE = 'That code is not valid; enter the current 6-digit code';

export const totpEnrolmentSchema = z.object({
  /** Base32 secret, for typing into an app by hand. */
  secret: z.string(),
  /** otpauth:// url, for a QR code. */
  otpauthUrl: z.string(),
});
export const totpVerifyRequestSchema = z.object({ code: totpCodeSchema });

/** One operator as the Operators page lists it. */
export const operatorSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: operatorRoleSchema,
  disabled: z.boolean(),
  totpEnabled: z.boolean(),
  /** Invited and has not yet chosen a password from the link: cannot sign in yet. */
  invited: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type Operator = z.infer<typeof operatorSchema>;

/** The Operators table: filtered (email text, role, status), sorted and paged by the server. */
export const OPERATOR_SORTS = ['email', 'role', 'createdAt', 'lastLoginAt'] as const;
export const OPERATOR_STATUS_FILTERS = ['all', 'active', 'disabled'] as const;
export const operatorsQuerySchema = adminTableQuery(OPERATOR_SORTS, 'email').extend({
  role: operatorRoleSchema.optional(),
  status: z.enum(OPERATOR_STATUS_FILTERS, { error: 'must be all, active or disabled' }).default('all'),
});
export type OperatorsQuery = z.infer<typeof operatorsQuerySchema>;
export const operatorsResponseSchema = z.object({ operators: z.array(operatorSchema), total: z.number(), page: z.number(), pageSize: z.number() });
export type OperatorsResponse = z.infer<typeof operatorsResponseSchema>;

export const createOperatorRequestSchema = z.object({
  email: operatorEmailSchema,
  role: operatorRoleSchema,
  password: operatorPasswordSchema,
});
export type CreateOperatorRequest = z.infer<typeof createOperatorRequestSchema>;

export const updateOperatorRequestSchema = z
  .object({
    role: operatorRoleSchema.optional(),
    disabled: z.boolean({ error: 'must be true or false' }).optional(),
    password: operatorPasswordSchema.optional(),
  })
  .refine((v) => v.role !== undefined || v.disabled !== undefined || v.password !== undefined, {
    message: 'name at least one of role, disabled, password',
    path: ['role'],
  });
export type UpdateOperatorRequest = z.infer<typeof updateOperatorRequestSchema>;

/** An admin invites someone: their email and role; they get a link by mail and choose their own password. */
export const inviteOperatorRequestSchema = z.object({
  email: operatorEmailSchema,
  role: operatorRoleSchema,
});
export type InviteOperatorRequest = z.infer<typeof inviteOperatorRequestSchema>;

/** The invited operator (`invited: true`) and until when the mailed link works. */
export const operatorInviteSchema = z.object({
  operator: operatorSchema,
  inviteExpiresAt: z.string(),
});
export type OperatorInvite = z.infer<typeof operatorInviteSchema>;

/** The token of an invitation link: 32 random bytes, base64url. */
export const inviteTokenSchema = z
  .string({ error: 'is required' })
  .trim()
  .min(1, 'is required')
  .max(200, 'is too long')
  .regex(/^[A-Za-z0-9_-]+$/, 'is not an invitation token');

export const inviteLookupQuerySchema = z.object({ token: inviteTokenSchema });

/** What the invitation page shows before the invitee chooses a password. */
export const inviteDetailsSchema = z.object({
  email: z.string(),
  role: operatorRoleSchema,
  expiresAt: z.string(),
});
export type InviteDetails = z.infer<typeof inviteDetailsSchema>;

export const acceptInviteRequestSchema = z
  .object({
    token: inviteTokenSchema,
    password: operatorPasswordSchema,
    /** The password typed again, as the invitation page's form sends it; checked when given. */
    confirm: z.string().max(OPERATOR_PASSWORD_MAX_LENGTH).optional(),
  })
  .refine((v) => v.confirm === undefined || v.confirm === v.password, { message: 'differs from the password', path: ['confirm'] });
export type AcceptInviteRequest = z.infer<typeof acceptInviteRequestSchema>;

/** The account is ready: the invitee signs in with this email and the password just chosen. */
export const inviteAcceptedSchema = z.object({ email: z.string(), role: operatorRoleSchema });

/** What the invitation page's plain form is sent back with (`?error=`), and what each says under the field. */
export const INVITE_FORM_ERRORS = {
  short: `Password must be at least ${OPERATOR_PASSWORD_MIN_LENGTH} characters`,
  long: 'Password is too long',
  differ: 'The two passwords differ',
} as const;
export type InviteFormError = keyof typeof INVITE_FORM_ERRORS;

export const INVITE_INVALID_MESSAGE = 'This invitation link is no longer valid: it was used, replaced by a newer one, or has expired. Ask an admin for a new one.';

/** One audit entry: who did what to which thing, before → after. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  operatorId: z.number().int().nullable(),
  actor: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const AUDIT_PAGE_SIZES = [25, 50, 100] as const;

export const auditQuerySchema = z.object({
  page: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be 1 or more').max(100_000, 'is too large').default(1),
  pageSize: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .refine((v) => (AUDIT_PAGE_SIZES as readonly number[]).includes(v), 'must be 25, 50 or 100')
    .default(50),
  entity: z.string().trim().max(100, 'is too long').optional(),
  entityId: z.string().trim().max(200, 'is too long').optional(),
  action: z.string().trim().max(100, 'is too long').optional(),
  /** Who: an operator's email, or part of it. */
  actor: z.string().trim().max(254, 'is too long').optional(),
  operatorId: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').positive('must be positive').max(MAX_ROW_ID, 'is too large').optional(),
  from: z.iso.datetime({ offset: true, error: 'must be an ISO date-time' }).optional(),
  to: z.iso.datetime({ offset: true, error: 'must be an ISO date-time' }).optional(),
  sort: z.enum(['at', '-at'], { error: 'must be at or -at' }).default('-at'),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditResponseSchema = z.object({
  entries: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditResponse = z.infer<typeof auditResponseSchema>;
