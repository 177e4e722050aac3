/** Content pages' server side: the contact form, newsletter and waitlist sign-ups, the sitemap and robots.txt, the overview PDF. */
export { contentRoutes } from './content.routes';
