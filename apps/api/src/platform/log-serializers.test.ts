import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#db/schema';
import { registerShopper } from '../modules/auth/test-users';
import { buildTestApp } from '#test/helper';

const SECRET = 'hunter2-$scrypt$N=131072$not-for-logs';

describe('a failed query in the log', () => {
  let app: FastifyInstance;
  const lines: string[] = [];
  let email: string;

  beforeAll(async () => {
    app = await buildTestApp(
      { logLevel: 'info' },
      { logStream: { write: (line: string) => void lines.push(line) } },
    );
    // Queries that fail with a value the log must not show: as a parameter, in PostgreSQL's
    // message ('invalid input syntax ... "<value>"') and in its detail ('Key (...)=(<value>)').
    app.get('/api/test/bad-cast', async () => app.db.execute(sql`SELECT ${SECRET}::int`));
    app.get('/api/test/duplicate', async () =>
      app.db.insert(users).values({ fullname: 'Copy', email, passwordHash: SECRET }),
    );
    email = (await registerShopper(app)).email;
  });
  afterAll(() => app.close());

  it.each(['/api/test/bad-cast', '/api/test/duplicate'])(
    'answers %s with a 500 and logs the failure without its values',
    async (url) => {
      const before = lines.length;
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(500);
      const logged = lines.slice(before).join('');
      const entry = JSON.parse(
        lines.slice(before).find((l) => l.includes('unhandled error')) ?? '{}',
      );
      // The failure is there to debug: its type, the SQL text and the database's code.
      expect(entry.err).toMatchObject({ message: expect.stringContaining('Failed query') });
      expect(JSON.stringify(entry.err)).toMatch(/database error (22P02|23505)/);
      expect(logged).not.toContain('hunter2');
      expect(logged).not.toContain('$scrypt$');
      expect(logged).not.toContain(email);
    },
  );
});
