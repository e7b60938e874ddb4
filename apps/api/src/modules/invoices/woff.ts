import { inflateSync } from 'node:zlib';

/**
 * A WOFF 1.0 font as the plain TrueType/OpenType (sfnt) font it wraps. fontkit reads a WOFF
 * font's tables by inflating them again on every read, a glyph at a time, which made one tax
 * invoice with Arabic on it cost about a third of a second of the server's CPU; the same font
 * unwrapped once is read directly.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.length < 44 || woff.toString('latin1', 0, 4) !== 'wOFF') {
    throw new Error('Not a WOFF 1.0 font.');
  }
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.length !== origLength) throw new Error('A WOFF table has the wrong length.');
    return { tag: woff.readUInt32BE(at), checksum: woff.readUInt32BE(at + 16), data };
  });

  const padded = (n: number) => (n + 3) & ~3;
  const headerLength = 12 + numTables * 16;
  const total = tables.reduce((sum, t) => sum + padded(t.data.length), headerLength);
  const sfnt = Buffer.alloc(total);
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(numTables, 4);
  sfnt.writeUInt16BE(searchRange, 6);
  sfnt.writeUInt16BE(entrySelector, 8);
  sfnt.writeUInt16BE(numTables * 16 - searchRange, 10);
  let offset = headerLength;
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    sfnt.writeUInt32BE(t.tag, at);
    sfnt.writeUInt32BE(t.checksum, at + 4);
    sfnt.writeUInt32BE(offset, at + 8);
    sfnt.writeUInt32BE(t.data.length, at + 12);
    t.data.copy(sfnt, offset);
    offset += padded(t.data.length);
  });
  return sfnt;
}
