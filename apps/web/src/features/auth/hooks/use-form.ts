import { fieldErrors } from '@store/domain';
import { useCallback, useState } from 'react';
import type { ChangeEvent } from 'react';
import type { z } from 'zod';
import { localErrors } from '@/i18n/shared-text';

import { useFirstErrorFocus } from '@/lib/use-first-error-focus';

type Values = Record<string, string>;

/**
 * Form state validated by a domain schema: errors clear as their field is edited, and a failed
 * submit scrolls to and focuses the first invalid field in the order the form shows them.
 */
export function useForm<S extends z.ZodType>(schema: S, initial: Values) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { formRef, focusFirstError } = useFirstErrorFocus();

  const onChange = useCallback((event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { name, value } = event.target;
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => {
      if (!(name in e)) return e;
      const rest = { ...e };
      delete rest[name];
      return rest;
    });
  }, []);

  /** The parsed values, or null after showing the errors and focusing the first one. */
  const validate = useCallback((): z.output<S> | null => {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    setErrors(localErrors(fieldErrors(result.error)));
    focusFirstError();
    return null;
  }, [schema, values, focusFirstError]);

  /** Shows errors that came from the server (its `fields`), focusing the first. */
  const showErrors = useCallback(
    (next: Record<string, string>) => {
      setErrors(next);
      focusFirstError();
    },
    [focusFirstError],
  );

  const field = (name: string) => ({
    name,
    value: values[name] ?? '',
    onChange,
    error: errors[name],
  });

  return { values, setValues, errors, validate, showErrors, field, formRef };
}
