// 500 shoppers wait for one sold-out size; the owner restocks it with 3 units. Measures how long
// until 500 mails reach a real SMTP server, that none arrives twice, and the catalogue pages' p95
// while the mails go out. Usage: npx tsx bench/back-in-stock-bench.ts
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startSmtpListener } from '../apps/api/src/test/smtp-listener';
import { run } from './load';
import { adminHeaders, startServer, stopServer } from './server';

const PORT = 8097;
const WAITING = 500;
const base = `http://127.0.0.1:${PORT}`;

type Variant = { color: string; size: string; sku: string; stock: number };
type Product = {
  _id: string;
  productid: string;
  colors: string[];
  sizes: string[];
  variants: Variant[];
};

async function call<T>(method: string, url: string, body?: unknown, headers = {}): Promise<T> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

async function main() {
  const smtp = await startSmtpListener();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-back-in-stock-'));
  const server = await startServer(PORT, dataDir, {
    SEED: 'demo',
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Souq Style <shop@souq.test>',
    RATE_LIMIT_MULTIPLIER: '100',
  });
  try {
    const admin = await adminHeaders(base);
    const { product } = await call<{ product: Product }>(
      'GET',
      '/api/admin/products/DM-0004',
      undefined,
      admin,
    );
    const [color] = product.colors;
    const size = product.sizes[0] ?? 'M';
    const setL = async (stock: number) => {
      const variants = product.variants.map((v) =>
        v.color === color && v.size === size ? { ...v, stock } : v,
      );
      const { variants: _v, ...rest } = product as Product & Record<string, unknown>;
      await call(
        'PUT',
        '/api/admin/products/update-product',
        { ...rest, variants, stock: variants.reduce((n, v) => n + v.stock, 0) },
        admin,
      );
    };
    await setL(0);
    const emails = Array.from({ length: WAITING }, (_, i) => `waiting${i}@bench.test`);
    for (const email of emails) {
      await call('POST', '/api/stock-alerts', { productId: product._id, color, size, email });
    }
    const catalogue = {
      name: 'catalogue while mailing',
      paths: [
        '/api/catalog/products?page=1&limit=24',
        '/api/catalog/products?gender=women&page=1&limit=24',
        `/api/catalog/products/${product.productid}`,
        '/api/catalog/products?sort=price-asc&page=2&limit=24',
      ],
    };
    // Warm the pages and measure them with no mail going out (the machine's own figure), then
    // restock and load them again while the 500 mails go out.
    await run(base, catalogue, 4, 2);
    const quiet = await run(base, catalogue, 8, 20);
    console.log(
      `catalogue before the restock: p50 ${quiet.p50.toFixed(1)} ms, p95 ${quiet.p95.toFixed(1)} ms, p99 ${quiet.p99.toFixed(1)} ms, ${quiet.rps.toFixed(0)} req/s`,
    );
    const before = smtp.received.length;
    const started = performance.now();
    const load = run(base, catalogue, 8, 20);
    await setL(3);
    let allAt: number | undefined;
    while (performance.now() - started < 120_000) {
      if (smtp.received.length - before >= WAITING) {
        allAt = performance.now() - started;
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    const figures = await load;
    // Anything late would show here as a second mail.
    await new Promise((r) => setTimeout(r, 3000));
    const mails = smtp.received.slice(before).flatMap((m) => m.to);
    const unique = new Set(mails);
    console.log(`mails received: ${mails.length}, distinct shoppers: ${unique.size} of ${WAITING}`);
    console.log(
      `all ${WAITING} mails at the SMTP server after: ${allAt === undefined ? 'not within 120 s' : `${(allAt / 1000).toFixed(1)} s`}`,
    );
    console.log(
      `catalogue meanwhile: p50 ${figures.p50.toFixed(1)} ms, p95 ${figures.p95.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms, ${figures.rps.toFixed(0)} req/s, non-2xx ${figures.non2xx}`,
    );
    const ok = mails.length === WAITING && unique.size === WAITING && figures.p95 < 100;
    console.log(ok ? 'PASS' : 'FAIL');
    process.exitCode = ok ? 0 : 1;
  } finally {
    await stopServer(server);
    await smtp.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
