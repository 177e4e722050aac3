/** Click-outs: the tracked redirect to a retailer, what makes a link safe to follow, and the console's report. */
export { safeHttpUrl } from './affiliate-link';
export { clickoutReportRoutes } from './clickout-report.routes';
export { createClickoutReportService } from './clickout-report.service';
export { clickoutRoutes } from './clickout.routes';
export { createClickoutService } from './clickout.service';
