import type { Listing } from '@shared/schemas/parts';

/** The vendor's name, or "Vendor {vendorId}" when the listing carries none. */
export function vendorName(listing: Pick<Listing, 'vendorId' | 'vendor'>): string {
  return listing.vendor.name.trim() || `Vendor ${listing.vendorId}`;
}
