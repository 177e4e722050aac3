import type { InquiryType } from '@shared/schemas/content';

/** Human labels for the six inquiry types, in the shared schema's order. */
export const INQUIRY_TYPE_LABELS: Record<InquiryType, string> = {
  general: 'General Question',
  parts: 'Parts Inquiry',
  vendors: 'Vendor Information',
  technical: 'Technical Support',
  partnerships: 'Business Partnerships',
  feedback: 'Feedback',
};
