import { MAIL_TEXT_AR } from './mail-text-ar';
import { MAIL_TEXT_EN } from './mail-text-en';
import type { MailCopy } from './mail-events';

/** Every text a reader sees of a mail: subject to way out, and its bell line when it has one. */
export const mailTextsOf = (copy: MailCopy): string[] => [
  copy.subject,
  copy.heading,
  ...copy.intro,
  ...(copy.details ?? []).flatMap((d) => [d.label, d.value]),
  ...(copy.button ? [copy.button.label] : []),
  ...copy.outro,
  ...(copy.unsubscribe ? [copy.unsubscribe.text, copy.unsubscribe.label] : []),
  ...(copy.notification ? [copy.notification] : []),
];

/**
 * What a mail writer's keys lack: the keys it used of its own catalogues (`own`) that either
 * language lacks, those of the mails' shared words (`shared`) that either lacks, and its own
 * English keys no mail used.
 */
export function keysAmiss(
  used: { own: ReadonlySet<string>; shared: ReadonlySet<string> },
  catalogues: { en: Record<string, string>; ar: Record<string, string> },
) {
  const lacking = (books: Record<string, string>[]) => (key: string) =>
    books.some((book) => !(key in book));
  return {
    ownMissing: [...used.own].filter(lacking([catalogues.en, catalogues.ar])),
    sharedMissing: [...used.shared].filter(lacking([MAIL_TEXT_EN, MAIL_TEXT_AR])),
    unused: Object.keys(catalogues.en).filter((key) => !used.own.has(key)),
  };
}
