/** Price alerts by email: the routes, and the worker that evaluates alerts and sends the queued mail (modules/mail). */
export { alertsRoutes } from './alerts.routes';
export { createAlertsService } from './alerts.service';
export { ALERT_TICK_MS, startAlertJobs, evaluatePendingChanges, type AlertJobs, type AlertJobsOptions } from './alert-jobs';
