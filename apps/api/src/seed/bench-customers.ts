/**
 * Synthetic customers for the back office's scale benchmark (1,000,000 and more). Rows are made
 * by PostgreSQL itself (generate_series), a chunk per statement, so a million costs minutes, not
 * a million round trips. Customer n is always the same person, so runs are comparable.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '#db/client';
import { users } from '#db/schema';

const FIRST_NAMES = `Aisha,Mariam,Fatima,Noura,Hessa,Layla,Sara,Reem,Amna,Maitha,Shamma,Alia,
  Mohammed,Ahmed,Khalid,Omar,Saeed,Rashid,Hamdan,Sultan,Yousef,Ali,Hassan,Ibrahim,Priya,Anjali,
  Rahul,Arjun,Maria,Jose,Olivia,James,Emma,Liam,Chen,Wei,Yuki,Hana,Zainab,Tariq`;
const LAST_NAMES = `Al Suwaidi,Al Mansoori,Al Nuaimi,Al Ketbi,Al Mazrouei,Al Shamsi,Al Falasi,
  Al Marri,Al Hashimi,Al Zaabi,Al Dhaheri,Al Qasimi,Rahman,Haddad,Khoury,Nasser,Saleh,Farouk,
  Menon,Nair,Sharma,Iyer,Pillai,Fernandes,Santos,Reyes,Smith,Brown,Wilson,Taylor,Wang,Li,Tanaka,
  Sato,Kim,Park,Okafor,Mensah,Hussain,Qureshi`;

const list = (text: string) => text.split(',').map((name) => name.trim());
const firsts = list(FIRST_NAMES);
const lasts = list(LAST_NAMES);

/** Where every bench customer's email ends, so a top-up can count the ones already there. */
export const BENCH_EMAIL_DOMAIN = 'bench.example.ae';
const CHUNK = 50_000;
/** Customer n joined n × 90 s before the seeding started: a million span about three years. */
const JOIN_STEP_SECONDS = 90;

/** The name and email of bench customer `n`, as the SQL below writes them (for tests and bench). */
export function benchCustomer(n: number) {
  const first = firsts[n % firsts.length] as string;
  const last = lasts[Math.floor(n / firsts.length) % lasts.length] as string;
  const slug = (s: string) => s.toLowerCase().replace(/\s+/g, '');
  return {
    fullname: `${first} ${last}`,
    email: `${slug(first)}.${slug(last)}.${n}@${BENCH_EMAIL_DOMAIN}`,
  };
}

/** Adds bench customers until `wanted` exist; returns how many were added. */
export async function seedBenchCustomers(
  db: Db,
  wanted: number,
  progress: (done: number) => void = () => undefined,
  now = new Date(),
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(sql`${users.email} LIKE ${`%@${BENCH_EMAIL_DOMAIN}`}`);
  const existing = row?.n ?? 0;
  const firstList = firsts.join(',');
  const lastList = lasts.join(',');
  for (let from = existing + 1; from <= wanted; from += CHUNK) {
    const to = Math.min(wanted, from + CHUNK - 1);
    await db.execute(sql`
      INSERT INTO users (fullname, email, created_at, updated_at)
      SELECT f || ' ' || l,
             lower(replace(f, ' ', '') || '.' || replace(l, ' ', '') || '.' || n || '@' || ${BENCH_EMAIL_DOMAIN}),
             ${now.toISOString()}::timestamptz - make_interval(secs => n * ${JOIN_STEP_SECONDS}),
             ${now.toISOString()}::timestamptz
      FROM generate_series(${from}::int, ${to}::int) AS n,
           LATERAL (SELECT (string_to_array(${firstList}, ','))[1 + n % ${firsts.length}] AS f,
                           (string_to_array(${lastList}, ','))[1 + (n / ${firsts.length}) % ${lasts.length}] AS l) AS names
      ON CONFLICT DO NOTHING`);
    progress(to);
  }
  return Math.max(0, wanted - existing);
}
