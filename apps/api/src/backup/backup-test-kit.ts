import { spawn } from 'node:child_process';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#app';
import type { Config } from '#config/env';
import { apiDir, repoRoot } from '#config/paths';
import { openDatabase } from '#db/client';
import { bearer } from '../modules/auth/test-users';

export interface CommandRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `npm run backup` or `npm run restore`'s program as a shop owner would, on `store`'s settings. */
export function runCommand(
  command: 'backup' | 'restore',
  args: string[],
  store: { dataDir: string; databaseUrl?: string | undefined },
): Promise<CommandRun> {
  const program = path.join(apiDir, 'src', 'backup', `${command}-cli.ts`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', program, ...args], {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATA_DIR: store.dataDir,
        DATABASE_URL: store.databaseUrl ?? '',
        S3_BUCKET: '',
        INIT_CWD: repoRoot,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** A store as `npm start` would open it on `dataDir` (and `databaseUrl`), with `base`'s other settings. */
export async function openStore(
  base: Config,
  dataDir: string,
  databaseUrl: string | undefined,
): Promise<FastifyInstance> {
  const config: Config = {
    ...base,
    dataDir,
    databaseUrl,
    inMemoryDatabase: false,
    media: {
      ...base.media,
      dir: path.join(dataDir, 'media'),
      uploadTmpDir: path.join(dataDir, 'tmp', 'uploads'),
    },
  };
  const database = await openDatabase({ databaseUrl, dataDir });
  return buildApp({ config, database });
}

export interface OrderSeen {
  _id: string;
  orderid: string;
  userid: string;
  invoiceNumber: string | null;
  totalprice: number;
}

/** The shopper's orders as My Orders lists them. */
export async function ordersOf(app: FastifyInstance, token: string): Promise<OrderSeen[]> {
  const res = await app.inject({ method: 'GET', url: '/api/order', headers: bearer(token) });
  if (res.statusCode !== 200) throw new Error(`orders: ${res.statusCode} ${res.body}`);
  return res
    .json<{ orders: OrderSeen[] }>()
    .orders.map(({ _id, orderid, userid, invoiceNumber, totalprice }) => ({
      _id,
      orderid,
      userid,
      invoiceNumber: invoiceNumber ?? null,
      totalprice,
    }));
}

export interface LedgerLine {
  _id: string;
  type: string;
  amount: number;
  orderid: string | null;
}

/** The customer's whole wallet ledger, as the console pages through it, and the balance. */
export async function ledgerOf(app: FastifyInstance, admin: string, userId: string) {
  const lines: LedgerLine[] = [];
  for (let page = 1; ; page += 1) {
    const res = await app.inject({
      method: 'GET',
      url: `/api/admin/customers/${userId}/wallet?page=${page}`,
      headers: bearer(admin),
    });
    if (res.statusCode !== 200) throw new Error(`wallet: ${res.statusCode} ${res.body}`);
    const { wallet } = res.json<{
      wallet: { balance: number; total: number; transactions: LedgerLine[] };
    }>();
    lines.push(
      ...wallet.transactions.map(({ _id, type, amount, orderid }) => ({
        _id,
        type,
        amount,
        orderid,
      })),
    );
    if (lines.length >= wallet.total || wallet.transactions.length === 0) {
      return { balance: wallet.balance, lines };
    }
  }
}

/** INV-000123 → 123. */
export const invoiceSeq = (n: string) => Number(n.replace(/^INV-/, ''));
