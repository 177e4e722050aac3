/** Repair guides: their routes and service (page heads read guides through it), and the links from their text to catalog parts that the assistant shares. */
export { toCatalogPartLink } from './part-links';
export { guideRoutes } from './guides.routes';
export { createGuideService, type GuideService } from './guides.service';
