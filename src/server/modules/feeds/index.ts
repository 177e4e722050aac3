/** Feeds: retailers' product feeds read on schedule, the review queue, and the console's views of both. */
export { feedConsoleRoutes } from './feed-console.routes';
export { reviewDecisionsRoutes } from './review-decisions.routes';
export { scheduleProblem } from './schedule';
export { DelimitedReader, type DelimitedRecord } from './parse/delimited';
