import type { ArabicPluralForms } from '../index';
import type { enAdminExchangeAlerts } from './en-exchange-alerts';

type Key = keyof typeof enAdminExchangeAlerts;

/** Exchanges and back-in-stock alerts in Arabic. */
export const arAdminExchangeAlerts: Record<Key, string> & ArabicPluralForms<Key> = {
  'lowStock.col.waiting': 'بانتظار التوفر',
  'lowStock.waiting.one': 'متسوق واحد ينتظر {color} {size}',
  'lowStock.waiting.two': 'متسوقان ينتظران {color} {size}',
  'lowStock.waiting.few': '{count} متسوقين ينتظرون {color} {size}',
  'lowStock.waiting.many': '{count} متسوقًا ينتظرون {color} {size}',
  'lowStock.waiting.other': '{count} متسوق ينتظرون {color} {size}',
  'lowStock.noneWaiting': '—',
  'lowStock.sortLabel': 'الترتيب',
  'lowStock.sort.stock': 'الأقل مخزوناً أولاً',
  'lowStock.sort.waiting': 'الأكثر انتظاراً أولاً',
  'returns.confirm.shipSent': 'يُرسل {quantity} × «{name}» ({colour}، {size}) إلى العميل.',
  'returns.replacementSame': 'البديل: {color} · {size} (نفس المُرجَع)',
  'returns.replacementExchange': 'الاستبدال بـ: {color} · {size}',
};
