export { actorOf } from './actor';
export { csvReply } from './csv-reply';
export { fieldError, fieldErrors, type FieldIssue } from './field-error';
