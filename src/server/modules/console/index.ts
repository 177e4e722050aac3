export { actorOf } from './actor';
export { csvReply } from './csv-reply';
