import { useState, type FormEvent } from 'react';
import type { AdminVendor } from '@shared/schemas/admin-vendors';
import { FEED_FORMAT_SPECS } from '@shared/schemas/feed-formats';
import type { VendorFormBody } from '../api/vendors-api';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import type { AdminApiError } from '@web/lib/admin-api';

type Draft = Record<
  | 'name' | 'slug' | 'website' | 'logo' | 'description' | 'commissionPercent' | 'averageOrderValue' | 'affiliateNetwork'
  | 'affiliateTemplate' | 'freeShippingThreshold' | 'standardShipping' | 'standardDaysMin' | 'standardDaysMax'
  | 'expressDaysMin' | 'expressDaysMax' | 'expressShipping' | 'feedUrl' | 'feedIntervalMinutes' | 'connector'
  | 'feedFormat' | 'feedSchedule' | 'feedShrinkLimit' | 'feedCredentials',
  string
> & { isActive: boolean };

/** Auto (none stored: recognized from the content), then the registry's formats in its order. */
const FEED_FORMAT_CHOICES: [string, string][] = [['', 'Auto'], ...FEED_FORMAT_SPECS.map((spec): [string, string] => [spec.id, spec.label])];

const text = (value: number | string | null | undefined) => (value === null || value === undefined ? '' : String(value));

function draftOf(vendor: AdminVendor | null): Draft {
  const policy = vendor?.shippingPolicy ?? null;
  return {
    name: text(vendor?.name),
    slug: text(vendor?.slug),
    website: text(vendor?.website),
    logo: text(vendor?.logo),
    description: text(vendor?.description),
    // Shown as a percentage, stored as a fraction.
    commissionPercent: vendor ? String(Number((vendor.commissionRate * 100).toFixed(2))) : '0',
    averageOrderValue: vendor ? vendor.averageOrderValue.toFixed(2) : '150.00',
    affiliateNetwork: text(vendor?.affiliateNetwork),
    affiliateTemplate: text(vendor?.affiliateTemplate),
    freeShippingThreshold: text(policy?.freeShippingThreshold),
    standardShipping: text(policy?.standardShipping),
    standardDaysMin: text(policy?.standardDays[0]),
    standardDaysMax: text(policy?.standardDays[1]),
    expressDaysMin: text(policy?.expressDays?.[0]),
    expressDaysMax: text(policy?.expressDays?.[1]),
    expressShipping: text(policy?.expressShipping),
    feedUrl: text(vendor?.feedUrl),
    feedIntervalMinutes: text(vendor?.feedIntervalMinutes),
    connector: vendor?.connector ? JSON.stringify(vendor.connector, null, 2) : '',
    feedFormat: text(vendor?.feedFormat),
    feedSchedule: text(vendor?.feedSchedule),
    feedShrinkLimit: text(vendor?.feedShrinkLimit ?? 50),
    feedCredentials: vendor?.feedCredentials ? JSON.stringify(vendor.feedCredentials) : '',
    isActive: vendor?.isActive ?? true,
  };
}

/** A number typed into the form; text that is no number is sent as is, so the server names the field. */
const num = (value: string): number | string => (value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value);
const numOrNull = (value: string) => (value.trim() === '' ? null : num(value));

function shippingPolicyOf(d: Draft) {
  const fields = [d.freeShippingThreshold, d.standardShipping, d.standardDaysMin, d.standardDaysMax, d.expressDaysMin, d.expressDaysMax, d.expressShipping];
  if (fields.every((f) => f.trim() === '')) return null;
  const express = d.expressDaysMin.trim() === '' && d.expressDaysMax.trim() === '' ? null : [num(d.expressDaysMin), num(d.expressDaysMax)];
  return {
    freeShippingThreshold: numOrNull(d.freeShippingThreshold),
    standardShipping: num(d.standardShipping),
    standardDays: [num(d.standardDaysMin), num(d.standardDaysMax)],
    expressDays: express,
    expressShipping: numOrNull(d.expressShipping),
  };
}

