// The Manage Orders requests of the orders benchmark: pages, deep pages, each filter, and
// searches built from real rows (sampled from the seeded database through the API itself).
import type { Scenario } from './load';

export interface SampleOrder {
  orderid: string;
  userName: string;
  contactDetails: string;
  shippingaddress: { mobileno: string; pobox: string | null };
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const q = (text: string) => `/api/admin/orders?q=${encodeURIComponent(text)}`;

export function orderScenarios(samples: SampleOrder[], totalPages: number): Scenario[] {
  const deep = [1000, 5000, 10_000, Math.floor(totalPages / 2), totalPages].filter(
    (p) => p <= totalPages,
  );
  // A search needs 3 characters: a 2-letter name such as Li is not one the box sends.
  const firstNames = [...new Set(samples.map((s) => s.userName.split(' ')[0] ?? ''))]
    .filter((name) => name.length >= 3)
    .slice(0, 8);
  return [
    { name: 'pages 1-20', paths: range(20).map((p) => `/api/admin/orders?page=${p}`) },
    {
      name: `deep pages (to ${totalPages})`,
      paths: deep.map((p) => `/api/admin/orders?page=${p}`),
    },
    {
      name: 'status filter',
      paths: ['new', 'shipped', 'delivered', 'cancelled'].flatMap((s) =>
        range(5).map((p) => `/api/admin/orders?status=${s}&page=${p}`),
      ),
    },
    {
      name: 'date filter',
      paths: ['today', '7d', '30d'].flatMap((r) =>
        range(5).map((p) => `/api/admin/orders?range=${r}&page=${p}`),
      ),
    },
    {
      name: 'status + date',
      paths: ['new', 'shipped', 'delivered', 'cancelled'].flatMap((s) =>
        ['today', '7d', '30d'].map((r) => `/api/admin/orders?status=${s}&range=${r}`),
      ),
    },
    { name: 'search order id', paths: samples.map((s) => q(s.orderid)) },
    { name: 'search email', paths: samples.map((s) => q(s.contactDetails)) },
    { name: 'search full name', paths: samples.map((s) => q(s.userName)) },
    {
      name: 'search first name (~2.5 %)',
      paths: firstNames.flatMap((n) => range(3).map((p) => `${q(n)}&page=${p}`)),
    },
    {
      // A capped search pages within its newest 1,000 matches: pages 50 to 100 are the deepest.
      name: 'search first name, pages 50-100',
      paths: firstNames.flatMap((n) => [50, 75, 100].map((p) => `${q(n)}&page=${p}`)),
    },
    { name: 'search mobile', paths: samples.map((s) => q(s.shippingaddress.mobileno.slice(-7))) },
    {
      name: 'search PO box',
      paths: samples.flatMap((s) => (s.shippingaddress.pobox ? [q(s.shippingaddress.pobox)] : [])),
    },
  ];
}
