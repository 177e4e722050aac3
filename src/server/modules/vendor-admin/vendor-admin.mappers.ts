import type { AdminVendor, VendorPatch, VendorShippingPolicy } from '@shared/schemas/admin-vendors';
import type { ShippingPolicy } from '../../db/schema/vendors';
import type { VendorRow, VendorValues } from './vendor-admin.queries';

const toCents = (dollars: number) => Math.round(dollars * 100);
const toDollars = (cents: number) => cents / 100;

export function policyToDollars(policy: ShippingPolicy | null): VendorShippingPolicy | null {
  if (!policy) return null;
  return {
    freeShippingThreshold: policy.freeShippingThresholdCents == null ? null : toDollars(policy.freeShippingThresholdCents),
    standardShipping: toDollars(policy.standardShippingCents),
    standardDays: policy.standardDays,
    expressDays: policy.expressDays,
    expressShipping: policy.expressShippingCents == null ? null : toDollars(policy.expressShippingCents),
  };
}

export function policyToCents(policy: VendorShippingPolicy | null): ShippingPolicy | null {
  if (!policy) return null;
  return {
    freeShippingThresholdCents: policy.freeShippingThreshold == null ? null : toCents(policy.freeShippingThreshold),
    standardShippingCents: toCents(policy.standardShipping),
    standardDays: policy.standardDays,
    expressDays: policy.expressDays,
    expressShippingCents: policy.expressShipping == null ? null : toCents(policy.expressShipping),
  };
}

/** The vendor as the console edits it: the rate as a fraction, money in dollars. */
export function toEditableVendor(row: VendorRow): Omit<AdminVendor, 'id' | 'listingCount' | 'lastFeedRunAt'> {
  return {
    name: row.name,
    slug: row.slug,
    website: row.website,
    logo: row.logo,
    description: row.description,
    commissionRate: Number(row.commissionRate),
    averageOrderValue: toDollars(row.averageOrderValueCents),
    affiliateNetwork: row.affiliateNetwork,
    affiliateTemplate: row.affiliateTemplate,
    shippingPolicy: policyToDollars(row.shippingPolicy),
    feedUrl: row.feedUrl,
    feedIntervalMinutes: row.feedIntervalMinutes,
    feedFormat: row.feedFormat,
    feedSchedule: row.feedSchedule,
    feedShrinkLimit: row.feedShrinkLimit,
    feedCredentials: row.feedCredentials,
    connector: row.connector,
    isActive: row.isActive,
  };
}

export function toAdminVendor(row: { vendor: VendorRow; listingCount: number; lastFeedRunAt: string | null }): AdminVendor {
  return {
    id: row.vendor.id,
    ...toEditableVendor(row.vendor),
    listingCount: Number(row.listingCount),
    lastFeedRunAt: row.lastFeedRunAt ? new Date(row.lastFeedRunAt).toISOString() : null,
  };
}

/** The columns a validated change sets (only the fields it names). */
export function toVendorValues(patch: VendorPatch): VendorValues {
  const values: VendorValues = {};
  if (patch.name !== undefined) values.name = patch.name;
  if (patch.slug !== undefined) values.slug = patch.slug;
  if (patch.website !== undefined) values.website = patch.website;
  if (patch.logo !== undefined) values.logo = patch.logo;
  if (patch.description !== undefined) values.description = patch.description;
  // Four decimals of a fraction: a rate is shown to a hundredth of a percent.
  if (patch.commissionRate !== undefined) values.commissionRate = patch.commissionRate.toFixed(4);
  if (patch.averageOrderValue !== undefined) values.averageOrderValueCents = toCents(patch.averageOrderValue);
  if (patch.affiliateNetwork !== undefined) values.affiliateNetwork = patch.affiliateNetwork || null;
  if (patch.affiliateTemplate !== undefined) values.affiliateTemplate = patch.affiliateTemplate || null;
  if (patch.shippingPolicy !== undefined) values.shippingPolicy = policyToCents(patch.shippingPolicy as VendorShippingPolicy | null);
  if (patch.feedUrl !== undefined) values.feedUrl = patch.feedUrl;
  if (patch.feedIntervalMinutes !== undefined) values.feedIntervalMinutes = patch.feedIntervalMinutes;
  if (patch.feedFormat !== undefined) values.feedFormat = patch.feedFormat;
  if (patch.feedSchedule !== undefined) values.feedSchedule = patch.feedSchedule;
  if (patch.feedShrinkLimit !== undefined) values.feedShrinkLimit = patch.feedShrinkLimit;
  if (patch.feedCredentials !== undefined) values.feedCredentials = patch.feedCredentials;
  // Another url is another feed: the last answer's validators describe the old one.
  if (patch.feedUrl !== undefined || patch.feedCredentials !== undefined || patch.feedFormat !== undefined) {
    values.feedEtag = null;
    values.feedLastModified = null;
  }
  if (patch.connector !== undefined) values.connector = patch.connector;
  if (patch.isActive !== undefined) values.isActive = patch.isActive;
  return values;
}
