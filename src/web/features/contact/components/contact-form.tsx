import { AlertCircle, Loader2, Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { type ContactResponse, INQUIRY_TYPES, type InquiryType } from '@shared/schemas/content';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { useFormAnswer, useFormReturnPath } from '@web/lib/form-answer';
import { toast } from '@web/lib/use-toast';
import { describeContactFailure } from '../api/contact-failure';
import { type ContactErrors, type ContactField, type ContactValues, validateContact } from '../api/contact-validation';
import { INQUIRY_TYPE_LABELS } from '../api/inquiry-types';
import { useSendContact } from '../api/send-contact';
import { FormField, fieldDescription } from './form-field';
import { HoneypotField } from './honeypot-field';
import { Textarea } from './textarea';

/** The inquiry type has no empty choice: the server requires one, and most messages are general. */
const EMPTY: ContactValues = { name: '', email: '', phone: '', inquiryType: 'general', message: '' };
const FIELD_ORDER: ContactField[] = ['name', 'email', 'phone', 'inquiryType', 'message'];

/** The form's own fields out of what was posted (anything else is dropped). */
function pick(posted: Record<string, string>): Partial<ContactValues> {
  return Object.fromEntries(FIELD_ORDER.filter((field) => field in posted).map((field) => [field, posted[field]]));
}

/**
 * The contact form: required name, email and message with inline messages,
 * "Sending..." while the request is out, then a success toast and an empty form. Server-side
 * field errors (400) land under their fields; a rate limit (429) is explained above the button.
 * Posted as a plain form (before the app's code, or with JavaScript off) the server answers with this
 * page again: the same messages, what was typed kept, or the thanks above an empty form.
 */
export function ContactForm({ supportEmail }: { supportEmail: string }) {
  const id = useId();
  const fieldId = (field: ContactField) => `${id}-${field}`;
  const answered = useFormAnswer<ContactResponse>('contact');
  const returnPath = useFormReturnPath();
  const refused = answered?.error ? describeContactFailure(answered.error, supportEmail) : null;
  const [values, setValues] = useState<ContactValues>(answered?.error ? { ...EMPTY, ...pick(answered.values) } : EMPTY);
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<ContactErrors>(refused?.fieldErrors ?? {});
  const [formError, setFormError] = useState<string | null>(refused?.formError ?? null);
  const [sent, setSent] = useState<string | null>(answered?.response?.message ?? null);
  const send = useSendContact();

  const update = (field: ContactField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A message about a field goes away as soon as the person starts fixing it.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function focusFirstInvalid(found: ContactErrors) {
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending) return;
    const found = validateContact(values);
    setErrors(found);
    setFormError(null);
    setSent(null);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(found);
      return;
    }
    send.mutate(
      {
        name: values.name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim() || undefined,
        inquiryType: values.inquiryType as InquiryType,
        message: values.message.trim(),
        website,
      },
      {
        onSuccess: (response) => {
          toast({ title: 'Message Sent', description: response.message });
          setValues(EMPTY);
          setWebsite('');
        },
        onError: (error) => {
          const failure = describeContactFailure(error, supportEmail);
          setErrors(failure.fieldErrors);
          setFormError(failure.formError);
          focusFirstInvalid(failure.fieldErrors);
        },
      },
    );
  }

  return (
    <form id={`${id}-form`} method="post" action={`/api/contact#${id}-form`} onSubmit={onSubmit} noValidate aria-label="Contact form" className="relative grid gap-5">
      <input type="hidden" name="next" value={returnPath} />
      {sent && (
        <p role="status" className="rounded-md border border-border bg-muted px-3 py-2.5 text-sm font-medium">
          <strong>Message Sent.</strong> {sent}
        </p>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={fieldId('name')} label="Full name" required error={errors.name}>
          <Input
            id={fieldId('name')}
            name="name"
            autoComplete="name"
            required
            maxLength={100}
            value={values.name}
            onChange={(event) => update('name')(event.target.value)}
            {...fieldDescription(fieldId('name'), errors.name)}
          />
        </FormField>
        <FormField id={fieldId('email')} label="Email" required error={errors.email}>
          <Input
            id={fieldId('email')}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            value={values.email}
            onChange={(event) => update('email')(event.target.value)}
            {...fieldDescription(fieldId('email'), errors.email)}
          />
        </FormField>
        <FormField id={fieldId('phone')} label="Phone" optional error={errors.phone}>
          <Input
            id={fieldId('phone')}
            name="phone"
            type="tel"
            autoComplete="tel"
            maxLength={40}
            value={values.phone}
            onChange={(event) => update('phone')(event.target.value)}
            {...fieldDescription(fieldId('phone'), errors.phone)}
          />
        </FormField>
        <FormField id={fieldId('inquiryType')} label="Inquiry type" error={errors.inquiryType}>
          <NativeSelect
            id={fieldId('inquiryType')}
            name="inquiryType"
            value={values.inquiryType}
            onChange={(event) => update('inquiryType')(event.target.value)}
            {...fieldDescription(fieldId('inquiryType'), errors.inquiryType)}
          >
            {INQUIRY_TYPES.map((type) => (
              <option key={type} value={type}>
                {INQUIRY_TYPE_LABELS[type]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <FormField
        id={fieldId('message')}
        label="Message"
        required
        error={errors.message}
        hint="Include the part number and your vehicle's year, make and model if your question is about a part."
      >
        <Textarea
          id={fieldId('message')}
          name="message"
          required
          rows={6}
          maxLength={5000}
          value={values.message}
          onChange={(event) => update('message')(event.target.value)}
          {...fieldDescription(fieldId('message'), errors.message, true)}
        />
      </FormField>
      <HoneypotField id={`${id}-website`} value={website} onChange={setWebsite} />

      {formError && (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2.5 text-sm font-medium text-destructive"
        >
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{formError}</span>
        </div>
      )}

      <div className="flex flex-col-reverse items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-muted-foreground">
          <span className="text-brand" aria-hidden="true">
            *
          </span>{' '}
          Required field
        </p>
        <Button type="submit" size="lg" disabled={send.isPending} className="w-full sm:w-auto">
          {send.isPending ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : <Send className="size-4" aria-hidden="true" />}
          {send.isPending ? 'Sending...' : 'Send Message'}
        </Button>
      </div>
    </form>
  );
}
