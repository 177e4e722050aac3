import { z } from 'zod';
import { adminPage, adminTableQuery } from './admin-table';

/** What visitors send: contact messages, newsletter and waitlist sign-ups. */
export const INBOX_KINDS = ['messages', 'newsletter', 'waitlist'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

export const inboxMessageSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  inquiryType: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export const inboxSignupSchema = z.object({ id: z.number(), email: z.string(), createdAt: z.string() });

export const INBOX_SORTS = ['createdAt', 'email', 'name'] as const;
export const inboxQuerySchema = adminTableQuery(INBOX_SORTS, 'createdAt', 'desc');
export type InboxQuery = z.infer<typeof inboxQuerySchema>;
export const inboxMessagesResponseSchema = adminPage(inboxMessageSchema);
export type InboxMessagesResponse = z.infer<typeof inboxMessagesResponseSchema>;
export const inboxSignupsResponseSchema = adminPage(inboxSignupSchema);
export type InboxSignupsResponse = z.infer<typeof inboxSignupsResponseSchema>;
export const inboxKindParamSchema = z.object({ kind: z.enum(INBOX_KINDS, { error: `must be one of ${INBOX_KINDS.join(', ')}` }) });
