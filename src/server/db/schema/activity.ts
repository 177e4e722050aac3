import { bigserial, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { parts } from './catalog';
import { listings, vendors } from './vendors';
// Relative, not '@shared/...': drizzle-kit loads the schema without the tsconfig path aliases.
import type { ClickPageType } from '../../../shared/rules/click-origin';

/** Every Buy click, recorded before the redirect to the vendor. */
export const clickOuts = pgTable(
  'click_outs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    partId: integer('part_id')
      .notNull()
      .references(() => parts.id, { onDelete: 'cascade' }),
    referrer: text('referrer'),
    /** Which kind of page the click came from (search, part, product, live, other); null before it was recorded. */
    pageType: text('page_type').$type<ClickPageType>(),
    sessionId: text('session_id'),
    clickedAt: timestamp('clicked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('click_outs_listing_idx').on(t.listingId), index('click_outs_time_idx').on(t.clickedAt)],
);

export const inquiryTypes = ['general', 'parts', 'vendors', 'technical', 'partnerships', 'feedback'] as const;
export type InquiryType = (typeof inquiryTypes)[number];

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  inquiryType: text('inquiry_type').$type<InquiryType>().notNull(),
  message: text('message').notNull(),
  clientIp: text('client_ip'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const newsletterSignups = pgTable('newsletter_signups', {
  id: serial('id').primaryKey(),
  /** Stored lower-cased; unique, so a repeat sign-up is recognised. */
  email: text('email').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const waitlistSignups = pgTable('waitlist_signups', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
