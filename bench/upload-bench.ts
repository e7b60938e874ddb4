// Upload memory benchmark (decision 11): how much the real server grows while it takes a product
// photo through POST /api/upload-product-images, side by side for a 1 MB photo (the baseline)
// and a photo of nearly 100 MB (the limit for one file), against the size of the decoded image;
// and the same large photo as an offer banner (one pipeline for both).
// The server runs as its own process over an empty DATA_DIR; its resident set is read from
// /proc (VmRSS before, VmHWM the peak) so nothing in this process counts.
// Usage: npm run bench:upload [-- --width 5600 --height 5900]
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { openAsBlob } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { adminHeaders, startServer, stopServer } from './server';

const { values } = parseArgs({
  options: {
    width: { type: 'string', default: '5600' },
    height: { type: 'string', default: '5900' },
  },
});
const PORT = 18_193;
const base = `http://127.0.0.1:${PORT}`;
const MB = 1024 * 1024;

/** An uncompressed PNG of noise: its file is as big as its decoded pixels, the worst case. */
async function noisePng(file: string, width: number, height: number) {
  await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 0, g: 0, b: 0 },
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png({ compressionLevel: 0 })
    .toFile(file);
  return { file, bytes: (await stat(file)).size, decoded: width * height * 3 };
}

/** Kilobytes of a /proc/<pid>/status line (VmRSS now, VmHWM the peak so far). */
async function memoryOf(pid: number, field: 'VmRSS' | 'VmHWM'): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const line = status.split('\n').find((l) => l.startsWith(`${field}:`));
  return Number(line?.replace(/\D/g, '') ?? 0) * 1024;
}

/** Product photos, or offer banners, which go through the same pipeline. */
type Route = 'product' | 'offer';

async function upload(headers: Record<string, string>, file: string, route: Route = 'product') {
  const form = new FormData();
  const blob = await openAsBlob(file, { type: 'image/png' });
  if (route === 'offer') {
    form.append('isUpdate', 'true');
    form.append('offerImage', blob, path.basename(file));
  } else {
    form.append('productName', 'Bench Abaya');
    form.append('colorImages', JSON.stringify({ Black: [path.basename(file)] }));
    form.append('images', blob, path.basename(file));
  }
  const started = performance.now();
  const url = route === 'offer' ? '/api/admin/upload/offer' : '/api/upload-product-images';
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers,
    body: form,
  });
  if (!res.ok) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
  await res.arrayBuffer();
  return performance.now() - started;
}

const work = await mkdtemp(path.join(tmpdir(), 'store-upload-bench-'));
const server = await startServer(PORT, path.join(work, 'data'));
try {
  const pid = server.pid as number;
  const headers = await adminHeaders(base);
  const small = await noisePng(path.join(work, 'small.png'), 600, 580);
  const large = await noisePng(
    path.join(work, 'large.png'),
    Number(values.width),
    Number(values.height),
  );

  // A first small upload loads sharp and warms the pipeline, so neither row pays for that.
  await upload(headers, small.file);
  const rows = [];
  for (const [name, image, route] of [
    ['1 MB photo (baseline)', small, 'product'],
    ['100 MB photo', large, 'product'],
    ['100 MB photo, offer banner', large, 'offer'],
  ] as const) {
    // Writing 5 to clear_refs resets the peak, so each row's peak is its own upload's.
    await writeFile(`/proc/${pid}/clear_refs`, '5');
    const before = await memoryOf(pid, 'VmRSS');
    const ms = await upload(headers, image.file, route);
    const peak = await memoryOf(pid, 'VmHWM');
    rows.push({ name, image, before, peak, ms });
  }

  console.log(
    'upload                    file MB  decoded MB  RSS before MB  peak RSS MB  growth MB  growth/decoded  seconds',
  );
  for (const r of rows) {
    const growth = Math.max(0, r.peak - r.before);
    console.log(
      [
        r.name.padEnd(24),
        (r.image.bytes / MB).toFixed(1).padStart(8),
        (r.image.decoded / MB).toFixed(1).padStart(11),
        (r.before / MB).toFixed(0).padStart(14),
        (r.peak / MB).toFixed(0).padStart(12),
        (growth / MB).toFixed(0).padStart(10),
        (growth / r.image.decoded).toFixed(2).padStart(15),
        (r.ms / 1000).toFixed(1).padStart(8),
      ].join(' '),
    );
  }
} finally {
  await stopServer(server);
  await rm(work, { recursive: true, force: true });
}
