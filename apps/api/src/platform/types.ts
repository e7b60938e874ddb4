import type { Config } from '#config/env';
import type { Database, Db } from '#db/client';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** Shorthand for `database.db`: the Drizzle handle repositories take. */
    db: Db;
    /** Tried in order when a /media/ file is missing; true means the file now exists. */
    mediaFallbacks: Array<(key: string) => Promise<boolean>>;
  }
}
