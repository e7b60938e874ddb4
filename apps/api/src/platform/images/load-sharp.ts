import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp (libvips) is loaded with the first image to process, not at start: a restart whose demo
 * images are all drawn serves the store without it.
 */
export function loadSharp(): Promise<typeof Sharp> {
  return (loading ??= import('sharp').then(({ default: sharp }) => {
    // libvips caches recent operations with their open (memory-mapped) input files: an upload's
    // temporary file, removed once its WebP variants are stored, would keep its space (up to
    // 100 MB each) on the disk, and its pixels in memory, until pushed out of that cache.
    // Nothing here is decoded twice, so nothing is cached.
    sharp.cache(false);
    return sharp;
  }));
}
