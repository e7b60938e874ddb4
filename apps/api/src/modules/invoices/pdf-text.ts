import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import bidiFactory from 'bidi-js';
import PDFDocument from 'pdfkit';
import { woffToSfnt } from './woff';

/**
 * Text on the tax documents (decision 35): Latin in pdfkit's built-in Helvetica, Arabic in Noto
 * Sans Arabic (the storefront's font), shaped by fontkit and put in visual order with bidi-js.
 */

const require = createRequire(import.meta.url);
const ARABIC_FONT_FILE =
  require.resolve('@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff');
/** The font unwrapped from its WOFF file once, when the first document needs it. */
let arabicFont: Buffer | undefined;
const LATIN = 'Helvetica';
const LATIN_BOLD = 'Helvetica-Bold';
const ARABIC = 'NotoSansArabic';

const bidi = bidiFactory();
const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

interface Run {
  arabic: boolean;
  /** An Arabic run is one word, its letters in logical order; other runs are as shown. */
  text: string;
}

/** Splits a line into runs of one font in visual (left-to-right) order. */
export function visualRuns(text: string): Run[] {
  const levels = bidi.getEmbeddingLevels(text, 'ltr');
  // UTF-16 indices, as bidi-js counts them.
  const order = bidi.getReorderedIndices(text, levels);
  const mirrored = bidi.getMirroredCharactersMap(text, levels.levels);
  const runs: Array<{ arabic: boolean; chars: string[] }> = [];
  for (const i of order) {
    const ch = text[i] ?? '';
    const rtl = (levels.levels[i] ?? 0) % 2 === 1;
    // A space between Arabic words belongs to their run; digits and Latin stay in Helvetica.
    const arabic = ARABIC_LETTER.test(ch) || (rtl && ch === ' ');
    const last = runs[runs.length - 1];
    const shown = mirrored.get(i) ?? ch;
    if (last && last.arabic === arabic) last.chars.push(shown);
    else runs.push({ arabic, chars: [shown] });
  }
  // pdfkit lays a string out word by word, each with its trailing space, and fontkit reverses a
  // right-to-left word with that space: so each Arabic word is drawn on its own (letters in
  // logical order, for fontkit to shape and reverse) and the spaces between them in Helvetica.
  return runs.flatMap(({ arabic, chars }) => {
    if (!arabic) return [{ arabic, text: chars.join('') }];
    return chars
      .join('')
      .split(/( )/)
      .filter((part) => part !== '')
      .map((part) =>
        part === ' '
          ? { arabic: false, text: ' ' }
          : { arabic: true, text: Array.from(part).reverse().join('') },
      );
  });
}

type Doc = PDFKit.PDFDocument;

interface EncodingFont {
  font: { layout: (...args: unknown[]) => unknown; _glyphs: Record<number, unknown> };
  layout(text: string, features?: unknown): { glyphs: Glyph[]; positions: unknown[] };
  subset: { glyphs: number[]; includeGlyph(id: number): number };
  widths: number[];
  unicode: number[][];
  scale: number;
  encode?: unknown;
}
interface Glyph {
  id: number;
  codePoints: number[];
  advanceWidth: number;
}

/**
 * Noto Sans Arabic draws several letters from one dotless base glyph plus dots (ت and ي share a
 * base, as do ص and ض). pdfkit maps each glyph to the first letter it drew, so a reader copying
 * the text would read the wrong letters. This gives each letter its own copy of a shared glyph in
 * the embedded subset, so every copy maps back to its own letter (checked by the PDF tests).
 */
function mapEachLetter(font: EncodingFont): void {
  // fontkit caches a glyph with the letters it was first drawn for: laid out afresh, each glyph
  // carries the letters it stands for this time.
  const fontkit = font.font;
  const layout = fontkit.layout.bind(fontkit);
  fontkit.layout = (...args: unknown[]) => {
    fontkit._glyphs = {};
    return layout(...args);
  };
  const copies = new Map<number, Map<string, number>>();
  font.encode = function encode(this: EncodingFont, text: string, features?: unknown) {
    const { glyphs, positions } = this.layout(text, features);
    const encoded = glyphs.map((glyph) => {
      const letters = glyph.codePoints.join(',');
      const known = copies.get(glyph.id) ?? new Map<string, number>();
      let gid = known.get(letters);
      if (gid === undefined) {
        if (known.size === 0) gid = this.subset.includeGlyph(glyph.id);
        else {
          this.subset.glyphs.push(glyph.id);
          gid = this.subset.glyphs.length - 1;
        }
        known.set(letters, gid);
        copies.set(glyph.id, known);
      }
      this.widths[gid] ??= glyph.advanceWidth * this.scale;
      this.unicode[gid] ??= glyph.codePoints;
      return `0000${gid.toString(16)}`.slice(-4);
    });
    return [encoded, positions];
  };
}

/** An A4 document with both fonts ready. `title` goes in the PDF's metadata. */
export function newA4(title: string): Doc {
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: title } });
  arabicFont ??= woffToSfnt(readFileSync(ARABIC_FONT_FILE));
  doc.registerFont(ARABIC, arabicFont);
  doc.font(ARABIC);
  mapEachLetter((doc as unknown as { _font: EncodingFont })._font);
  doc.font(LATIN);
  return doc;
}

export interface TextOptions {
  size?: number;
  bold?: boolean;
  /** With `width`: 'right' puts the line's end at x + width. */
  align?: 'left' | 'right';
  width?: number;
}

/** Draws one line of mixed text at (x, y); answers its width. Longer than `width`, it is cut. */
export function line(doc: Doc, text: string, x: number, y: number, opts: TextOptions = {}) {
  const size = opts.size ?? 9;
  let runs = visualRuns(text.replace(/\s+/g, ' ').trim());
  const widthOf = (rs: Run[]) =>
    rs.reduce((w, r) => w + fontFor(doc, r, opts).widthOfString(r.text), 0);
  doc.fontSize(size);
  if (opts.width !== undefined && widthOf(runs) > opts.width) {
    runs = visualRuns(fitted(doc, text, opts.width, opts));
  }
  const total = widthOf(runs);
  let at = opts.align === 'right' && opts.width !== undefined ? x + opts.width - total : x;
  // One baseline for both fonts (their ascents differ), so a reader sees one line.
  const baseline = y + size * 0.8;
  for (const run of runs) {
    fontFor(doc, run, opts);
    doc.text(run.text, at, baseline, { lineBreak: false, baseline: 'alphabetic' });
    at += doc.widthOfString(run.text);
  }
  doc.font(LATIN);
  return total;
}

function fontFor(doc: Doc, run: Run, opts: TextOptions): Doc {
  return doc.font(run.arabic ? ARABIC : opts.bold ? LATIN_BOLD : LATIN);
}

/** The longest start of `text` (plus '…') that fits in `width`. */
function fitted(doc: Doc, text: string, width: number, opts: TextOptions): string {
  let cut = text;
  while (cut.length > 1) {
    cut = cut.slice(0, -1);
    const runs = visualRuns(`${cut}...`);
    const w = runs.reduce((s, r) => s + fontFor(doc, r, opts).widthOfString(r.text), 0);
    if (w <= width) return `${cut}...`;
  }
  return cut;
}

/** The finished document's bytes. */
export function toBuffer(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
