import {
  adminReturnsQuerySchema,
  deleteReturnSchema,
  returnCodeSchema,
  returnRefSchema,
  RETURN_ACTION_PERMISSION,
  returnStepPermission,
  updateReturnStatusSchema,
} from '@store/domain';
import type { FastifyInstance } from 'fastify';
import { demandPermission } from '#platform/auth';
import { parseInput } from '#platform/validation';
import {
  adminReturn,
  creditReturnToWallet,
  deleteReturnRequest,
  listReturnsForAdmin,
} from './admin-return-service';
import {
  CREDIT_FAILED,
  returnCodeExpiry,
  sendReturnCode,
  verifyReturnCode,
} from './return-code-service';
import { advanceReturnStatus } from './return-status-service';
import type { ReturnDeps } from './return-deps';

/** The return codes serve the pickup and the replacement's delivery alike. */
const CODE_PERMISSION = RETURN_ACTION_PERMISSION.send_pickup_code;

/**
 * The back office's returns and their steps. admin/wallet/credit lives here too:
 * it credits a return, by the return's own rule, and moves the return to wallet_credited.
 */
export async function adminReturnRoutes(app: FastifyInstance) {
  const deps: ReturnDeps = {
    db: app.db,
    clock: app.clock,
    config: app.config,
    log: app.log,
    mailOutbox: app.mailOutbox,
    notificationRefs: app.notificationRefs,
    rateLimit: app.rateLimit,
    jwtSecret: app.jwtSecret,
    payLater: app.payLater,
  };
  const admin = { preHandler: app.requireAdmin };

  app.get(
    '/api/admin/returns',
    {
      ...admin,
      config: {
        permission: 'returns:read',
        openapi: {
          summary: 'Return requests for Manage Returns, newest first',
          query: adminReturnsQuerySchema,
          response: '{success, returns, total, page, limit}',
        },
      },
    },
    async (request) => ({
      success: true,
      ...(await listReturnsForAdmin(deps, parseInput(adminReturnsQuerySchema, request.query))),
    }),
  );

  app.post(
    '/api/admin/returns/updateReturnStatus',
    {
      ...admin,
      config: {
        permission: ['returns:decide', 'returns:pickup', 'returns:replace'],
        openapi: {
          summary: 'Accept, reject, schedule a pickup or ship a replacement',
          description:
            'Picked up, delivered and wallet credited are reached only through codes and the credit.',
          body: updateReturnStatusSchema,
          response: '{success, message, return}',
        },
      },
    },
    async (request) => {
      const input = parseInput(updateReturnStatusSchema, request.body);
      demandPermission(request, returnStepPermission(input.status));
      const moved = await advanceReturnStatus(deps, input.return_id, input.status, {
        asAdmin: true,
        actor: request,
      });
      return {
        success: true,
        message: 'Status updated successfully',
        return: await adminReturn(deps, moved._id),
      };
    },
  );

  app.post(
    '/api/admin/returns/deleteReturn',
    {
      ...admin,
      config: {
        permission: 'returns:delete',
        openapi: {
          summary: 'Delete a return nothing has happened to yet (requested or rejected)',
          body: deleteReturnSchema,
          response: '{success, message}',
        },
      },
    },
    async (request) => {
      const input = parseInput(deleteReturnSchema, request.body);
      await deleteReturnRequest(app.db, input.return_id, request);
      return { success: true, message: 'Return request deleted' };
    },
  );

  app.post(
    '/api/admin/returns/addOtp',
    {
      ...admin,
      config: {
        permission: CODE_PERMISSION,
        openapi: {
          summary: 'Make the pickup or replacement-delivery code and give it to the shopper',
          description: 'Answers the expiry only, never the code.',
          body: returnRefSchema,
          response: '{success, message, otp: {otpExpiresAt}}',
        },
      },
    },
    async (request) => {
      const input = parseInput(returnRefSchema, request.body);
      const otp = await sendReturnCode(deps, input.returnid);
      return { success: true, message: 'OTP sent to the customer', otp };
    },
  );

  app.post(
    '/api/admin/returns/getOtp',
    {
      ...admin,
      config: {
        permission: CODE_PERMISSION,
        openapi: {
          summary: 'The live return code expiry, for the countdown (never the code)',
          body: returnRefSchema,
          response: '{success, otp: {otpExpiresAt} | null}',
        },
      },
    },
    async (request) => {
      const input = parseInput(returnRefSchema, request.body);
      return { success: true, otp: await returnCodeExpiry(app.db, input.returnid) };
    },
  );

  app.post(
    '/api/admin/returns/verifyOtp',
    {
      ...admin,
      config: {
        permission: CODE_PERMISSION,
        openapi: {
          summary:
            'Check the return code the courier typed; a save_to_wallet pickup is credited in the same transaction, and a pickup puts the unit back to its variant unless restock is false',
          body: returnCodeSchema,
          response: '{success, message, return, creditFailed}',
        },
      },
    },
    async (request) => {
      const input = parseInput(returnCodeSchema, request.body);
      const verified = await verifyReturnCode(
        deps,
        input.returnid,
        input.otp,
        input.restock,
        request,
      );
      return {
        success: true,
        message: verified.creditFailed ? CREDIT_FAILED : 'OTP verified successfully',
        ...verified,
      };
    },
  );

  app.post(
    '/api/admin/wallet/credit',
    {
      ...admin,
      config: {
        permission: 'returns:credit',
        openapi: {
          summary: "Credit a picked-up save_to_wallet return once (the amount is the server's)",
          body: returnRefSchema,
          response: '{success, alreadyWalletCredited, amount, return}',
        },
      },
    },
    async (request) => {
      const input = parseInput(returnRefSchema, request.body);
      return { success: true, ...(await creditReturnToWallet(deps, input.returnid, request)) };
    },
  );
}
