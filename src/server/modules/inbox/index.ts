/** The console's inbox: contact messages and sign-ups. */
export { inboxRoutes } from './inbox.routes';
export { createInboxService } from './inbox.service';
