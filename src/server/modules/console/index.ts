/** The operator console's shared pieces, for the modules behind its screens: who makes a change, CSV downloads, field errors. */
export { actorOf } from './actor';
export { csvReply } from './csv-reply';
export { fieldError, fieldErrors, type FieldIssue } from './field-error';
