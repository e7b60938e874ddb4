import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/helper';

describe('a background task that fails', () => {
  let app: FastifyInstance;
  const logged: Array<Record<string, unknown>> = [];
  beforeAll(async () => {
    app = await buildTestApp(
      { logLevel: 'warn' },
      { logStream: { write: (line: string) => void logged.push(JSON.parse(line)) } },
    );
  });
  afterAll(() => app.close());

  it('is an error in the log, naming the task', async () => {
    await app.runInBackground('a broken task', async () => {
      throw new Error('the task went wrong');
    });
    expect(logged.at(-1)).toMatchObject({
      level: 50,
      msg: 'background task failed',
      task: 'a broken task',
    });
  });

  it('because the database went away is a warning, as for a request, and runs again later', async () => {
    // What PostgreSQL sends to every connection as it restarts (admin_shutdown).
    const shutdown = Object.assign(
      new Error('terminating connection due to administrator command'),
      {
        code: '57P01',
      },
    );
    await app.runInBackground('a sweep', async () => {
      throw new Error('Failed query: select 1', { cause: shutdown });
    });
    expect(logged.at(-1)).toMatchObject({
      level: 40,
      msg: 'database unavailable',
      task: 'a sweep',
    });
    let ran = false;
    await app.runInBackground('a sweep', async () => {
      ran = true;
    });
    expect(ran).toBe(true);
  });
});
