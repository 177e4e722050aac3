export { actorOf } from './actor';
export { csvReply } from './csv-reply';
export { fieldError } from './field-error';
