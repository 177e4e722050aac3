import {
  CONTACT_SUCCESS_MESSAGE,
  NEWSLETTER_MESSAGES,
  WAITLIST_MESSAGES,
  type ContactResponse,
  type ContactSubmission,
  type SignupResponse,
} from '@shared/schemas/content';
import type { Database } from '../../db/client';
import * as queries from './content.queries';

export type { SignupList } from './content.queries';

const signupMessages = { newsletter: NEWSLETTER_MESSAGES, waitlist: WAITLIST_MESSAGES } as const;

export function createContentService(db: Database) {
  return {
    /** Stores a contact message; a filled honeypot gets the same answer but stores nothing. */
    async contact(input: ContactSubmission, clientIp: string): Promise<{ response: ContactResponse; stored: boolean }> {
      const response = { ok: true as const, message: CONTACT_SUCCESS_MESSAGE };
      if (input.website?.trim()) return { response, stored: false };
      await queries.insertContactMessage(db, {
        name: input.name,
        email: input.email,
        phone: input.phone || null,
        inquiryType: input.inquiryType,
        message: input.message,
        clientIp,
      });
      return { response, stored: true };
    },

    /** Signs an address up once; a repeat is a friendly success rather than an error. */
    async signup(list: queries.SignupList, email: string): Promise<SignupResponse> {
      const added = await queries.addSignup(db, list, email);
      const messages = signupMessages[list];
      return {
        ok: true,
        alreadySubscribed: !added,
        message: added ? messages.subscribed : messages.alreadySubscribed,
      };
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
