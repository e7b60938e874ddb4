import { firstError, fieldErrors } from '@store/domain';
import type { z } from 'zod';
import { AppError } from './errors';

/** Every request body and query passes a schema here; a bad one is a 400 naming the field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw new AppError(
    'validation',
    firstError(result.error),
    'VALIDATION',
    fieldErrors(result.error),
  );
}
