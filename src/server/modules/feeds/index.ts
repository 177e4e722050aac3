/** Feeds: retailers' product feeds read on schedule, the review queue, and the console's views of both. */
export { feedConsoleRoutes } from './feed-console.routes';
export { reviewDecisionsRoutes } from './review-decisions.routes';
export { scheduleProblem } from './schedule';
export { DelimitedReader, type DelimitedRecord } from './parse/delimited';
// For the command line (src/cli): runs in this process, or through the server that owns the database.
export { processAlive, readAdminHandover, type AdminHandover } from './admin-handover';
export { FeedRequestError } from './feed-error';
export { failAbandonedRuns } from './feeds.queries';
export { toFeedRun } from './feeds.mappers';
export { createFeedsService } from './feeds.service';
export { ingestFeed } from './run/ingest';
