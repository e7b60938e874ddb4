/** Bytes needed to recognise every format below. */
export const SIGNATURE_BYTES = 12;

export type RasterFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'tiff' | 'avif';

const startsWith = (head: Buffer, bytes: number[], at = 0) =>
  bytes.every((byte, i) => head[at + i] === byte);
const ascii = (head: Buffer, at: number, text: string) =>
  head.subarray(at, at + text.length).toString('latin1') === text;

/**
 * The raster format the first bytes of a file announce, or null. What the browser or the file
 * name claim is never asked: a PDF renamed photo.jpg or an SVG (which can carry script) is null.
 */
export function rasterFormatOf(head: Buffer): RasterFormat | null {
  if (head.length < SIGNATURE_BYTES) return null;
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(head, 0, 'GIF87a') || ascii(head, 0, 'GIF89a')) return 'gif';
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WEBP')) return 'webp';
  if (startsWith(head, [0x49, 0x49, 0x2a, 0x00]) || startsWith(head, [0x4d, 0x4d, 0x00, 0x2a])) {
    return 'tiff';
  }
  if (ascii(head, 4, 'ftyp') && (ascii(head, 8, 'avif') || ascii(head, 8, 'avis'))) return 'avif';
  return null;
}
