import { z } from 'zod';

/** The contact form's inquiry types on /contact. */
export const INQUIRY_TYPES = ['general', 'parts', 'vendors', 'technical', 'partnerships', 'feedback'] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];

/** A required text field: trimmed, so a box of spaces counts as empty. */
const requiredText = (max: number) =>
  z.string({ error: 'is required' }).trim().min(1, 'is required').max(max, `must be at most ${max} characters`);

/**
 * An email address as typed: trimmed and lower-cased before it is checked, so " Ann@Example.COM "
 * and "ann@example.com" are one subscriber. 254 is the longest address SMTP can carry.
 */
export const emailField = z
  .string({ error: 'is required' })
  .trim()
  .toLowerCase()
  .min(1, 'is required')
  .max(254, 'must be at most 254 characters')
  .pipe(z.email('must be a valid email address'));

/** Digits, spaces and the usual phone punctuation; an empty box means "no phone". */
const phoneField = z
  .string({ error: 'must be text' })
  .trim()
  .max(40, 'must be at most 40 characters')
  .regex(/^[0-9 +().-]*$/, 'may contain only digits, spaces and + ( ) - .');

export const contactRequestSchema = z.object({
  name: requiredText(100),
  email: emailField,
  phone: phoneField.optional(),
  inquiryType: z.enum(INQUIRY_TYPES, { error: `must be one of: ${INQUIRY_TYPES.join(', ')}` }),
  message: requiredText(5000),
  /**
   * Honeypot: hidden from people by the form, so only bots fill it. A filled one gets the normal
   * success answer (telling a bot it was caught only teaches it) and nothing is stored.
   */
  website: z.string().optional(),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;
/** The request after validation: trimmed, email lower-cased. */
export type ContactSubmission = z.output<typeof contactRequestSchema>;

export const contactResponseSchema = z.object({ ok: z.literal(true), message: z.string() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;

export const CONTACT_SUCCESS_MESSAGE = "Thanks for your message. We'll reply within 24 hours (Mon-Fri 9AM-6PM EST).";

/** Newsletter and Your Genius waitlist sign-ups share one shape. */
export const signupRequestSchema = z.object({ email: emailField });
export type SignupRequest = z.input<typeof signupRequestSchema>;

export const signupResponseSchema = z.object({
  ok: z.literal(true),
  /** True when the address was already signed up: still a success, never a second row. */
  alreadySubscribed: z.boolean(),
  message: z.string(),
});
export type SignupResponse = z.infer<typeof signupResponseSchema>;

export const NEWSLETTER_MESSAGES = {
  subscribed: "You've been subscribed to our newsletter",
  alreadySubscribed: "You're already subscribed to our newsletter",
} as const;

export const WAITLIST_MESSAGES = {
  subscribed: "You're on the Your Genius waitlist. We'll email you when it opens.",
  alreadySubscribed: "You're already on the Your Genius waitlist.",
} as const;

/** The forms that work without the app's code: posted as HTML forms, answered with their page. */
export type PlainForm = 'contact' | 'newsletter' | 'waitlist';

/**
 * What the server answered a form posted without the app's code (before it loaded, or with
 * JavaScript off): the API's own status and JSON body, and what was typed, so the page draws the same
 * message the app would and keeps the fields. Hydration starts from the same answer.
 */
export interface FormAnswer {
  form: PlainForm;
  status: number;
  body: unknown;
  /** The fields as posted (text only; never the honeypot). */
  values: Record<string, string>;
}
