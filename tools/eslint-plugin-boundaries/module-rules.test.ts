// The API module rules on deliberate good and bad imports: through the entry or into a file,
// and a circle between two modules whose other files are written to a scratch folder.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import plugin from './index.js';
import { at, ruleTester } from './rule-tester';

const repo = '/repo';
const orders = (file: string) => at(repo, `apps/api/src/modules/orders/${file}`);

ruleTester.run('module-entry', plugin.rules['module-entry'], {
  valid: [
    { filename: orders('order-service.ts'), code: "import { x } from '#modules/catalog';" },
    { filename: orders('order-service.ts'), code: "import { x } from '../catalog';" },
    { filename: orders('order-service.ts'), code: "import { x } from '../catalog/index';" },
    { filename: orders('order-service.ts'), code: "import { x } from './order-repository';" },
    { filename: orders('order-service.ts'), code: "import { x } from '#db/schema';" },
    { filename: orders('order-service.test.ts'), code: "import { x } from '../catalog/repo';" },
    { filename: orders('order-test-kit.ts'), code: "import { x } from '../catalog/repo';" },
    { filename: orders('order-test-data.ts'), code: "import { x } from '../catalog/repo';" },
    {
      filename: at(repo, 'apps/api/src/test/app.ts'),
      code: "import { x } from '../modules/catalog/repo';",
    },
  ],
  invalid: [
    {
      filename: orders('order-service.ts'),
      code: "import { x } from '../catalog/product-repository';",
      errors: [
        {
          messageId: 'deep',
          data: { from: 'orders', to: 'catalog', specifier: '../catalog/product-repository' },
        },
      ],
    },
    {
      filename: orders('routes/order-routes.ts'),
      code: "export { x } from '../../checkout/checkout-repository.js';",
      errors: [{ messageId: 'deep' }],
    },
    {
      filename: orders('order-service.ts'),
      code: "const m = await import('../media/media-service');",
      errors: [{ messageId: 'deep' }],
    },
  ],
});

// A scratch repository: `a` and `b` import each other, `c` imports `a`; a test of `b` imports `c`
// and a test kit of `c` imports `b`, which the graph leaves out.
const scratch = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
const modules = path.join(scratch, 'apps/api/src/modules');
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(modules, file)), { recursive: true });
  writeFileSync(path.join(modules, file), text);
};
write('a/index.ts', "export { b } from '#modules/b';\n");
write('a/a-service.ts', 'export const a = 1;\n');
write('b/index.ts', "export const b = 2;\nexport { a } from '../a/index';\n");
write('b/b.test.ts', "import { c } from '#modules/c';\n");
write('c/index.ts', 'export const c = 3;\n');
write('c/c-orders.ts', "import { a } from '#modules/a';\n");
write('c/c-test-kit.ts', "import { b } from '#modules/b';\n");
const file = (name: string) => path.join(modules, name);

ruleTester.run('module-cycles', plugin.rules['module-cycles'], {
  valid: [
    // b never reaches c: b's test importing c does not count.
    { filename: file('c/c-service.ts'), code: "import { b } from '#modules/b';" },
    { filename: file('a/a.test.ts'), code: "import { c } from '#modules/c';" },
    { filename: file('c/index.ts'), code: "import { z } from 'zod';" },
  ],
  invalid: [
    {
      filename: file('a/index.ts'),
      code: "export { b } from '#modules/b';",
      errors: [{ messageId: 'circle', data: { from: 'a', to: 'b', circle: 'a → b → a' } }],
    },
    {
      filename: file('b/b-service.ts'),
      code: "import { c } from '#modules/c';",
      errors: [{ messageId: 'circle', data: { from: 'b', to: 'c', circle: 'b → c → a → b' } }],
    },
    {
      filename: file('a/a-service.ts'),
      code: "import { c } from '../c/c-orders';",
      errors: [{ messageId: 'circle', data: { from: 'a', to: 'c', circle: 'a → c → a' } }],
    },
  ],
});
