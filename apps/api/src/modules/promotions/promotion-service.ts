import { changedFields, type PromotionForm } from '@store/domain';
import type { AdminPromotion, Sent } from '@store/domain/contract';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '#db/client';
import { isUuid } from '#db/ids';
import { promotions } from '#db/schema';
import { refusal } from '#platform/errors';
import { recordAdminWrite, type AuditActor } from '#modules/audit';
import { addBatchCodes } from './promotion-codes';
import { NO_FIGURES, promotionJson, type PromotionRow } from './promotion-json';
import type { PromotionDeps } from './promotion-deps';
import * as repo from './promotion-repository';

type Reads = Pick<PromotionDeps, 'db' | 'clock'>;

type PromotionJson = Sent<AdminPromotion>;

const promotionNotFound = () =>
  refusal('not_found', 'promotion.not_found', { code: 'PROMOTION_NOT_FOUND' });

/** The name of the unique index a PostgreSQL 23505 error (maybe wrapped by Drizzle) names. */
function uniqueViolation(error: unknown): string | undefined {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined; e;) {
    if (e.code === '23505') return e.constraint ?? '';
    e = e.cause as typeof e;
  }
  return undefined;
}

const codeTaken = (code: string) =>
  refusal('conflict', 'PROMOTION_CODE_TAKEN', { params: { code }, field: 'code' });

/** The work, with a code another promotion holds (or won a race for) answered as a 409. */
async function codeSafe<T>(code: string | null, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (code !== null && uniqueViolation(error) === 'promotions_code_key') throw codeTaken(code);
    throw error;
  }
}

async function checkCodeFree(tx: Tx, code: string | null): Promise<void> {
  if (code !== null && (await repo.isBatchCode(tx, code))) throw codeTaken(code);
}

const LOGGED = [
  'nameEn',
  'nameAr',
  'kind',
  'code',
  'batchPrefix',
  'startsAt',
  'endsAt',
  'paused',
  'reward',
  'conditions',
  'combinesWith',
  'totalUsesLimit',
  'perShopperLimit',
] as const;

async function record(
  tx: Tx,
  actor: AuditActor,
  action: string,
  before: PromotionRow | undefined,
  after: PromotionRow | undefined,
  facts: Record<string, unknown> = {},
) {
  const row = after ?? before;
  if (!row) return;
  await recordAdminWrite(tx, actor, {
    action,
    objectType: 'promotion',
    objectId: row.id,
    objectLabel: row.nameEn,
    changes: { ...changedFields(before, after, LOGGED), ...facts },
  });
}

async function answerFor(deps: Reads, row: PromotionRow): Promise<PromotionJson> {
  const figures = await repo.promotionFigures(deps.db, [row.id]);
  return promotionJson(row, figures.get(row.id) ?? NO_FIGURES, deps.clock.now());
}

/**
 * Answers a promotion its transaction just wrote. An automatic one's badges and a linked offer's
 * page are part of the catalogue's answers: the write raised the catalogue version (a trigger, so
 * other instances follow within the version's TTL), and this instance serves the change from its
 * next request.
 */
function written(deps: PromotionDeps, row: PromotionRow): Promise<PromotionJson> {
  deps.catalogChanged();
  return answerFor(deps, row);
}

/** A page of promotions with their status, uses, discount given and sales. */
export async function listAdminPromotions(deps: Reads, page: number, limit: number) {
  const { rows, total } = await repo.listPromotions(deps.db, page, limit);
  const figures = await repo.promotionFigures(
    deps.db,
    rows.map((r) => r.id),
  );
  const now = deps.clock.now();
  return {
    promotions: rows.map((r) => promotionJson(r, figures.get(r.id) ?? NO_FIGURES, now)),
    total,
    page,
    limit,
  };
}

export async function getAdminPromotion(deps: Reads, id: string) {
  const row = isUuid(id) ? await repo.findPromotion(deps.db, id) : undefined;
  if (!row) throw promotionNotFound();
  return answerFor(deps, row);
}

/** Creates a promotion; a batch gets its first codes at once. */
export async function createPromotion(deps: PromotionDeps, form: PromotionForm, actor: AuditActor) {
  const row = await codeSafe(form.code, () =>
    deps.db.transaction(async (tx) => {
      await checkCodeFree(tx, form.code);
      const [created] = await tx.insert(promotions).values(repo.formColumns(form)).returning();
      if (!created) throw new Error('promotion insert returned no row');
      if (form.batch) await addBatchCodes(tx, created.id, form.batch.prefix, form.batch.count);
      await record(tx, actor, 'promotion.create', undefined, created, {
        ...(form.batch ? { codesGenerated: form.batch.count } : {}),
      });
      return created;
    }),
  );
  return written(deps, row);
}

/** Runs `work` on the promotion's locked row; 404 when there is none. */
async function withLocked<T>(
  db: Db,
  id: string,
  work: (tx: Tx, row: PromotionRow) => Promise<T>,
): Promise<T> {
  if (!isUuid(id)) throw promotionNotFound();
  return db.transaction(async (tx) => {
    const row = await repo.lockPromotion(tx, id);
    if (!row) throw promotionNotFound();
    return work(tx, row);
  });
}

