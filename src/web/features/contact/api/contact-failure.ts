import { apiErrorSchema } from '@shared/schemas/common';
import { ApiRequestError } from '@web/lib/api';
import { type ContactErrors, errorsFromIssues } from './contact-validation';

export interface ContactFailure {
  /** Messages to show under fields (a 400 naming them). */
  fieldErrors: ContactErrors;
  /** A message for the whole form, when no field explains the failure. */
  formError: string | null;
}

function issuesOf(error: ApiRequestError) {
  try {
    return apiErrorSchema.parse(JSON.parse(error.body)).issues ?? [];
  } catch {
    return [];
  }
}

/** Turns a failed send into what the form shows. */
export function describeContactFailure(error: unknown, supportEmail: string): ContactFailure {
  if (error instanceof ApiRequestError) {
    if (error.status === 400) {
      const fieldErrors = errorsFromIssues(issuesOf(error));
      if (Object.keys(fieldErrors).length > 0) return { fieldErrors, formError: null };
      return { fieldErrors, formError: error.apiMessage ?? 'Please check the form and try again.' };
    }
    if (error.status === 429) {
      // The server says when ("Please try again in 10 minutes."); keep that part of its message.
      const when = error.apiMessage?.match(/Please try again in [^.]+\./)?.[0] ?? 'Please try again later.';
      return { fieldErrors: {}, formError: `You have sent several messages in a short time. ${when}` };
    }
  }
  return {
    fieldErrors: {},
    formError: `Your message could not be sent. Please try again, or email us at ${supportEmail}.`,
  };
}
