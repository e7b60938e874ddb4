/**
 * Renders the demo catalogue's pictures locally: every image is SVG drawn by this project and
 * rasterised with sharp, so a fresh install needs no network and no downloaded assets.
 *
 * Each job writes two WebP files: `<key>` at full size and a half-size variant whose key replaces
 * the trailing '.webp' with '-<half width>.webp'. Product images are 800x1000 with a 400x500
 * '-400.webp' variant; offer banners are 1600x640 with an 800x320 '-800.webp' variant.
 */
import { variantKey } from '@store/domain';
import { loadSharp } from '#platform/images/load-sharp';
import type { MediaStorage } from '#platform/storage/media-storage';
import { demoGarments, demoOffers, demoProducts } from './demo-catalogue';
import { offerBannerSvg, productImageSvg, VIEW_ORDER } from './garment-svg';
import { pick } from './prng';

export interface ImageJob {
  key: string;
  svg: string;
  width: number;
  height: number;
}

export interface RenderResult {
  /** Files written, counting full-size images and variants separately. */
  written: number;
  /** Files that already existed and were left alone. */
  skipped: number;
  /** Jobs not started because `signal` was aborted: they render on a later run. */
  left: number;
  ms: number;
}

export interface RenderOptions {
  /** Jobs in flight at once. The default 4 keeps two cores busy while others wait on disk. */
  concurrency?: number;
  /**
   * WebP encoder effort 0..6. The default 2 balances speed and size; 0 renders the demo set about
   * 20% faster but its files are about 60% larger.
   */
  effort?: number;
  /** Aborted: no new job starts (those under way finish, so no file is left half-written). */
  signal?: AbortSignal;
}

const QUALITY = 78;

function garmentOf(productid: string) {
  const garment = demoGarments.get(productid);
  if (!garment) throw new Error(`No garment recorded for ${productid}`);
  return garment;
}

export function demoImageJobs(): ImageJob[] {
  const jobs: ImageJob[] = [];
  demoProducts.forEach((product, index) => {
    const garment = garmentOf(product.productid);
    for (const colour of product.colors) {
      colour.imageKeys.forEach((key, view) => {
        const svg = productImageSvg(garment, colour.name, pick(VIEW_ORDER, view), index);
        jobs.push({ key, svg, width: 800, height: 1000 });
      });
    }
  });
  demoOffers.forEach((offer, index) => {
    const showcase = offer.productids.slice(0, 3).map((id) => {
      const product = demoProducts.find((p) => p.productid === id);
      const colour = product?.colors[0]?.name;
      if (!colour) throw new Error(`Offer '${offer.title}' refers to unknown product ${id}`);
      return { kind: garmentOf(id), colour };
    });
    jobs.push({
      key: offer.imageKey,
      svg: offerBannerSvg({ ...offer, showcase }, index),
      width: 1600,
      height: 640,
    });
  });
  return jobs;
}

/** Both files a job produces, full size first. */
export function jobOutputs(job: ImageJob): { key: string; width: number; height: number }[] {
  const half = { width: Math.round(job.width / 2), height: Math.round(job.height / 2) };
  return [
    { key: job.key, width: job.width, height: job.height },
    { key: variantKey(job.key, half.width), ...half },
  ];
}

async function renderJob(
  storage: MediaStorage,
  job: ImageJob,
  effort: number,
  result: RenderResult,
): Promise<void> {
  const outputs = jobOutputs(job);
  const missing: typeof outputs = [];
  for (const output of outputs) {
    if (await storage.exists(output.key)) result.skipped += 1;
    else missing.push(output);
  }
  if (missing.length === 0) return;

  const svg = Buffer.from(job.svg);
  const sharp = await loadSharp();
  for (const output of missing) {
    // Rendering the SVG again at a lower density is cheaper than copying raw pixels out and back.
    const density = (72 * output.width) / job.width;
    const webp = await sharp(svg, { density })
      .resize(output.width, output.height)
      .webp({ quality: QUALITY, effort })
      .toBuffer();
    // The store writes whole files only, so an interrupted run never leaves one later runs skip.
    await storage.put(output.key, webp, 'image/webp');
    result.written += 1;
  }
}

/** Renders the given jobs into the media store, skipping files that already exist. */
export async function renderImageJobs(
  storage: MediaStorage,
  jobs: readonly ImageJob[],
  opts: RenderOptions = {},
): Promise<RenderResult> {
  const started = performance.now();
  const result: RenderResult = { written: 0, skipped: 0, left: 0, ms: 0 };
  const concurrency = Math.max(1, Math.floor(opts.concurrency ?? 4));
  const effort = opts.effort ?? 2;
  let next = 0;
  const worker = async () => {
    while (next < jobs.length && !opts.signal?.aborted) {
      const job = jobs[next++];
      if (job) await renderJob(storage, job, effort, result);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, worker));
  result.left = jobs.length - next;
  result.ms = Math.round(performance.now() - started);
  return result;
}

export async function renderDemoImages(
  storage: MediaStorage,
  opts: RenderOptions = {},
): Promise<RenderResult> {
  return renderImageJobs(storage, demoImageJobs(), opts);
}
