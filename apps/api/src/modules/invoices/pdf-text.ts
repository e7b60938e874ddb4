import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import bidiFactory from 'bidi-js';
import PDFDocument from 'pdfkit';
import { clustersOf, cleanText, type Face } from './document-chars';
import { woffToSfnt } from './woff';

/**
 * Text on the tax documents (decision 35): Latin in pdfkit's built-in Helvetica, Arabic in Noto
 * Sans Arabic (the storefront's font), shaped by fontkit and put in visual order with bidi-js.
 * What Helvetica lacks (Latin letters beyond Western Europe's, combining accents, some symbols)
 * is drawn from Noto Sans Arabic's own Latin, extended Latin and mathematical subsets; what none
 * of them has shows as one replacement mark (document-chars.ts).
 */

const require = createRequire(import.meta.url);
const notoFile = (subset: string) =>
  require.resolve(`@fontsource/noto-sans-arabic/files/noto-sans-arabic-${subset}-400-normal.woff`);
const ARABIC = 'NotoSansArabic';
const FALLBACKS = ['latin', 'latin-ext', 'math'];
const FONT_FILES = new Map([
  [ARABIC, notoFile('arabic')],
  ...FALLBACKS.map((subset) => [`NotoSansArabic-${subset}`, notoFile(subset)] as const),
]);
/** Each font unwrapped from its WOFF file once, when the first document needs it. */
const fonts = new Map<string, Buffer>();
const LATIN = 'Helvetica';
const LATIN_BOLD = 'Helvetica-Bold';
/** The code points each fallback font has, read from the first document that opens them. */
let fallbackCoverage: Array<Set<number>> | undefined;

const bidi = bidiFactory();

interface Run {
  face: Face;
  /** An Arabic run is one word, its letters in logical order; other runs are as shown. */
  text: string;
}

/** Splits a cleaned line into runs of one font in visual (left-to-right) order. */
export function visualRuns(text: string, fallbacks: ReadonlyArray<ReadonlySet<number>>): Run[] {
  const clusters = clustersOf(text, fallbacks);
  const clusterAt: number[] = [];
  clusters.forEach((c, n) => clusterAt.push(...Array<number>(c.end - c.start).fill(n)));
  const levels = bidi.getEmbeddingLevels(text, 'ltr');
  // UTF-16 indices, as bidi-js counts them.
  const order = bidi.getReorderedIndices(text, levels);
  const mirrored = bidi.getMirroredCharactersMap(text, levels.levels);
  const runs: Array<{ face: Face; parts: string[] }> = [];
  let previous = -1;
  for (const i of order) {
    // A character's units are next to each other in visual order too: it is drawn once.
    const n = clusterAt[i] ?? -1;
    const cluster = clusters[n];
    if (n === previous || !cluster || cluster.shown === '') continue;
    previous = n;
    const rtl = (levels.levels[i] ?? 0) % 2 === 1;
    // A space between Arabic words belongs to their run; digits and Latin stay in Helvetica.
    const face = rtl && cluster.shown === ' ' ? 'arabic' : cluster.face;
    const shown = (cluster.end - cluster.start === 1 && mirrored.get(i)) || cluster.shown;
    const last = runs[runs.length - 1];
    if (last && last.face === face) last.parts.push(shown);
    else runs.push({ face, parts: [shown] });
  }
  // pdfkit lays a string out word by word, each with its trailing space, and fontkit reverses a
  // right-to-left word with that space: so each Arabic word is drawn on its own (letters in
  // logical order, for fontkit to shape and reverse) and the spaces between them in Helvetica.
  return runs.flatMap(({ face, parts }): Run[] => {
    if (face !== 'arabic') return [{ face, text: parts.join('') }];
    const words: Run[] = [];
    for (const part of parts) {
      const last = words[words.length - 1];
      if (part === ' ') words.push({ face: 'latin', text: ' ' });
      else if (last?.face === 'arabic') last.text = part + last.text;
      else words.push({ face, text: part });
    }
    return words;
  });
}

type Doc = PDFKit.PDFDocument;

interface EncodingFont {
  font: {
    layout: (...args: unknown[]) => unknown;
    _glyphs: Record<number, unknown>;
    characterSet: number[];
  };
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
 * The empty box a font draws for what it lacks gets a copy of its own that reads back as the
 * replacement character (pdfkit maps the font's first glyph to nothing).
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
        if (known.size === 0 && glyph.id !== 0) gid = this.subset.includeGlyph(glyph.id);
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

/** An A4 document with its fonts ready. `title` goes in the PDF's metadata. */
export function newA4(title: string): Doc {
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: title } });
  for (const [name, file] of FONT_FILES) {
    let font = fonts.get(name);
    if (!font) {
      font = woffToSfnt(readFileSync(file));
      fonts.set(name, font);
    }
    doc.registerFont(name, font);
  }
  doc.font(LATIN);
  return doc;
}

const mapped = new WeakSet<EncodingFont>();

/** Makes `name` the document's font, each embedded font mapping its glyphs back to letters. */
function useFont(doc: Doc, name: string): Doc {
  doc.font(name);
  const font = (doc as unknown as { _font: EncodingFont })._font;
  if (FONT_FILES.has(name) && !mapped.has(font)) {
    mapEachLetter(font);
    mapped.add(font);
  }
  return doc;
}

function coverage(doc: Doc): ReadonlyArray<ReadonlySet<number>> {
  fallbackCoverage ??= FALLBACKS.map((subset) => {
    useFont(doc, `NotoSansArabic-${subset}`);
    return new Set((doc as unknown as { _font: EncodingFont })._font.font.characterSet);
  });
  return fallbackCoverage;
}

export interface TextOptions {
  size?: number;
  bold?: boolean;
  /** With `width`: 'right' puts the line's end at x + width. */
  align?: 'left' | 'right';
  width?: number;
}

/**
 * Draws one line of mixed text at (x, y); answers its width. Longer than `width`, it is cut:
 * measured in the fonts it is drawn in, so it never runs past `width`.
 */
export function line(doc: Doc, text: string, x: number, y: number, opts: TextOptions = {}) {
  const size = opts.size ?? 9;
  const fallbacks = coverage(doc);
  const shown = cleanText(text);
  let runs = visualRuns(shown, fallbacks);
  const widthOf = (rs: Run[]) =>
    rs.reduce((w, r) => w + fontFor(doc, r, opts).widthOfString(r.text), 0);
  doc.fontSize(size);
  if (opts.width !== undefined && widthOf(runs) > opts.width) {
    // The most characters that fit with '...' after them.
    const starts = clustersOf(shown, fallbacks).map((c) => c.start);
    const cut = (kept: number) =>
      visualRuns(`${shown.slice(0, starts[kept]).trimEnd()}...`, fallbacks);
    let [fits, fitsNot] = [-1, starts.length];
    while (fitsNot - fits > 1) {
      const mid = Math.floor((fits + fitsNot) / 2);
      if (widthOf(cut(mid)) <= opts.width) fits = mid;
      else fitsNot = mid;
    }
    runs = fits < 0 ? [] : cut(fits);
  }
  const total = widthOf(runs);
  let at = opts.align === 'right' && opts.width !== undefined ? x + opts.width - total : x;
  // One baseline for every font (their ascents differ), so a reader sees one line.
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
  if (run.face === 'arabic') return useFont(doc, ARABIC);
  if (run.face === 'latin') return doc.font(opts.bold ? LATIN_BOLD : LATIN);
  return useFont(doc, `NotoSansArabic-${FALLBACKS[run.face]}`);
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
