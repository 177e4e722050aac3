/** Price alerts by email: the routes, the worker that evaluates alerts and sends mail, the senders. */
export { alertsRoutes } from './alerts.routes';
export { startAlertJobs, evaluatePendingChanges, type AlertJobs, type AlertJobsOptions } from './alert-jobs';
export { outboxSender, smtpSender, type MailSender, type OutgoingMail } from './mail/mail-transport';
export { devOutboxRoutes } from './dev-outbox.routes';
