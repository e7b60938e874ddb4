import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLE_PAY_FILE_MAX_BYTES } from '#config/apple-pay';
import { ConfigError, loadConfig } from '#config/env';
import { repoRoot } from '#config/paths';
import { buildTestApp } from '#test/helper';
import { standInWebApp } from '#test/web-dist';

const ADDRESS = '/.well-known/apple-developer-merchantid-domain-association';

let folder: string;
let file: string;
/** A stand-in for Stripe's download: a few kilobytes of hex text, as Apple's file is. */
const contents = `${randomBytes(4000).toString('hex')}\n`;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'store-apple-pay-'));
  file = path.join(folder, 'apple-developer-merchantid-domain-association');
  await writeFile(file, contents);
});
afterAll(() => rm(folder, { recursive: true, force: true }));

describe('the Apple Pay domain association file', () => {
  let web: Awaited<ReturnType<typeof standInWebApp>>;
  let withFile: FastifyInstance;
  let without: FastifyInstance;

  beforeAll(async () => {
    // A built web app, whose page answers every other address: the file's must not be that page.
    web = await standInWebApp();
    const { applePay } = loadConfig({ APPLE_PAY_DOMAIN_FILE: file });
    withFile = await buildTestApp({ webDistDir: web.webDistDir, applePay });
    without = await buildTestApp({ webDistDir: web.webDistDir });
  });
  afterAll(async () => {
    await Promise.all([withFile.close(), without.close()]);
    await web.remove();
  });

  it("is served as the file's own bytes when APPLE_PAY_DOMAIN_FILE names it", async () => {
    const res = await withFile.inject({ method: 'GET', url: ADDRESS });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(contents);
    expect(res.headers['content-type']).toBe('text/plain');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const head = await withFile.inject({ method: 'HEAD', url: ADDRESS });
    expect(head.statusCode).toBe(200);
  });

  it('is not found without the setting, like any unknown file, and is never the app page', async () => {
    for (const url of [ADDRESS, '/.well-known/security.txt']) {
      const res = await without.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    // Other addresses still get the app's page.
    const page = await without.inject({ method: 'GET', url: '/no-such-page' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });
});

describe('APPLE_PAY_DOMAIN_FILE at start', () => {
  it('is read once into the configuration, and unset leaves Apple Pay without it', () => {
    expect(loadConfig({ APPLE_PAY_DOMAIN_FILE: file }).applePay?.domainAssociation.toString()).toBe(
      contents,
    );
    expect(loadConfig({}).applePay).toBeUndefined();
    expect(loadConfig({ APPLE_PAY_DOMAIN_FILE: ' ' }).applePay).toBeUndefined();
  });

  it('stops the start for a missing, empty, oversized or unreadable file, naming the setting', async () => {
    const empty = path.join(folder, 'empty');
    const large = path.join(folder, 'large');
    await writeFile(empty, '');
    await writeFile(large, Buffer.alloc(APPLE_PAY_FILE_MAX_BYTES + 1, 'a'));
    const cases: [string, RegExp][] = [
      [path.join(folder, 'missing'), /APPLE_PAY_DOMAIN_FILE: there is no file at .*missing/],
      [folder, /APPLE_PAY_DOMAIN_FILE: .* is not a file/],
      [empty, /APPLE_PAY_DOMAIN_FILE: .*empty is empty/],
      [large, /APPLE_PAY_DOMAIN_FILE: .*large is 65537 bytes/],
    ];
    // Root reads any file whatever its mode: the unreadable case only holds for other users.
    if (process.getuid?.() !== 0) {
      const locked = path.join(folder, 'locked');
      await writeFile(locked, contents);
      await chmod(locked, 0o000);
      cases.push([locked, /APPLE_PAY_DOMAIN_FILE: cannot read .*locked \(EACCES\)/]);
    }
    for (const [given, message] of cases) {
      expect(() => loadConfig({ APPLE_PAY_DOMAIN_FILE: given })).toThrow(ConfigError);
      expect(() => loadConfig({ APPLE_PAY_DOMAIN_FILE: given })).toThrow(message);
    }
  });

  it('makes the store refuse to start, with the message on its error output', async () => {
    const missing = path.join(folder, 'not-downloaded-yet');
    const child = spawn(
      path.join(repoRoot, 'node_modules/.bin/tsx'),
      [path.join(repoRoot, 'apps/api/src/server.ts')],
      {
        env: {
          ...process.env,
          NODE_ENV: 'test',
          DATA_DIR: path.join(folder, 'data'),
          PORT: '0',
          APPLE_PAY_DOMAIN_FILE: missing,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain(`APPLE_PAY_DOMAIN_FILE: there is no file at ${missing}`);
  });
});
