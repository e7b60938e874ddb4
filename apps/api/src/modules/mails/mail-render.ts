import mjml2html from 'mjml';
import { STORE_NAME } from '#platform/mail';
import { shopperCopy } from './mail-copy';
import type { Language, MailCopy, ShopperEvent } from './mail-events';
import { mailWords } from './mail-text';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const FONTS: Record<Language, string> = {
  en: "-apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
  // Mail clients have no web fonts to rely on: these are the Arabic faces phones and PCs carry.
  ar: "'Geeza Pro', 'Segoe UI', Tahoma, 'Noto Sans Arabic', Arial, sans-serif",
};

/**
 * Amounts and references that must read as one piece: `AED 1,299.00`, `1,299.00 د.إ`, order,
 * return and document numbers (SH-…, RT-…, INV-…, CN-…). A line may break around them, never
 * inside them (a reference otherwise breaks at its hyphens on a phone).
 */
const UNBREAKABLE =
  /AED -?[\d,]+\.\d{2}|-?[\d,]+\.\d{2} د\.إ|\b[A-Z]{2,3}-[0-9A-Z]+(?:-[0-9A-Z]+)*/g;

/**
 * Text as HTML: escaped, with each amount and reference kept on one line. In Arabic a Latin
 * reference is isolated left to right, so its hyphens and the Arabic around it keep their order.
 */
function inline(text: string, lang: Language): string {
  let html = '';
  let at = 0;
  for (const match of text.matchAll(UNBREAKABLE)) {
    const piece = match[0];
    const latin = lang === 'ar' && /^[A-Z]/.test(piece);
    html += escapeHtml(text.slice(at, match.index));
    html += latin
      ? `<span dir="ltr" style="unicode-bidi:isolate;white-space:nowrap">${escapeHtml(piece)}</span>`
      : `<span style="white-space:nowrap">${escapeHtml(piece)}</span>`;
    at = match.index + piece.length;
  }
  return html + escapeHtml(text.slice(at));
}

/** A value longer than this (an address, a sentence) goes under its label, the full width. */
const BESIDE_LABEL_MAX = 24;

/**
 * The label/value lines as one table. Its cells wrap between words only (MJML's wrapper lets a
 * word break anywhere, which squeezed a label to one letter a line beside a long value), and
 * nothing in them refuses to wrap but an amount or a reference, so the mail never runs wider
 * than a 320 px phone (decision 57).
 */
function detailsTable(
  details: NonNullable<MailCopy['details']>,
  lang: Language,
  foreign: boolean,
): string {
  const rtl = lang === 'ar';
  const start = rtl ? 'right' : 'left';
  const end = rtl ? 'left' : 'right';
  const cell = 'padding:6px 0;word-break:normal;overflow-wrap:break-word;vertical-align:top';
  const rows = details.map((d) =>
    d.value.length > BESIDE_LABEL_MAX
      ? `<tr style="border-bottom:1px solid #e4ddd2"><td colspan="2" style="${cell};text-align:${start}"><div style="color:#57534e;font-size:13px">${inline(d.label, lang)}</div><div>${inline(d.value, lang)}</div></td></tr>`
      : `<tr style="border-bottom:1px solid #e4ddd2"><td style="${cell};text-align:${start}">${inline(d.label, lang)}</td><td style="${cell};padding-${start}:12px;text-align:${end}">${inline(d.value, lang)}</td></tr>`,
  );
  // In a mail of the other direction the rows go in a table of their own direction, so the
  // label stays at the line's start (mj-table takes no dir of its own).
  const body = foreign
    ? `<tr><td style="padding:0"><table dir="${rtl ? 'rtl' : 'ltr'}" lang="${lang}" role="presentation" width="100%" style="border-collapse:collapse;font-family:${FONTS[lang]}">${rows.join('')}</table></td></tr>`
    : rows.join('');
  return `<mj-table padding="8px 25px" font-size="14px" line-height="22px">${body}</mj-table>`;
}

/**
 * One language's card: the store's name, the words, the footer, mirrored for Arabic. `foreign`:
 * the card sits in a mail of the other direction (an owner mail in both languages), so its text
 * and its table set their own direction rather than inherit the mail's.
 */
