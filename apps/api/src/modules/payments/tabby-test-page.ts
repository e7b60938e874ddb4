import { formatFils, TABBY_TEST_SHOPPER } from '@store/domain';
import type { TestPaymentRow } from './tabby-test-payments';

const WORDS = {
  en: {
    title: 'Tabby test payment',
    note: "No money is taken. Tabby's test shopper approves; anyone else is declined.",
    total: 'Pay in 4',
    email: 'Email',
    phone: 'Mobile',
    approve: 'Approve',
    decline: 'Decline',
    cancel: 'Back to the store',
    done: 'This payment is no longer waiting for you.',
  },
  ar: {
    title: 'دفعة تجريبية عبر تابي',
    note: 'لا يُخصم أي مبلغ. يوافق متسوّق تابي التجريبي، ويُرفض أي شخص آخر.',
    total: 'ادفع على 4 دفعات',
    email: 'البريد الإلكتروني',
    phone: 'رقم الجوال',
    approve: 'موافقة',
    decline: 'رفض',
    cancel: 'العودة إلى المتجر',
    done: 'لم تعد هذه الدفعة بانتظارك.',
  },
} as const;

export const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Whether the hosted page's details are Tabby's documented test shopper. */
export function isTestShopper(email: unknown, phone: unknown): boolean {
  const digits = (v: unknown) => String(v ?? '').replace(/[^\d]/g, '');
  return (
    String(email ?? '')
      .trim()
      .toLowerCase() === TABBY_TEST_SHOPPER.email &&
    digits(phone).endsWith(digits(TABBY_TEST_SHOPPER.phone).slice(-9))
  );
}

/**
 * The test provider's stand-in for Tabby's hosted payment page: the amount, the shopper's email
 * and mobile (as the session sent them), and the tester's two answers, in the session's language.
 */
export function testPaymentPage(row: TestPaymentRow, action: string): string {
  const request = row.request as {
    lang?: 'en' | 'ar';
    payment?: { buyer?: { email?: string; phone?: string } };
  };
  const lang = request.lang === 'ar' ? 'ar' : 'en';
  const w = WORDS[lang];
  const buyer = request.payment?.buyer ?? {};
  const open = row.status === 'CREATED';
  const body = open
    ? `<form method="post" action="${escape(action)}">
  <label>${w.email} <input name="email" type="email" value="${escape(buyer.email ?? '')}"></label>
  <label>${w.phone} <input name="phone" type="tel" value="${escape(buyer.phone ?? '')}"></label>
  <button name="answer" value="approve">${w.approve}</button>
  <button name="answer" value="decline">${w.decline}</button>
  <button name="answer" value="cancel">${w.cancel}</button>
</form>`
    : `<p>${w.done}</p>`;
  return hostedTestPage(
    lang,
    w.title,
    w.note,
    `${w.total}: ${formatFils(row.amountFils, lang)}`,
    body,
  );
}

/**
 * A test provider's hosted page in the shopper's language, right to left in Arabic: its title,
 * what it is, the amount, and the tester's form (`body`, already escaped).
 */
export function hostedTestPage(
  lang: 'en' | 'ar',
  title: string,
  note: string,
  total: string,
  body: string,
): string {
  return `<!doctype html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>body{font-family:system-ui,sans-serif;max-inline-size:28rem;margin-inline:auto;padding:1rem}
label{display:block;margin-block:.5rem}input{inline-size:100%;box-sizing:border-box;padding:.5rem}
button{margin-block-start:.75rem;margin-inline-end:.5rem;padding:.6rem 1rem}</style></head>
<body><h1>${title}</h1><p>${note}</p>
<p><strong>${escape(total)}</strong></p>
${body}</body></html>`;
}