/** The form as the API's body; a connector that is not JSON is reported before anything is sent. */
function bodyOf(d: Draft): { body: VendorFormBody } | { connectorError: string } | { credentialsError: string } {
  let connector: unknown = null;
  if (d.connector.trim() !== '') {
    try {
      connector = JSON.parse(d.connector);
    } catch {
      return { connectorError: 'must be JSON (an object of settings)' };
    }
  }
  let feedCredentials: unknown = null;
  if (d.feedCredentials.trim() !== '') {
    try {
      feedCredentials = JSON.parse(d.feedCredentials);
    } catch {
      return { credentialsError: 'must be JSON, e.g. {"type":"bearer","tokenEnv":"FEED_SECRET_AWIN_TOKEN"}' };
    }
  }
  const percent = num(d.commissionPercent);
  const body: VendorFormBody = {
    name: d.name,
    slug: d.slug,
    website: d.website,
    logo: d.logo,
    description: d.description,
    commissionRate: typeof percent === 'number' ? Number((percent / 100).toFixed(6)) : percent,
    averageOrderValue: num(d.averageOrderValue),
    affiliateNetwork: d.affiliateNetwork.trim() === '' ? null : d.affiliateNetwork,
    affiliateTemplate: d.affiliateTemplate.trim() === '' ? null : d.affiliateTemplate,
    shippingPolicy: shippingPolicyOf(d),
    feedUrl: d.feedUrl.trim() === '' ? null : d.feedUrl,
    feedIntervalMinutes: numOrNull(d.feedIntervalMinutes),
    feedFormat: d.feedFormat === '' ? null : d.feedFormat,
    feedSchedule: d.feedSchedule.trim() === '' ? null : d.feedSchedule,
    feedShrinkLimit: num(d.feedShrinkLimit),
    feedCredentials,
    connector,
    isActive: d.isActive,
  };
  return { body };
}

interface VendorFormProps {
  vendor: AdminVendor | null;
  canEdit: boolean;
  saving: boolean;
  error: AdminApiError | null;
  onSubmit: (body: VendorFormBody) => void;
}

