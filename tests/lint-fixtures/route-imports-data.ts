// A route that reaches past its service: a queries file, and a type and a value from db/ (a route takes services, not the database).
import type { Database } from '@server/db/client';
import { pingDatabase } from '@server/db/client';
import { findClickTarget } from '@server/modules/clickout/clickout.queries';

export const fixture = (db: Database) => [pingDatabase, findClickTarget, db];
