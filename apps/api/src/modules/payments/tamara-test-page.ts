import { formatFils } from '@store/domain';
import { escape, hostedTestPage } from './tabby-test-page';
import type { TamaraTestRow } from './tamara-test-orders';

const WORDS = {
  en: {
    title: 'Tamara test payment',
    note: 'No money is taken. Approve to authorise the plan, or decline it.',
    total: (count: number) => `Pay in ${count}`,
    approve: 'Approve',
    decline: 'Decline',
    cancel: 'Back to the store',
    done: 'This payment is no longer waiting for you.',
  },
  ar: {
    title: 'دفعة تجريبية عبر تمارا',
    note: 'لا يُخصم أي مبلغ. وافق لاعتماد خطة الدفع أو ارفضها.',
    total: (count: number) => (count === 3 ? 'ادفع على 3 دفعات' : 'ادفع على 4 دفعات'),
    approve: 'موافقة',
    decline: 'رفض',
    cancel: 'العودة إلى المتجر',
    done: 'لم تعد هذه الدفعة بانتظارك.',
  },
} as const;

/**
 * The Tamara test provider's stand-in for Tamara's hosted checkout: the plan and its amount, and
 * the tester's answers, in the session's language (its locale).
 */
export function tamaraTestPage(row: TamaraTestRow, action: string): string {
  const request = row.request as { locale?: string; instalments?: number };
  const lang = request.locale === 'ar_SA' ? 'ar' : 'en';
  const w = WORDS[lang];
  const body =
    row.status === 'new'
      ? `<form method="post" action="${escape(action)}">
  <button name="answer" value="approve">${w.approve}</button>
  <button name="answer" value="decline">${w.decline}</button>
  <button name="answer" value="cancel">${w.cancel}</button>
</form>`
      : `<p>${w.done}</p>`;
  const total = `${w.total(request.instalments ?? 4)}: ${formatFils(row.amountFils, lang)}`;
  return hostedTestPage(lang, w.title, w.note, total, body);
}
