/** Content pages' server side: the contact form, newsletter and waitlist sign-ups, the sitemap and robots.txt, the overview PDF. */
export { contentRoutes } from './content.routes';
export { createContentService } from './content.service';
export { createSitemapService } from './sitemap.service';
export { createSlidesService } from './slides.service';
