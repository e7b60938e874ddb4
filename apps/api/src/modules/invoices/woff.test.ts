import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from './woff';

const require = createRequire(import.meta.url);

interface Layout {
  glyphs: Array<{ id: number; advanceWidth: number; path: { toSVG(): string } }>;
}
interface Font {
  numGlyphs: number;
  unitsPerEm: number;
  layout(text: string): Layout;
}
const fontkit = require('fontkit') as { create(buffer: Buffer): Font };
const woff = readFileSync(
  require.resolve('@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff'),
);

describe('a WOFF font unwrapped', () => {
  const sfnt = woffToSfnt(woff);

  it('is a TrueType font that draws every shaped Arabic word as the WOFF font does', () => {
    expect(sfnt.readUInt32BE(0)).toBe(0x00010000);
    const [before, after] = [fontkit.create(woff), fontkit.create(sfnt)];
    expect(after.numGlyphs).toBe(before.numGlyphs);
    expect(after.unitsPerEm).toBe(before.unitsPerEm);
    for (const word of ['فاتورة ضريبية', 'إشعار دائن', 'عباية سوداء', 'محمد علي', 'درهم']) {
      const drawn = (f: Font) =>
        f.layout(word).glyphs.map((g) => [g.id, g.advanceWidth, g.path.toSVG()]);
      expect(drawn(after)).toEqual(drawn(before));
      expect(drawn(after).length).toBeGreaterThan(1);
    }
  });

  it('refuses what is not a WOFF font', () => {
    expect(() => woffToSfnt(sfnt)).toThrow('Not a WOFF 1.0 font.');
    expect(() => woffToSfnt(Buffer.from('wOFF'))).toThrow('Not a WOFF 1.0 font.');
  });
});
