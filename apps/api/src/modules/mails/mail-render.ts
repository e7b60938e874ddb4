import mjml2html from 'mjml';
import { STORE_NAME } from '../../platform/mail';
import { arabicCopy } from './mail-copy-ar';
import { englishCopy } from './mail-copy-en';
import type { CopyBook, Language, MailCopy, ShopperEvent } from './mail-events';

const BOOKS: Record<Language, CopyBook> = { en: englishCopy, ar: arabicCopy };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const FOOTER: Record<Language, string> = {
  en: `${STORE_NAME} · Dubai, United Arab Emirates`,
  ar: `${STORE_NAME} · دبي، الإمارات العربية المتحدة`,
};

const FONTS: Record<Language, string> = {
  en: "-apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
  // Mail clients have no web fonts to rely on: these are the Arabic faces phones and PCs carry.
  ar: "'Geeza Pro', 'Segoe UI', Tahoma, 'Noto Sans Arabic', Arial, sans-serif",
};

/** The store's mail as MJML: one card, readable in every client, mirrored for Arabic. */
function mjmlOf(copy: MailCopy, lang: Language): string {
  const rtl = lang === 'ar';
  const align = rtl ? 'right' : 'left';
  const text = (t: string, attrs = '') =>
    `<mj-text align="${align}" ${attrs}>${escapeHtml(t)}</mj-text>`;
  const details = copy.details?.length
    ? `<mj-table padding="8px 25px" font-size="14px" line-height="22px">${copy.details
        .map(
          (d) =>
            `<tr style="border-bottom:1px solid #e4ddd2"><td style="padding:6px 0;text-align:${align}">${escapeHtml(d.label)}</td><td style="padding:6px 0;text-align:${rtl ? 'left' : 'right'};white-space:nowrap">${escapeHtml(d.value)}</td></tr>`,
        )
        .join('')}</mj-table>`
    : '';
  const code = copy.code
    ? // The code reads left to right in either language (it is digits).
      `<mj-text align="center" font-size="32px" letter-spacing="8px" font-weight="700" font-family="Menlo, Consolas, monospace"><span dir="ltr">${escapeHtml(copy.code)}</span></mj-text>`
    : '';
  const button = copy.button
    ? `<mj-button href="${escapeHtml(copy.button.url)}" background-color="#1c1917" color="#ffffff" align="${align}">${escapeHtml(copy.button.label)}</mj-button>`
    : '';
  return `<mjml lang="${lang}" dir="${rtl ? 'rtl' : 'ltr'}">
<mj-head>
<mj-title>${escapeHtml(copy.subject)}</mj-title>
<mj-attributes><mj-all font-family="${FONTS[lang]}" color="#1c1917" /><mj-text font-size="15px" line-height="24px" /></mj-attributes>
</mj-head>
<mj-body background-color="#faf7f2" width="560px">
<mj-section padding="24px 0 0"><mj-column background-color="#ffffff" border="1px solid #e4ddd2" border-radius="8px">
${text(STORE_NAME, 'font-family="Georgia, serif" font-size="22px"')}
<mj-divider border-width="1px" border-color="#e4ddd2" />
${text(copy.heading, 'font-size="20px" font-weight="700"')}
${copy.intro.map((p) => text(p)).join('\n')}
${code}${details}${button}
${copy.outro.map((p) => text(p)).join('\n')}
<mj-divider border-width="1px" border-color="#e4ddd2" />
${text(FOOTER[lang], 'font-size="12px" color="#57534e"')}
</mj-column></mj-section>
</mj-body></mjml>`;
}

function plainText(copy: MailCopy, lang: Language): string {
  const lines = [copy.heading, '', ...copy.intro.flatMap((p) => [p, ''])];
  // The code alone on an indented line, as the reset mail has it.
  if (copy.code) lines.push(`    ${copy.code}`, '');
  for (const d of copy.details ?? []) lines.push(`${d.label}: ${d.value}`);
  if (copy.details?.length) lines.push('');
  if (copy.button) lines.push(`${copy.button.label}: ${copy.button.url}`, '');
  lines.push(...copy.outro, '', FOOTER[lang]);
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
  return renderMail(BOOKS[lang](event, fullname), lang);
}

/** A mail's words as the store's mail: HTML (MJML) with its plain-text part. */
export async function renderMail(copy: MailCopy, lang: Language): Promise<RenderedMail> {
  const { html, errors } = await mjml2html(mjmlOf(copy, lang), { validationLevel: 'soft' });
  if (errors.length) throw new Error(`mail template: ${errors[0]?.formattedMessage}`);
  return {
    subject: copy.subject,
    html,
    text: plainText(copy, lang),
    notification: copy.notification,
  };
}
