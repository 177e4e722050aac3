/**
 * Outgoing mail, for every module that writes to people (price alerts, operator invitations): a
 * template rendered as text and HTML, durable jobs in `mail_jobs` enqueued in the caller's
 * transaction, the SMTP and development-outbox senders, and the outbox's pages.
 */
export { renderMail, type MailBlock, type MailContent, type RenderedMail } from './mail-template';
export { enqueueMails, sendDueMails, deleteOldMails, backoffMs, MAX_ATTEMPTS, MAIL_RETENTION_DAYS, type NewMailJob, type MailWorkerOptions } from './mail-queue';
export { outboxSender, smtpSender, type MailSender, type OutgoingMail } from './mail-transport';
export { devOutboxRoutes } from './dev-outbox.routes';
