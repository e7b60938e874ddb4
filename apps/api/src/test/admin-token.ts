import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { admins } from '#db/schema';

/** A fresh admin account and a token for it, for the back office's API tests. */
export async function adminToken(app: FastifyInstance): Promise<string> {
  const [row] = await app.db
    .insert(admins)
    .values({ username: `admin-${randomBytes(6).toString('hex')}`, passwordHash: 'not-used' })
    .returning({ id: admins.id });
  if (!row) throw new Error('admin insert returned nothing');
  return app.tokens.sign({ userId: row.id, role: 'admin' });
}
