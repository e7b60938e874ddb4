import { parseCourierSetting, type Courier } from '@store/domain';
import { z } from 'zod';

/**
 * SHIPPING_COURIERS: which couriers the ship dialog offers, and the owner's own with their tracking
 * page (`aramex,dhl,Quiqup=https://quiqup.com/track/{n}`). Read by the domain's parser, so a bad
 * entry stops the start with a message naming it; unset is today's five (decision 53).
 */
export const shippingCouriersSetting = z
  .string()
  .max(4000, 'must be at most 4000 characters')
  .optional()
  .transform((value, ctx): Courier[] => {
    const parsed = parseCourierSetting(value);
    if (parsed.ok) return parsed.couriers;
    ctx.addIssue({ code: 'custom', message: parsed.error });
    return z.NEVER;
  });