export function VendorForm({ vendor, canEdit, saving, error, onSubmit }: VendorFormProps) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(vendor));
  const [connectorError, setConnectorError] = useState<string | undefined>();
  const [credentialsError, setCredentialsError] = useState<string | undefined>();
  const errors = error?.fieldErrors ?? {};
  const set = (key: keyof Draft) => (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: event.target.value }));
  const policyError = (key: string) => errors[`shippingPolicy.${key}`] ?? (key === 'standardShipping' ? errors.shippingPolicy : undefined);

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = bodyOf(draft);
    setConnectorError('connectorError' in result ? result.connectorError : undefined);
    setCredentialsError('credentialsError' in result ? result.credentialsError : undefined);
    if (!('body' in result)) return;
    onSubmit(result.body);
  }

  return (
    <form onSubmit={submit} className="grid gap-6" noValidate aria-label={vendor ? `Edit ${vendor.name}` : 'New vendor'}>
      <fieldset disabled={!canEdit || saving} className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold">Vendor</legend>
        <FormField label="Name" error={errors.name}>
          <Input value={draft.name} onChange={set('name')} />
        </FormField>
        <FormField label="Slug" error={errors.slug} hint="Lower-case letters, digits and dashes; the feed CLI names the vendor by it.">
          <Input value={draft.slug} onChange={set('slug')} />
        </FormField>
        <FormField label="Site" error={errors.website}>
          <Input type="url" value={draft.website} onChange={set('website')} />
        </FormField>
        <FormField label="Logo" error={errors.logo} hint="An http(s) url or a site path.">
          <Input value={draft.logo} onChange={set('logo')} />
        </FormField>
        <div className="sm:col-span-2">
          <FormField label="Description" error={errors.description}>
            <Input value={draft.description} onChange={set('description')} />
          </FormField>
        </div>
        <label className="flex items-center gap-2 text-sm sm:col-span-2">
          <Checkbox checked={draft.isActive} onChange={(e) => setDraft((d) => ({ ...d, isActive: e.target.checked }))} />
          Active (unchecked: paused — no scheduled feed runs)
        </label>
      </fieldset>

      <fieldset disabled={!canEdit || saving} className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold">Affiliate terms</legend>
        <FormField label="Commission rate (%)" error={errors.commissionRate} hint="0 to 100; stored as a fraction.">
          <Input inputMode="decimal" value={draft.commissionPercent} onChange={set('commissionPercent')} />
        </FormField>
        <FormField label="Average order value ($)" error={errors.averageOrderValue} hint="For the click-out report's commission estimate.">
          <Input inputMode="decimal" value={draft.averageOrderValue} onChange={set('averageOrderValue')} />
        </FormField>
        <FormField label="Affiliate network" error={errors.affiliateNetwork}>
          <Input value={draft.affiliateNetwork} onChange={set('affiliateNetwork')} />
        </FormField>
        <FormField label="Link template" error={errors.affiliateTemplate} hint="{url} or {url_encoded} stands for the product's url.">
          <Input value={draft.affiliateTemplate} onChange={set('affiliateTemplate')} />
        </FormField>
      </fieldset>

      <fieldset disabled={!canEdit || saving} className="grid gap-4 sm:grid-cols-4">
        <legend className="mb-2 text-base font-semibold">Shipping policy</legend>
        <FormField label="Free shipping from ($)" error={policyError('freeShippingThreshold')} hint="Empty: never free.">
          <Input inputMode="decimal" value={draft.freeShippingThreshold} onChange={set('freeShippingThreshold')} />
        </FormField>
        <FormField label="Standard shipping ($)" error={policyError('standardShipping')}>
          <Input inputMode="decimal" value={draft.standardShipping} onChange={set('standardShipping')} />
        </FormField>
        <FormField label="Standard days, min" error={policyError('standardDays')}>
          <Input inputMode="numeric" value={draft.standardDaysMin} onChange={set('standardDaysMin')} />
        </FormField>
        <FormField label="Standard days, max" error={policyError('standardDays.1')}>
          <Input inputMode="numeric" value={draft.standardDaysMax} onChange={set('standardDaysMax')} />
        </FormField>
        <FormField label="Express days, min" error={policyError('expressDays')}>
          <Input inputMode="numeric" value={draft.expressDaysMin} onChange={set('expressDaysMin')} />
        </FormField>
        <FormField label="Express days, max" error={policyError('expressDays.1')}>
          <Input inputMode="numeric" value={draft.expressDaysMax} onChange={set('expressDaysMax')} />
        </FormField>
        <FormField label="Express shipping ($)" error={policyError('expressShipping')}>
          <Input inputMode="decimal" value={draft.expressShipping} onChange={set('expressShipping')} />
        </FormField>
      </fieldset>

      <fieldset disabled={!canEdit || saving} className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold">Feed and live connector</legend>
        <FormField label="Feed URL" error={errors.feedUrl}>
          <Input type="url" value={draft.feedUrl} onChange={set('feedUrl')} />
        </FormField>
        <FormField label="Feed schedule (minutes between runs)" error={errors.feedIntervalMinutes} hint="Empty: run by hand only.">
          <Input inputMode="numeric" value={draft.feedIntervalMinutes} onChange={set('feedIntervalMinutes')} />
        </FormField>
        <FormField label="Feed format" error={errors.feedFormat} hint="Auto: recognized from the feed's content.">
          <NativeSelect value={draft.feedFormat} onChange={set('feedFormat')}>
            {FEED_FORMAT_CHOICES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Feed cron schedule (UTC)" error={errors.feedSchedule} hint='Five fields, e.g. "0 3 * * *" for 03:00 daily; replaces the minutes.'>
          <Input value={draft.feedSchedule} onChange={set('feedSchedule')} />
        </FormField>
        <FormField
          label="Feed shrink limit (%)"
          error={errors.feedShrinkLimit}
          hint="A full feed with fewer items than this share of the last successful run is held for review; 0: never held."
        >
          <Input inputMode="numeric" value={draft.feedShrinkLimit} onChange={set('feedShrinkLimit')} />
        </FormField>
        <div className="sm:col-span-2">
          <FormField
            label="Feed credentials (JSON)"
            error={credentialsError ?? errors.feedCredentials ?? Object.entries(errors).find(([key]) => key.startsWith('feedCredentials.'))?.[1]}
            hint="Names of FEED_SECRET_ environment variables, never the secret: basic, bearer, header or query."
          >
            <Input className="font-mono text-xs" value={draft.feedCredentials} onChange={set('feedCredentials')} />
          </FormField>
        </div>
        <div className="sm:col-span-2">
          <FormField label="Live connector settings (JSON)" error={connectorError ?? errors.connector}>
            <textarea
              className="min-h-28 w-full rounded-md border border-input bg-card px-3 py-2 font-mono text-xs aria-invalid:border-destructive"
              value={draft.connector}
              onChange={set('connector')}
            />
          </FormField>
        </div>
      </fieldset>

      {error && Object.keys(errors).length === 0 && (
        <p role="alert" className="text-sm text-destructive">
          {error.displayMessage}
        </p>
      )}
      {error && Object.keys(errors).length > 0 && (
        <p role="alert" className="text-sm text-destructive">
          Please correct the fields marked above.
        </p>
      )}
      {canEdit && (
        <div>
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving…' : vendor ? 'Save changes' : 'Add vendor'}
          </Button>
        </div>
      )}
    </form>
  );
}
