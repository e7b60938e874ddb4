import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '#config/env';

export interface TestS3Server {
  config: S3Config;
  close(): Promise<void>;
}

/**
 * A real S3-protocol server (s3rver) on 127.0.0.1 with one empty bucket, for the S3 driver's
 * tests: the same requests AWS would get, answered from a scratch folder.
 */
export async function startS3Server(bucket = 'store-media'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'store-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = (await server.run()) as AddressInfo;
  return {
    config: {
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${address.port}`,
      // s3rver's fixed test credentials; it checks the signature like S3 does.
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
