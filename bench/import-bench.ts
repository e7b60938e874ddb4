// Catalogue import benchmark (decision 48): POST /api/admin/products/import of a 10,000-row CSV on
// the embedded database, as the console uploads it. The file adds 2,000 products of one colour
// and five sizes (every row checked, then written in one transaction); a second run imports the
// catalogue's own export with every price changed (2,000 products rewritten), and a third the
// export as it is (nothing to write). Target: each under 30 s.
// Usage: npm run bench:import [-- --rows 10000]
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { adminHeaders, startServer, stopServer } from './server';

const { values } = parseArgs({ options: { rows: { type: 'string', default: '10000' } } });
const ROWS = Number(values.rows);
const SIZES = ['XS', 'S', 'M', 'L', 'XL'];
const PORT = 18_197;
const base = `http://127.0.0.1:${PORT}`;

const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
const csvLine = (cells: string[]) => `${cells.map(quote).join(',')}\n`;

async function uploadPicture(headers: Record<string, string>): Promise<string> {
  const png = await sharp({
    create: { width: 600, height: 800, channels: 3, background: '#1d3557' },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('productName', 'Bench Kandura');
  form.append('colorImages', JSON.stringify({ White: ['white.png'] }));
  form.append('images', new Blob([png], { type: 'image/png' }), 'white.png');
  const res = await fetch(`${base}/api/upload-product-images`, {
    method: 'POST',
    headers,
    body: form,
  });
  if (!res.ok) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
  const { paths } = (await res.json()) as { paths: { urls: string[] }[] };
  return paths[0]!.urls[0]!;
}

/** `rows` rows of new products, five sizes each. */
function newProductsCsv(rows: number, picture: string): string {
  const header =
    'productid,name,brand,category,subcategory,gender,price,originalPrice,discount,description,colour,size,sku,stock,images\n';
  let csv = header;
  for (let i = 0; i < rows; i += 1) {
    const n = Math.floor(i / SIZES.length);
    csv += csvLine([
      '',
      `Bench Kandura ${n}`,
      'Souq Tailors',
      'Kanduras',
      'Classic',
      'men',
      (150 + (n % 100)).toFixed(2),
      '',
      '',
      'Cotton kandura for the import benchmark.',
      'White',
      SIZES[i % SIZES.length]!,
      `BENCH-${n}-${SIZES[i % SIZES.length]}`,
      String(i % 9),
      picture,
    ]);
  }
  return csv;
}

async function timedImport(headers: Record<string, string>, csv: string, name: string) {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), name);
  const started = performance.now();
  const res = await fetch(`${base}/api/admin/products/import`, {
    method: 'POST',
    headers,
    body: form,
  });
  const body = await res.text();
  const seconds = (performance.now() - started) / 1000;
  if (!res.ok) throw new Error(`import answered ${res.status}: ${body.slice(0, 500)}`);
  return { seconds, counts: JSON.parse(body) as Record<string, number> };
}

const work = await mkdtemp(path.join(tmpdir(), 'store-import-bench-'));
const server = await startServer(PORT, path.join(work, 'data'));
try {
  const headers = await adminHeaders(base);
  const picture = await uploadPicture(headers);
  const results: { name: string; rows: number; seconds: number; counts: Record<string, number> }[] =
    [];

  const created = await timedImport(headers, newProductsCsv(ROWS, picture), 'new.csv');
  results.push({ name: 'new products', rows: ROWS, ...created });

  const exportStarted = performance.now();
  const exported = await (
    await fetch(`${base}/api/admin/products/export?format=csv`, { headers })
  ).text();
  const exportSeconds = (performance.now() - exportStarted) / 1000;
  const exportRows = exported.trim().split('\n').length - 1;
  // Every product's price up by 1 AED: each one rewritten.
  const repriced = exported.replace(
    /,(\d+)\.(\d\d),/g,
    (_m, aed: string, fils: string) => `,${Number(aed) + 1}.${fils},`,
  );
  results.push({
    name: 'export, repriced',
    rows: exportRows,
    ...(await timedImport(headers, repriced, 'repriced.csv')),
  });
  results.push({
    name: 'export as it is',
    rows: exportRows,
    // Exported again after the repricing: importing it as it is has nothing to write.
    ...(await timedImport(
      headers,
      await (await fetch(`${base}/api/admin/products/export?format=csv`, { headers })).text(),
      'same.csv',
    )),
  });

  console.log('import                 rows  seconds  created  updated  unchanged');
  for (const r of results) {
    console.log(
      [
        r.name.padEnd(20),
        String(r.rows).padStart(6),
        r.seconds.toFixed(1).padStart(8),
        String(r.counts.created).padStart(8),
        String(r.counts.updated).padStart(8),
        String(r.counts.unchanged).padStart(10),
      ].join(' '),
    );
  }
  console.log(`export of ${exportRows} rows: ${exportSeconds.toFixed(1)} s`);
} finally {
  await stopServer(server);
  await rm(work, { recursive: true, force: true });
}
