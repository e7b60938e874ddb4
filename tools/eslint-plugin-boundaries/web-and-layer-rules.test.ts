// The feature and layer rules on deliberate good and bad imports.
import plugin from './index.js';
import { at, ruleTester } from './rule-tester';

const web = (file: string) => at('/repo', `apps/web/src/${file}`);
const api = (file: string) => at('/repo', `apps/api/src/${file}`);

ruleTester.run('feature-boundaries', plugin.rules['feature-boundaries'], {
  valid: [
    { filename: web('features/orders/a.tsx'), code: "import { x } from '@/features/checkout';" },
    { filename: web('features/orders/a.tsx'), code: "import { x } from '../checkout/index';" },
    { filename: web('features/orders/a/b.tsx'), code: "import { x } from '../utils/y';" },
    { filename: web('features/orders/a.tsx'), code: "import { x } from '@/components/ui/y';" },
    { filename: web('features/orders/a.tsx'), code: "import { x } from '@/lib/money';" },
    {
      filename: web('admin/features/customers/a.tsx'),
      code: "import { x } from '@/admin/features/orders';",
    },
    {
      filename: web('admin/features/customers/a.tsx'),
      code: "import { x } from '@/admin/components/data-table';",
    },
    // Outside features (the router, the app shell) the rule does not apply.
    { filename: web('admin/router.tsx'), code: "import { x } from '@/admin/features/orders/r';" },
  ],
  invalid: [
    {
      filename: web('admin/features/customers/components/card.tsx'),
      code: "import { OrderDetails } from '@/admin/features/orders/components/order-details';",
      errors: [
        {
          messageId: 'internal',
          data: {
            fromArea: 'console',
            from: 'customers',
            toArea: 'console',
            to: 'orders',
            specifier: '@/admin/features/orders/components/order-details',
          },
        },
      ],
    },
    {
      filename: web('features/orders/routes/page.tsx'),
      code: "import type { Order } from '../../checkout/types';",
      errors: [
        {
          messageId: 'internal',
          data: {
            fromArea: 'storefront',
            from: 'orders',
            toArea: 'storefront',
            to: 'checkout',
            specifier: '../../checkout/types',
          },
        },
      ],
    },
    {
      filename: web('admin/features/orders/a.tsx'),
      code: "export { x } from '@/features/orders/utils/y';",
      errors: [
        {
          messageId: 'internal',
          data: {
            fromArea: 'console',
            from: 'orders',
            toArea: 'storefront',
            to: 'orders',
            specifier: '@/features/orders/utils/y',
          },
        },
      ],
    },
  ],
});

const upward = (from: 'config' | 'db' | 'platform', to: string, specifier: string) => ({
  messageId: 'upward',
  data: {
    from,
    to,
    specifier,
    allowed: { config: 'config', db: 'db, config', platform: 'platform, db, config' }[from],
  },
});

ruleTester.run('layers', plugin.rules.layers, {
  valid: [
    { filename: api('config/env.ts'), code: "import { z } from 'zod';" },
    { filename: api('config/env.ts'), code: "import { x } from './env-schema';" },
    { filename: api('config/env.ts'), code: "import { x } from '@store/domain';" },
    { filename: api('db/client.ts'), code: "import type { Config } from '#config/env';" },
    { filename: api('platform/sessions.ts'), code: "import { db } from '#db/client';" },
    { filename: api('platform/a/b.ts'), code: "import { x } from '../../config/env';" },
    { filename: api('platform/sessions.test.ts'), code: "import { x } from '#test/app';" },
    { filename: api('modules/orders/a.ts'), code: "import { x } from '#platform/errors';" },
  ],
  invalid: [
    {
      filename: api('config/config-shape.ts'),
      code: "import type { PasswordPoolOptions } from '#platform/password-pool';",
      errors: [upward('config', 'platform', '#platform/password-pool')],
    },
    {
      filename: api('db/seed/demo.ts'),
      code: "import { x } from '#platform/storage/media-storage';",
      errors: [upward('db', 'platform', '#platform/storage/media-storage')],
    },
    {
      filename: api('platform/a.ts'),
      code: "import { x } from '#modules/orders';",
      errors: [upward('platform', 'modules', '#modules/orders')],
    },
    {
      filename: api('platform/a.ts'),
      code: "import { app } from '#app';",
      errors: [upward('platform', 'app', '#app')],
    },
    {
      filename: api('db/a.ts'),
      code: "import { x } from '../flows/place-order';",
      errors: [upward('db', 'flows', '../flows/place-order')],
    },
    {
      filename: api('db/a.ts'),
      code: "import { x } from '../seed/demo';",
      errors: [upward('db', 'seed', '../seed/demo')],
    },
  ],
});
