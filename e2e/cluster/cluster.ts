import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import S3rver from 's3rver';
import { startSmtpListener } from '../support/smtp-listener';
import {
  freePort,
  launch,
  onCleanup,
  startPostgres,
  waitFor,
  writeConfig,
  type Running,
} from './processes';
import { haproxyConfig, nginxConfig } from './proxy-configs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SERVER_BUNDLE = path.join(root, 'apps/api/dist/server.js');
export const CLUSTER_ADMIN = { username: 'admin', password: 'cluster-admin-password' } as const;
export const BUCKET = 'store-media';
/** The real limits: the test's shoppers register from addresses of their own (see shoppers.ts). */
export const RATE_LIMIT_MULTIPLIER = 1;

/** Debian puts servers in /usr/sbin, which a non-root PATH may lack. */
function serverBinary(name: string): string {
  const sbin = `/usr/sbin/${name}`;
  return existsSync(sbin) ? sbin : name;
}

export interface Instance {
  name: string;
  port: number;
  url: string;
  run: Running;
  /** Starts the process again after it exited (same port, same data folder). */
  restart(): Running;
}

export type Cluster = Awaited<ReturnType<typeof startCluster>>;

/**
 * PostgreSQL, an S3 server, an SMTP listener, three store instances from the built bundle started
 * at the same moment on the empty database, HAProxy in front of them and nginx in front of that.
 * Everything lives in one temporary folder and is stopped by `stopAll`, whatever happens.
 */
export async function startCluster() {
  if (!existsSync(SERVER_BUNDLE)) throw new Error('run `npm run build` first');
  const dir = await mkdtemp(path.join(tmpdir(), 'store-cluster-'));
  onCleanup(() => rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 }));
  await import('node:fs/promises').then((fs) => fs.chmod(dir, 0o755));

  const { url: databaseUrl } = await startPostgres();
  const db = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  onCleanup(() => db.end());

  // The bucket every instance writes images to, counting each object written, by key.
  const s3Dir = path.join(dir, 's3');
  await mkdir(s3Dir);
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const puts = new Map<string, number>();
  (s3 as unknown as NodeJS.EventEmitter).on(
    'event',
    (event: { Records: { eventName: string; s3: { object: { key: string } } }[] }) => {
      for (const record of event.Records) {
        if (!record.eventName.startsWith('ObjectCreated')) continue;
        const key = decodeURIComponent(record.s3.object.key);
        puts.set(key, (puts.get(key) ?? 0) + 1);
      }
    },
  );
  const s3Address = (await s3.run()) as AddressInfo;
  onCleanup(() => s3.close());
  const s3Endpoint = `http://127.0.0.1:${s3Address.port}`;

  const smtp = await startSmtpListener();
  onCleanup(() => smtp.close());

  const jwtSecret = 'cluster-test-secret-shared-by-every-instance-0123456789';
  const names = ['a', 'b', 'c'];
  const ports = await Promise.all(names.map(() => freePort()));
  const instanceEnv = (name: string, port: number): NodeJS.ProcessEnv => ({
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: path.join(dir, `data-${name}`),
    DATABASE_URL: databaseUrl,
    JWT_SECRET: jwtSecret,
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: s3Endpoint,
    S3_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    // Browsers load images from the cache in front, which reads them from the bucket.
    MEDIA_BASE_URL: '/media',
    SMTP_URL: smtp.url,
    TRUST_PROXY: '1',
    ADMIN_USERNAME: CLUSTER_ADMIN.username,
    ADMIN_PASSWORD: CLUSTER_ADMIN.password,
    SEED: 'demo',
    RATE_LIMIT_MULTIPLIER: String(RATE_LIMIT_MULTIPLIER),
    CARD_PROVIDER: 'test',
    LOG_LEVEL: 'info',
  });
  const startInstance = (name: string, port: number) =>
    launch(process.execPath, ['--enable-source-maps', SERVER_BUNDLE], {
      cwd: root,
      env: instanceEnv(name, port),
    });
  // All three at the same moment, on the empty database.
  const instances: Instance[] = names.map((name, i) => {
    const port = ports[i] as number;
    const instance: Instance = {
      name,
      port,
      url: `http://127.0.0.1:${port}`,
      run: startInstance(name, port),
      restart: () => (instance.run = startInstance(name, port)),
    };
    return instance;
  });

  const balancerPort = await freePort();
  const haproxyFile = await writeConfig(
    path.join(dir, 'haproxy'),
    'haproxy.cfg',
    haproxyConfig({
      listen: balancerPort,
      instances: instances.map(({ name, port }) => ({ name, port })),
    }),
  );
  const haproxy = launch(serverBinary('haproxy'), ['-db', '-f', haproxyFile]);

  const cachePort = await freePort();
  const nginxDir = path.join(dir, 'nginx');
  const nginxFile = await writeConfig(
    nginxDir,
    'nginx.conf',
    nginxConfig({
      listen: cachePort,
      balancer: balancerPort,
      media: { endpoint: s3Endpoint, bucket: BUCKET },
      dir: nginxDir,
    }),
  );
  const nginx = launch(serverBinary('nginx'), ['-c', nginxFile, '-p', nginxDir]);

  return {
    dir,
    databaseUrl,
    db,
    puts,
    smtp,
    instances,
    haproxy,
    nginx,
    nginxDir,
    balancerUrl: `http://127.0.0.1:${balancerPort}`,
    cacheUrl: `http://127.0.0.1:${cachePort}`,
  };
}

/** Waits until `instance` answers /api/health; false when its process exited first. */
export async function becomesHealthy(instance: Instance, timeoutMs = 120_000): Promise<boolean> {
  let exited = false;
  await waitFor(
    `${instance.name} to be healthy`,
    async () => {
      if (instance.run.child.exitCode !== null) {
        exited = true;
        return true;
      }
      const res = await fetch(`${instance.url}/api/health`);
      return res.ok;
    },
    { timeoutMs },
  );
  return !exited;
}
