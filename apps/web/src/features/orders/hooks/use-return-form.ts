import { useCallback, useState } from 'react';

import { useToast } from '@/components/ui/toast';
import { useAuth } from '@/features/auth';
import { useSubmitReturn } from '../api';
import { failureMessage } from '../utils/order-rules';
import { checkReturn, EMPTY_RETURN } from '../utils/return-form';
import type { ReturnValues } from '../utils/return-form';
import { ordersText } from '../i18n/orders-text';

/** The return dialog's values, field errors, and submit with its failure message. */
export function useReturnForm(orderId: string, itemId: string, onDone: () => void) {
  const { user } = useAuth();
  const toast = useToast();
  const submit = useSubmitReturn();
  const [values, setValues] = useState<ReturnValues>(EMPTY_RETURN);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const set = useCallback(<K extends keyof ReturnValues>(name: K, value: ReturnValues[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => {
      if (!(name in e)) return e;
      const rest = { ...e };
      delete rest[name];
      return rest;
    });
  }, []);

  const onSubmit = () => {
    if (submit.isPending) return;
    if (!user) {
      toast(ordersText('orders.notSignedIn'), 'error');
      return;
    }
    const checked = checkReturn(values, orderId, itemId);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    submit.mutate(checked.input, {
      onSuccess: (data) => {
        toast(data.msg || ordersText('returns.success'));
        onDone();
      },
      onError: (error) =>
        toast(
          failureMessage(error, ordersText('returns.error', { reason: error.message }), (reason) =>
            ordersText('returns.error', { reason }),
          ),
          'error',
        ),
    });
  };

  return { values, errors, set, onSubmit, pending: submit.isPending };
}
