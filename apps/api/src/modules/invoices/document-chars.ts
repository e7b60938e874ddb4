/**
 * What of a line of text a tax document draws, and in which font (decisions 35 and 76): the text is
 * cleaned of what would hide or reorder it, and split into characters as a reader sees them
 * (a letter with its accents, an emoji with its modifiers), each given a font that can draw it.
 */

/** Which font draws a character: Helvetica, Noto Sans Arabic, or a fallback font by its index. */
export type Face = 'latin' | 'arabic' | number;

export interface Cluster {
  /** Offset of the character's first UTF-16 unit in the cleaned text. */
  start: number;
  end: number;
  /** What is drawn: the character itself, its decomposed form, '' (nothing) or '\uFFFD'. */
  shown: string;
  face: Face;
}

/** What no font here draws is shown as this, drawn as the fallback font's empty box. */
export const REPLACEMENT = '\uFFFD';

export const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

/**
 * Control characters and the direction embeddings, overrides and isolates (a name starting with
 * RIGHT-TO-LEFT OVERRIDE would print its letters backwards) are dropped; an unpaired surrogate
 * half is no character and shows as REPLACEMENT.
 * Direction marks (LRM, RLM, ALM) stay for the bidirectional algorithm: they only place
 * neutral characters, and are not drawn.
 */
const HIDDEN = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** Invisible format characters (direction marks, zero-width joiners, BOM): placed, not drawn. */
const FORMAT = /\p{Cf}/gu;

/** The text as a document prints it: one line, cleaned, accents composed where Unicode can. */
export function cleanText(text: string): string {
  return text
    .replace(LONE_SURROGATE, REPLACEMENT)
    .replace(/\s/g, ' ')
    .replace(HIDDEN, '')
    .replace(/ {2,}/g, ' ')
    .trim()
    .normalize('NFC');
}

/** The Windows-1252 characters pdfkit's built-in Helvetica draws, beyond ASCII and Latin-1. */
const WIN_ANSI_EXTRA = new Set(Array.from('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ', (c) => c.codePointAt(0)));

function isWinAnsi(text: string): boolean {
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    if (!((cp >= 0x20 && cp <= 0x7e) || (cp >= 0xa0 && cp <= 0xff) || WIN_ANSI_EXTRA.has(cp))) {
      return false;
    }
  }
  return true;
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * The cleaned text's characters with the font each is drawn in. `fallbacks` say which code
 * points each fallback font has; a character none of the fonts has, composed or decomposed, is
 * drawn as REPLACEMENT in the first fallback.
 */
export function clustersOf(text: string, fallbacks: ReadonlyArray<ReadonlySet<number>>): Cluster[] {
  return Array.from(graphemes.segment(text), ({ segment, index }) => {
    const at = { start: index, end: index + segment.length };
    if (ARABIC_LETTER.test(segment)) return { ...at, shown: segment, face: 'arabic' as const };
    const visible = segment.replace(FORMAT, '');
    if (visible === '') return { ...at, shown: '', face: 'latin' as const };
    if (isWinAnsi(visible)) return { ...at, shown: visible, face: 'latin' as const };
    for (const form of [visible, visible.normalize('NFD')]) {
      const codePoints = Array.from(form, (c) => c.codePointAt(0) ?? 0);
      const font = fallbacks.findIndex((has) => codePoints.every((cp) => has.has(cp)));
      if (font >= 0) return { ...at, shown: form, face: font };
    }
    return { ...at, shown: REPLACEMENT, face: 0 };
  });
}
