/**
 * Synthetic orders for the back office's scale benchmark (1,000,000 orders by 100,000 shoppers):
 * generated inside the database with generate_series, so a million rows take minutes, not hours.
 * Orders spread over two years, newest most likely still open; names, emails, mobiles and PO boxes
 * vary enough for the listing's search to meet realistic selectivity. The same counts always give
 * the same data, and a second run tops up to the count.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '#db/client';
import { demoProducts } from './demo-catalogue';

export const BENCH_EMAIL_DOMAIN = 'bench.souqstyle.ae';
const DAY_MS = 24 * 60 * 60 * 1000;
/** Orders spread over this many days before `now`. */
export const BENCH_ORDER_SPAN_DAYS = 730;

const FIRST = `Aisha Fatima Mariam Noura Hessa Layla Sara Amina Reem Huda Omar Ahmed Khalid Rashid
  Saeed Hamad Yousef Ali Hassan Ibrahim Priya Anjali Rahul Arjun Vikram Sunita Maria Jose Ana Mark
  Sophie James Olivia Chen Wei Li Dmitri Elena Tariq Zainab`.split(/\s+/);
const LAST = `Al Mansoori|Al Nuaimi|Al Falasi|Al Suwaidi|Al Marri|Al Ketbi|Al Hashimi|Al Zaabi|Khan|
  Hussain|Rahman|Siddiqui|Sharma|Patel|Nair|Menon|Iyer|Reddy|Santos|Reyes|Cruz|Garcia|Smith|Brown|
  Wilson|Taylor|Martin|Dubois|Rossi|Muller|Ivanova|Petrov|Haddad|Khoury|Nasser|Aziz|Farouk|Saleh|
  Qureshi|Malik`
  .split('|')
  .map((s) => s.trim());

/** A constant text list as a SQL array literal (these names hold no quotes; escaped anyway). */
const textArray = (values: readonly string[]): SQL =>
  sql.raw(`ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`);

/** Inserts shoppers `from`..`to` (1-based): deterministic names, emails and mobiles. */
async function insertShoppers(db: Db, from: number, to: number, now: Date) {
  await db.execute(sql`
    INSERT INTO users (fullname, email, phoneno, created_at, updated_at)
    SELECT f.names[1 + (g.i * 7) % array_length(f.names, 1)] || ' ' ||
             l.names[1 + (g.i / 7) % array_length(l.names, 1)],
           lower(replace(f.names[1 + (g.i * 7) % array_length(f.names, 1)] || '.' ||
             l.names[1 + (g.i / 7) % array_length(l.names, 1)], ' ', '')) || g.i || '@' || ${BENCH_EMAIL_DOMAIN},
           '+9715' || lpad((abs(hashtext('m' || g.i)) % 100000000)::text, 8, '0'),
           ${now}::timestamptz, ${now}::timestamptz
    FROM generate_series(${from}::int, ${to}::int) AS g(i),
         (SELECT ${textArray(FIRST)} AS names) f,
         (SELECT ${textArray(LAST)} AS names) l`);
}

const products = demoProducts.slice(0, 60).map((p) => ({
  productid: p.productid,
  name: p.name,
  image: p.colors[0]?.imageKeys[0] ?? '',
  color: p.colors[0]?.name ?? 'Black',
}));

/**
 * Inserts orders `from`..`to` (1-based, oldest first) with one to three items each, in one
 * statement: status by age (recent orders still open), payment, address and money that pass every
 * constraint of the orders table.
 */
