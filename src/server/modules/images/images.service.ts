import type { Database } from '../../db/client';
import { HttpError } from '../../http/http-error';
import { findPartForImage, findVendorName } from './images.queries';
import { partImageSvg, vendorLogoSvg } from './svg';

/** The generated pictures: a vendor's wordmark and a part's drawing, by slug; 404 for a slug that names none. */
export function createImageService(db: Database) {
  return {
    async vendorLogo(slug: string): Promise<string> {
      const name = await findVendorName(db, slug);
      if (!name) throw new HttpError(404, 'Unknown vendor');
      return vendorLogoSvg(name);
    },

    async partImage(slug: string): Promise<string> {
      const part = await findPartForImage(db, slug);
      if (!part) throw new HttpError(404, 'Unknown part');
      return partImageSvg(part);
    },
  };
}

export type ImageService = ReturnType<typeof createImageService>;