function cardOf(copy: MailCopy, lang: Language, foreign = false): string {
  const rtl = lang === 'ar';
  const align = rtl ? 'right' : 'left';
  // MJML writes direction:ltr on the section and column unless told: the table reads right to left.
  const dir = rtl ? 'rtl' : 'ltr';
  const own = (html: string) => (foreign ? `<div dir="${dir}" lang="${lang}">${html}</div>` : html);
  // The mail's fonts are its first language's: a foreign card names its own.
  const font = foreign ? `font-family="${FONTS[lang]}"` : '';
  const text = (t: string, attrs = '') =>
    `<mj-text align="${align}" ${attrs.includes('font-family') ? '' : font} ${attrs}>${own(inline(t, lang))}</mj-text>`;
  const details = copy.details?.length ? detailsTable(copy.details, lang, foreign) : '';
  const code = copy.code
    ? // The code reads left to right in either language (it is digits).
      `<mj-text align="center" font-size="32px" letter-spacing="8px" font-weight="700" font-family="Menlo, Consolas, monospace"><span dir="ltr">${escapeHtml(copy.code)}</span></mj-text>`
    : '';
  const image = copy.image
    ? `<mj-image src="${escapeHtml(copy.image.url)}" alt="${escapeHtml(copy.image.alt)}" width="240px" padding="8px 25px" />`
    : '';
  const button = copy.button
    ? `<mj-button href="${escapeHtml(copy.button.url)}" background-color="#1c1917" color="#ffffff" align="${align}" ${font}>${own(escapeHtml(copy.button.label))}</mj-button>`
    : '';
  const unsubscribe = copy.unsubscribe
    ? `<mj-text align="${align}" font-size="12px" color="#57534e" ${font}>${own(`${inline(copy.unsubscribe.text, lang)} <a href="${escapeHtml(copy.unsubscribe.url)}" style="color:#57534e">${escapeHtml(copy.unsubscribe.label)}</a>`)}</mj-text>`
    : '';
  return `<mj-section padding="24px 0 0" direction="${dir}"><mj-column background-color="#ffffff" border="1px solid #e4ddd2" border-radius="8px" direction="${dir}">
${text(STORE_NAME, 'font-family="Georgia, serif" font-size="22px"')}
<mj-divider border-width="1px" border-color="#e4ddd2" />
${text(copy.heading, 'font-size="20px" font-weight="700"')}
${copy.intro.map((p) => text(p)).join('\n')}
${code}${image}${details}${button}
${copy.outro.map((p) => text(p)).join('\n')}
<mj-divider border-width="1px" border-color="#e4ddd2" />
${unsubscribe}
${text(mailWords(lang).t('mail.footer'), 'font-size="12px" color="#57534e"')}
</mj-column></mj-section>`;
}

/** The store's mail as MJML: its cards (one, or one a language), readable in every client. */
function mjmlOf(subject: string, lang: Language, cards: string): string {
  return `<mjml lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">
<mj-head>
<mj-title>${escapeHtml(subject)}</mj-title>
<mj-attributes><mj-all font-family="${FONTS[lang]}" color="#1c1917" /><mj-text font-size="15px" line-height="24px" /></mj-attributes>
</mj-head>
<mj-body background-color="#faf7f2" width="560px">
${cards}
</mj-body></mjml>`;
}

function plainText(copy: MailCopy, lang: Language): string {
  const lines = [copy.heading, '', ...copy.intro.flatMap((p) => [p, ''])];
  // The code alone on an indented line, as the reset mail has it.
  if (copy.code) lines.push(`    ${copy.code}`, '');
  for (const d of copy.details ?? []) lines.push(`${d.label}: ${d.value}`);
  if (copy.details?.length) lines.push('');
  if (copy.button) lines.push(`${copy.button.label}: ${copy.button.url}`, '');
  lines.push(...copy.outro, '');
  if (copy.unsubscribe) {
    lines.push(`${copy.unsubscribe.text} ${copy.unsubscribe.label}: ${copy.unsubscribe.url}`, '');
  }
  lines.push(mailWords(lang).t('mail.footer'));
  return lines.join('\n');
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  /** The bell's line for the same event, in the same language. */
  notification: string;
}

/** Every shopper mail, in the account's language: HTML (MJML) with its plain-text part. */
export function renderShopperMail(
  event: ShopperEvent,
  lang: Language,
  fullname: string,
): Promise<RenderedMail> {
  return renderMail(shopperCopy(event, fullname, mailWords(lang)), lang);
}

/** A mail's words as the store's mail: HTML (MJML) with its plain-text part. */
export async function renderMail(copy: MailCopy, lang: Language): Promise<RenderedMail> {
  return {
    subject: copy.subject,
    html: await htmlOf(mjmlOf(copy.subject, lang, cardOf(copy, lang))),
    text: plainText(copy, lang),
    notification: copy.notification,
  };
}

async function htmlOf(mjml: string): Promise<string> {
  const { html, errors } = await mjml2html(mjml, { validationLevel: 'soft' });
  if (errors.length) throw new Error(`mail template: ${errors[0]?.formattedMessage}`);
  return html;
}

/**
 * A mail to a reader whose language the store does not know (the owner's address): English
 * first, Arabic below it in its own right-to-left card; both subjects, and both plain texts.
 */
export async function renderMailInBoth(copy: Record<Language, MailCopy>): Promise<RenderedMail> {
  const subject = `${copy.en.subject} · ${copy.ar.subject}`;
  const cards = `${cardOf(copy.en, 'en')}\n${cardOf(copy.ar, 'ar', true)}`;
  return {
    subject,
    html: await htmlOf(mjmlOf(subject, 'en', cards)),
    text: `${plainText(copy.en, 'en')}\n\n${'—'.repeat(20)}\n\n${plainText(copy.ar, 'ar')}`,
    notification: '',
  };
}
