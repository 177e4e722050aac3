// A module reaching into a plugin: the route options it wants live in src/server/http instead.
import { registerGate } from '@server/plugins/gate';

export const fixture = [registerGate];
