// The table rule on deliberate good and bad imports: a module taking its own table, another
// module's table, a type-only column shape, a flow taking a table, and a test setting a scene;
// and on SQL written by hand that names a table, its own or another module's.
import plugin from './index.js';
import { at, ruleTester } from './rule-tester';

const repo = '/repo';
const cart = (file: string) => at(repo, `apps/api/src/modules/cart/${file}`);
const flow = (file: string) => at(repo, `apps/api/src/flows/${file}`);
const inModule = (module: string, file: string) =>
  at(repo, `apps/api/src/modules/${module}/${file}`);

ruleTester.run('module-tables', plugin.rules['module-tables'], {
  valid: [
    { filename: cart('cart-repository.ts'), code: "import { cartLines } from '#db/schema';" },
    {
      filename: cart('cart-repository.ts'),
      code: "import { cartLines, type ShippingAddressSnapshot } from '#db/schema';",
    },
    { filename: cart('cart-lines.ts'), code: "import type { products } from '#db/schema';" },
    { filename: cart('cart-lines.ts'), code: "import { type products } from '#db/schema';" },
    { filename: cart('cart-lines.ts'), code: "import { adminSearchText } from '#db/schema';" },
    { filename: cart('cart-lines.ts'), code: "import { products } from '#modules/catalog';" },
    { filename: cart('cart-routes.test.ts'), code: "import { products } from '#db/schema';" },
    { filename: cart('cart-test-kit.ts'), code: "import { products } from '#db/schema';" },
    {
      filename: flow('place-order.ts'),
      code: "import type { CardCheckoutLine } from '#db/schema';",
    },
    {
      filename: at(repo, 'apps/api/src/seed/insert-catalogue.ts'),
      code: "import { products, orders } from '#db/schema';",
    },
    {
      filename: cart('cart-repository.ts'),
      code: 'const q = sql`DELETE FROM cart_lines WHERE user_id = ${id}`;',
    },
    {
      filename: inModule('inventory', 'stock.ts'),
      code: 'const q = sql`UPDATE product_variants AS v SET stock = v.stock - 1 FROM (VALUES (1)) AS w(q)`;',
    },
    {
      filename: cart('cart-edit.test.ts'),
      code: 'const q = sql`SELECT stock FROM products WHERE id = ${id}`;',
    },
    { filename: cart('cart-lines.ts'), code: "const text = 'chosen from products';" },
  ],
  invalid: [
    {
      filename: inModule('audit', 'audit-log.ts'),
      code: "const name = sql`coalesce((SELECT coalesce(name, username) FROM admins WHERE id = ${id}), 'admin')`;",
      errors: [
        { messageId: 'foreignSql', data: { from: 'audit', table: 'admins', owner: 'auth' } },
      ],
    },
    {
      filename: inModule('inventory', 'stock.ts'),
      code: 'const q = sql`SELECT id, name FROM products WHERE id = ${id} FOR UPDATE`;',
      errors: [
        {
          messageId: 'foreignSql',
          data: { from: 'inventory', table: 'products', owner: 'catalog' },
        },
      ],
    },
    {
      filename: flow('place-order.ts'),
      code: 'await tx.execute(sql.raw(`UPDATE order_items SET quantity = 1`));',
      errors: [{ messageId: 'flowSql', data: { table: 'order_items', owner: 'orders' } }],
    },
    {
      filename: cart('cart-repository.ts'),
      code: "import { cartLines, products, productVariants } from '#db/schema';",
      errors: [
        {
          messageId: 'foreign',
          data: { from: 'cart', table: 'products', owner: 'catalog' },
        },
        {
          messageId: 'foreign',
          data: { from: 'cart', table: 'productVariants', owner: 'catalog' },
        },
      ],
    },
    {
      filename: cart('cart-repository.ts'),
      code: "import { products as p } from '../../db/schema/catalog';",
      errors: [{ messageId: 'foreign' }],
    },
    {
      filename: cart('cart-repository.ts'),
      code: "export { orders } from '#db/schema';",
      errors: [{ messageId: 'foreign', data: { from: 'cart', table: 'orders', owner: 'orders' } }],
    },
    {
      filename: cart('cart-repository.ts'),
      code: "import * as schema from '#db/schema';",
      errors: [{ messageId: 'whole' }],
    },
    {
      filename: flow('place-recorded-card-order.ts'),
      code: "import { cartLines, type CardCheckoutLine } from '#db/schema';",
      errors: [{ messageId: 'flow', data: { table: 'cartLines', owner: 'cart' } }],
    },
  ],
});