async function update(tx: Tx, id: string, values: Partial<typeof promotions.$inferInsert>) {
  const [after] = await tx
    .update(promotions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(promotions.id, id))
    .returning();
  if (!after) throw promotionNotFound();
  return after;
}

/**
 * Rewrites a promotion. Its kind stays (a batch's codes and a code's uses belong to it); a total
 * limit below the uses already made is refused; the uses count is taken afresh under the lock.
 */
export async function updatePromotion(
  deps: PromotionDeps,
  id: string,
  form: PromotionForm,
  actor: AuditActor,
) {
  const row = await codeSafe(form.code, () =>
    withLocked(deps.db, id, async (tx, before) => {
      if (before.kind !== form.kind) {
        throw refusal('conflict', 'PROMOTION_KIND_FIXED');
      }
      if (form.code !== before.code) await checkCodeFree(tx, form.code);
      const uses = await repo.unreleasedUses(tx, id);
      if (form.limits.totalUses !== null && form.limits.totalUses < uses) {
        throw refusal('conflict', 'PROMOTION_LIMIT_BELOW_USES', {
          params: { count: uses },
          field: 'limits',
        });
      }
      const after = await update(tx, id, { ...repo.formColumns(form), usesCount: uses });
      await record(tx, actor, 'promotion.update', before, after);
      return after;
    }),
  );
  return written(deps, row);
}

/** Pauses or resumes; a code promotion without its code (a fresh duplicate) stays paused. */
export async function setPaused(
  deps: PromotionDeps,
  id: string,
  paused: boolean,
  actor: AuditActor,
) {
  const row = await withLocked(deps.db, id, async (tx, before) => {
    if (!paused && before.kind === 'code' && before.code === null) {
      throw refusal('conflict', 'PROMOTION_NEEDS_CODE');
    }
    if (before.paused === paused) return before;
    const after = await update(tx, id, { paused });
    await record(tx, actor, paused ? 'promotion.pause' : 'promotion.resume', before, after);
    return after;
  });
  return written(deps, row);
}

/** `name` with `suffix`, cut so the whole stays within the name's maximum. */
const withSuffix = (name: string, suffix: string) =>
  `${name.slice(0, 100 - suffix.length)}${suffix}`;

/** A paused copy, named as a copy, without the code (a code is one promotion's) or batch codes. */
export async function duplicatePromotion(deps: PromotionDeps, id: string, actor: AuditActor) {
  const row = await withLocked(deps.db, id, async (tx, source) => {
    const { id: _id, createdAt: _c, updatedAt: _u, usesCount: _n, ...fields } = source;
    const [copy] = await tx
      .insert(promotions)
      .values({
        ...fields,
        nameEn: withSuffix(source.nameEn, ' (copy)'),
        nameAr: withSuffix(source.nameAr, ' (نسخة)'),
        code: null,
        paused: true,
      })
      .returning();
    if (!copy) throw new Error('promotion insert returned no row');
    await record(tx, actor, 'promotion.duplicate', undefined, copy, { copiedFrom: source.id });
    return copy;
  });
  return written(deps, row);
}

/** Adds `count` single-use codes to a batch promotion. */
export async function generateCodes(
  deps: PromotionDeps,
  id: string,
  count: number,
  actor: AuditActor,
) {
  const row = await withLocked(deps.db, id, async (tx, promotion) => {
    if (promotion.kind !== 'batch' || promotion.batchPrefix === null) {
      throw refusal('conflict', 'PROMOTION_NOT_BATCH');
    }
    await addBatchCodes(tx, id, promotion.batchPrefix, count);
    await record(tx, actor, 'promotion.codes', promotion, promotion, { codesGenerated: count });
    return promotion;
  });
  return written(deps, row);
}

/** The batch's codes, for the CSV; 404 when there is no such promotion. */
export async function batchOf(db: Db, id: string): Promise<PromotionRow> {
  const row = isUuid(id) ? await repo.findPromotion(db, id) : undefined;
  if (!row) throw promotionNotFound();
  if (row.kind !== 'batch') {
    throw refusal('conflict', 'PROMOTION_NOT_BATCH');
  }
  return row;
}

/** Deletes a promotion no order ever used (a used one is history: pause it instead). */
export async function deletePromotion(deps: PromotionDeps, id: string, actor: AuditActor) {
  await withLocked(deps.db, id, async (tx, before) => {
    if (await repo.everUsed(tx, id)) {
      throw refusal('conflict', 'PROMOTION_IN_USE');
    }
    await tx.delete(promotions).where(eq(promotions.id, id));
    await record(tx, actor, 'promotion.delete', before, undefined);
  });
  // An offer linked to it is unlinked by the database (ON DELETE SET NULL) and shows its own
  // products again.
  deps.catalogChanged();
}
