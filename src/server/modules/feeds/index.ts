/** Feeds: retailers' product feeds read on schedule, the review queue, and the console's views of both. */
export { feedsRoutes } from './feeds.routes';
export { feedConsoleRoutes } from './feed-console.routes';
export { createFeedConsoleService } from './feed-console.service';
export { reviewDecisionsRoutes } from './review-decisions.routes';
export { heldPricesRoutes } from './held-prices.routes';
export { createHeldPricesService } from './held-prices.service';
export { createReviewDecisionsService } from './review-decisions.service';
export { scheduleProblem } from './schedule';
export { DelimitedReader, type DelimitedRecord } from './parse/delimited';
// For the command line (src/cli): runs in this process, or through the server that owns the database.
export { processAlive, readAdminHandover, type AdminHandover } from './admin-handover';
export { FeedRequestError } from './feed-error';
export { failAbandonedRuns } from './feeds.queries';
export { toFeedRun } from './feeds.mappers';
export { createFeedsService } from './feeds.service';
export { ingestFeed } from './run/ingest';
// For the app and the server's start and shutdown: the default size limit, scheduled runs, cancelling the runs in
// progress, and how long a run may go silent before it counts as abandoned.
export { startFeedJobs } from './jobs';
export { cancelAllRuns } from './run/active-runs';
export { DEFAULT_LIVENESS } from './run/ingest';
export { DEFAULT_FEED_MAX_BYTES } from './run/feed-source';