async function insertOrders(
  db: Db,
  from: number,
  to: number,
  total: number,
  now: Date,
  shoppers: number,
) {
  const spanMs = BENCH_ORDER_SPAN_DAYS * DAY_MS;
  await db.execute(sql`
    WITH shopper AS (
      SELECT id, fullname, phoneno, row_number() OVER (ORDER BY email) AS rn
      FROM users WHERE email LIKE ${`%@${BENCH_EMAIL_DOMAIN}`}
    ),
    base AS (
      SELECT g.i,
        ${now}::timestamptz - make_interval(secs => ((${total}::bigint - g.i) * ${spanMs}::bigint / ${total}::bigint
          + abs(hashtext('j' || g.i)) % 60000) / 1000.0) AS created_at,
        abs(hashtext('s' || g.i)) % 1000 AS r_status,
        abs(hashtext('p' || g.i)) % 1000 AS r_pay,
        ((abs(hashtext('a' || g.i)) % 1500) + 29) * 100 AS subtotal,
        1 + abs(hashtext('u' || g.i)) % ${shoppers}::int AS shopper_rn
      FROM generate_series(${from}::int, ${to}::int) AS g(i)
    ),
    shaped AS (
      SELECT b.*, s.id AS user_id, s.fullname, s.phoneno,
        CASE
          WHEN b.created_at > ${now}::timestamptz - interval '2 days' THEN
            CASE WHEN r_status < 450 THEN 'placed' WHEN r_status < 700 THEN 'shipped'
                 WHEN r_status < 800 THEN 'out-for-delivery' WHEN r_status < 900 THEN 'delivered'
                 ELSE 'cancelled' END
          WHEN b.created_at > ${now}::timestamptz - interval '7 days' THEN
            CASE WHEN r_status < 50 THEN 'placed' WHEN r_status < 150 THEN 'shipped'
                 WHEN r_status < 200 THEN 'out-for-delivery' WHEN r_status < 900 THEN 'delivered'
                 ELSE 'cancelled' END
          ELSE CASE WHEN r_status < 880 THEN 'delivered' WHEN r_status < 980 THEN 'cancelled'
                    ELSE 'refunded' END
        END AS status,
        CASE WHEN r_pay < 550 THEN 'COD' WHEN r_pay < 950 THEN 'online' ELSE 'wallet' END AS method,
        b.subtotal / 20 AS vat,
        CASE WHEN b.subtotal < 10000 THEN 1000 ELSE 0 END AS shipping
      FROM base b JOIN shopper s ON s.rn = b.shopper_rn
    ),
    inserted AS (
      INSERT INTO orders (orderid, user_id, status, subtotal_fils, vat_fils, shipping_fils,
        total_fils, payment_method, is_paid, payment_status, wallet_amount_fils,
        remaining_amount_fils, card_last4, shipping_address, created_at, updated_at, shipped_at,
        delivered_at, cancelled_at, refunded_at)
      SELECT
        'SH-' || upper(to_hex((extract(epoch FROM created_at) * 1000)::bigint)) ||
          upper(substr(md5('o' || i), 1, 10)),
        user_id, status, subtotal, vat, shipping, subtotal + vat + shipping, method,
        method <> 'COD' OR status = 'delivered',
        CASE WHEN method <> 'COD' AND status IN ('cancelled', 'refunded') THEN 'refunded'
             WHEN method <> 'COD' OR status = 'delivered' THEN 'completed' ELSE 'pending' END,
        CASE WHEN method = 'wallet' THEN subtotal + vat + shipping ELSE 0 END,
        CASE WHEN method = 'wallet' THEN 0 ELSE subtotal + vat + shipping END,
        CASE WHEN method = 'online' THEN lpad((i % 10000)::text, 4, '0') END,
        jsonb_build_object('username', fullname, 'mobileno', phoneno,
          'buildingNumber', 'Villa ' || (1 + i % 200), 'streetName', 'Street ' || (1 + i % 90),
          'area', (ARRAY['Jumeirah','Al Barsha','Deira','Al Nahda','Khalifa City','Al Majaz'])[1 + i % 6],
          'city', 'Dubai', 'emirate', 'Dubai',
          'pobox', CASE WHEN i % 3 = 0 THEN NULL ELSE lpad((abs(hashtext('b' || i)) % 1000000)::text, 6, '0') END,
          'country', 'United Arab Emirates', 'savedaddressas', 'Home'),
        created_at, created_at,
        CASE WHEN status IN ('shipped', 'out-for-delivery', 'delivered') THEN created_at + interval '20 hours' END,
        CASE WHEN status = 'delivered' THEN created_at + interval '44 hours' END,
        CASE WHEN status IN ('cancelled', 'refunded') THEN created_at + interval '3 hours' END,
        CASE WHEN status = 'refunded' THEN created_at + interval '4 hours' END
      FROM shaped
      RETURNING id, orderid, subtotal_fils
    ),
    catalogue AS (
      SELECT * FROM (VALUES ${sql.raw(
        products
          .map(
            (p, k) =>
              `(${k}, '${p.productid}', '${p.name.replace(/'/g, "''")}', '${p.image}', '${p.color.replace(/'/g, "''")}')`,
          )
          .join(', '),
      )}) AS c(k, productid, name, image, color)
    )
    INSERT INTO order_items (order_id, productid, name, default_img, price_fils, quantity, color, size, position)
    SELECT o.id, c.productid, c.name, c.image,
      o.subtotal_fils / n.count + CASE WHEN pos = 0 THEN o.subtotal_fils % n.count ELSE 0 END,
      1, c.color, (ARRAY['S','M','L','XL'])[1 + pos], pos
    FROM inserted o
    CROSS JOIN LATERAL (SELECT 1 + abs(hashtext(o.orderid)) % 3 AS count) n
    CROSS JOIN LATERAL generate_series(0, n.count - 1) AS pos
    JOIN catalogue c ON c.k = abs(hashtext(o.orderid || pos)) % ${products.length}`);
}

const count = async (db: Db, query: SQL) => {
  const result = await db.execute<{ n: number }>(query);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
};

/** Tops the database up to `orders` synthetic orders by `shoppers` shoppers, in chunks. */
export async function seedBenchOrders(
  db: Db,
  opts: { orders: number; shoppers: number; now: Date; chunk?: number; log?: (m: string) => void },
) {
  const log = opts.log ?? (() => undefined);
  const chunk = opts.chunk ?? 25_000;
  const haveShoppers = await count(
    db,
    sql`SELECT count(*)::int AS n FROM users WHERE email LIKE ${`%@${BENCH_EMAIL_DOMAIN}`}`,
  );
  for (let from = haveShoppers + 1; from <= opts.shoppers; from += chunk) {
    await insertShoppers(db, from, Math.min(opts.shoppers, from + chunk - 1), opts.now);
  }
  const haveOrders = await count(db, sql`SELECT count(*)::int AS n FROM orders`);
  for (let from = haveOrders + 1; from <= opts.orders; from += chunk) {
    const to = Math.min(opts.orders, from + chunk - 1);
    await insertOrders(db, from, to, opts.orders, opts.now, opts.shoppers);
    log(`  ${to} / ${opts.orders} orders`);
  }
  // What autovacuum would do on a server by now: statistics and the visibility map.
  await db.execute(sql`VACUUM ANALYZE`);
  return {
    shoppersAdded: Math.max(0, opts.shoppers - haveShoppers),
    ordersAdded: Math.max(0, opts.orders - haveOrders),
  };
}
