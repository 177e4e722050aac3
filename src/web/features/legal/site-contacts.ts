/**
 * Pitlane's published addresses and service times: the one place the contact page, the FAQ and the
 * policies read them from, so a change of address is a change of one line.
 */
export const SUPPORT_EMAIL = 'support@pitlane.parts';
export const PRIVACY_EMAIL = 'privacy@pitlane.parts';
export const LEGAL_EMAIL = 'legal@pitlane.parts';
export const PARTNERS_EMAIL = 'partners@pitlane.parts';
/** A 555-01xx number: reserved for fiction, so it never rings a real person. */
export const SUPPORT_PHONE = '+1 (800) 555-0142';
export const SUPPORT_PHONE_HREF = 'tel:+18005550142';

/** Support hours and the reply times the contact and privacy pages promise. */
export const SUPPORT_HOURS = 'Mon-Fri 9AM-6PM EST';
export const SUPPORT_REPLY_TIME = 'within 24 hours';
export const PRIVACY_REPLY_TIME = 'within 48 hours';
export const LEGAL_REPLY_TIME = 'within 5 business days';
export const POLICIES_LAST_UPDATED = 'June 2025';
