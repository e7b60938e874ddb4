// Customer list benchmark (decision 8): the back office's GET /api/admin/dashboard/users over
// 1,000,000 customers on the embedded database. Seeds DATA_DIR once (reused by later runs),
// starts the real server, signs in as the admin and measures paging and searching.
// Usage: npm run bench:customers [-- --users 1000000 --duration 10 --connections 8 --data-dir x]
import path from 'node:path';
import { parseArgs } from 'node:util';
import { benchCustomer } from '../apps/api/src/seed/bench-customers';
import { run, type Figures, type Scenario } from './load';
import { adminHeaders, printRows, root, seedOnce, startServer, stopServer, warm } from './server';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '1000000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '8' },
    'data-dir': { type: 'string' },
  },
});
const users = Number(values.users);
const duration = Number(values.duration);
const connections = Number(values.connections);
const dataDir = path.resolve(root, values['data-dir'] ?? `var/bench/customers-${users}`);
const PORT = 18_191;
const base = `http://127.0.0.1:${PORT}`;
const LIMIT = 20;
const pages = Math.ceil(users / LIMIT);
const list = (query: string) => `/api/admin/dashboard/users?limit=${LIMIT}&${query}`;
const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/** Each scenario rotates through many distinct requests, so no plan or page is reused blindly. */
function scenarios(headers: Record<string, string>): Scenario[] {
  const spread = (count: number) =>
    range(count).map((i) => Math.max(1, Math.round((pages * i) / count)));
  const names = ['mariam', 'al suwaidi', 'khalid al', 'priya nair', 'wang', 'fernandes'];
  return [
    { name: 'first pages', paths: range(20).map((page) => list(`page=${page}`)), headers },
    {
      name: 'pages across the list',
      paths: spread(40).map((page) => list(`page=${page}`)),
      headers,
    },
    {
      name: 'search a name',
      paths: names.flatMap((q) =>
        range(5).map((page) => list(`q=${encodeURIComponent(q)}&page=${page}`)),
      ),
      headers,
    },
    {
      name: 'search one email',
      paths: spread(50).map((n) => list(`q=${encodeURIComponent(benchCustomer(n).email)}`)),
      headers,
    },
  ];
}

await seedOnce(dataDir, `users-${users}`, ['--users', String(users)]);
const server = await startServer(PORT, dataDir);
const rows: Figures[] = [];
try {
  const headers = await adminHeaders(base);
  for (const scenario of scenarios(headers)) {
    const cold = await warm(base, scenario.paths, headers);
    rows.push({ ...(await run(base, scenario, connections, duration)), coldMs: cold });
  }
} finally {
  await stopServer(server);
}

console.log(`\n${users} customers, ${connections} connections, ${duration} s per scenario`);
printRows(rows);
