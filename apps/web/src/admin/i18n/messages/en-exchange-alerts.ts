/** Exchanges on Manage Returns and back-in-stock alerts on Low stock, in English. */
export const enAdminExchangeAlerts = {
  'lowStock.col.waiting': 'Waiting',
  'lowStock.waiting.one': '1 waiting for {color} {size}',
  'lowStock.waiting.other': '{count} waiting for {color} {size}',
  'lowStock.noneWaiting': '—',
  'lowStock.sortLabel': 'Order',
  'lowStock.sort.stock': 'Lowest stock first',
  'lowStock.sort.waiting': 'Most shoppers waiting first',
  'returns.confirm.shipSent': '{quantity} × "{name}" ({colour}, {size}) goes to the customer.',
  'returns.replacementSame': 'Replacement: {color} · {size} (same as returned)',
  'returns.replacementExchange': 'Exchange for: {color} · {size}',
} as const;
