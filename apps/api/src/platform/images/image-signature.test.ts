import { describe, expect, it } from 'vitest';
import { rasterFormatOf } from './image-signature';

const bytes = (...parts: (number[] | string)[]) =>
  Buffer.concat(
    parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))),
  );
const pad = (head: Buffer) => Buffer.concat([head, Buffer.alloc(16)]);

describe('rasterFormatOf', () => {
  it.each<[string, Buffer, string | null]>([
    ['JPEG', pad(bytes([0xff, 0xd8, 0xff, 0xe1])), 'jpeg'],
    ['PNG', pad(bytes([0x89], 'PNG\r\n\x1a\n')), 'png'],
    ['GIF', pad(bytes('GIF89a')), 'gif'],
    ['WebP', pad(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 ')), 'webp'],
    ['TIFF (Intel)', pad(bytes([0x49, 0x49, 0x2a, 0x00])), 'tiff'],
    ['TIFF (Motorola)', pad(bytes([0x4d, 0x4d, 0x00, 0x2a])), 'tiff'],
    ['AVIF', pad(bytes([0, 0, 0, 0x1c], 'ftypavif')), 'avif'],
    ['HEIC (sharp cannot decode it)', pad(bytes([0, 0, 0, 0x18], 'ftypheic')), null],
    ['PDF', pad(bytes('%PDF-1.7\n')), null],
    ['SVG', pad(bytes('<svg xmlns="http://www.w3.org/2000/svg">')), null],
    ['SVG after an XML prolog', pad(bytes('<?xml version="1.0"?><svg>')), null],
    ['HTML', pad(bytes('<!doctype html><script>')), null],
    ['RIFF that is not WebP (WAV)', pad(bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt ')), null],
    ['too short to tell', bytes([0xff, 0xd8, 0xff]), null],
    ['empty', Buffer.alloc(0), null],
  ])('%s -> %s', (_name, head, format) => {
    expect(rasterFormatOf(head)).toBe(format);
  });
});
