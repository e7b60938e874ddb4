import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp (libvips) is loaded with the first image to process, not at start: a restart whose demo
 * images are all drawn serves the store without it.
 */
export function loadSharp(): Promise<typeof Sharp> {
  return (loading ??= import('sharp').then(({ default: sharp }) => sharp));
}
