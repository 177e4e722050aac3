import { z } from 'zod';

export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  inquiryType: string;
  message: string;
}

export type ContactField = keyof ContactValues;
export type ContactErrors = Partial<Record<ContactField, string>>;

/** What each field is called in a message ("Email must be a valid email address"). */
export const FIELD_NAMES: Record<ContactField, string> = {
  name: 'Full name',
  email: 'Email',
  phone: 'Phone',
  inquiryType: 'Inquiry type',
  message: 'Message',
};

const looksLikeEmail = (value: string) => z.email().safeParse(value).success;

/**
 * The checks a person should hear about before anything is sent (name, email and
 * message are required). The server checks everything again; its messages are mapped below.
 */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  if (!values.name.trim()) errors.name = 'Full name is required';
  if (!values.email.trim()) errors.email = 'Email is required';
  else if (!looksLikeEmail(values.email.trim())) errors.email = 'Please enter a valid email address';
  if (!values.message.trim()) errors.message = 'Message is required';
  return errors;
}

function isContactField(field: string): field is ContactField {
  return field in FIELD_NAMES;
}

/** The server's 400 `issues` ({field, message}) as messages under the matching fields. */
export function errorsFromIssues(issues: readonly { field: string; message: string }[]): ContactErrors {
  const errors: ContactErrors = {};
  for (const issue of issues) {
    if (isContactField(issue.field) && !errors[issue.field]) {
      errors[issue.field] = `${FIELD_NAMES[issue.field]} ${issue.message}`;
    }
  }
  return errors;
}
