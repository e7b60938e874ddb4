import {
  adminReturnsQuerySchema,
  deleteReturnSchema,
  returnCodeSchema,
  returnRefSchema,
  updateReturnStatusSchema,
} from '@store/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../platform/validation';
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

/**
 * The back office's returns (admin spec sections 4 and 7). admin/wallet/credit lives here too:
 * it credits a return, by the return's own rule, and moves the return to wallet_credited.
 */
export async function adminReturnRoutes(app: FastifyInstance) {
  const admin = { preHandler: app.requireAdmin };

  app.get('/api/admin/returns', admin, async (request) => ({
    success: true,
    ...(await listReturnsForAdmin(app, parseInput(adminReturnsQuerySchema, request.query))),
  }));

  app.post('/api/admin/returns/updateReturnStatus', admin, async (request) => {
    const input = parseInput(updateReturnStatusSchema, request.body);
    const moved = await advanceReturnStatus(app, input.return_id, input.status, { asAdmin: true });
    return {
      success: true,
      message: 'Status updated successfully',
      return: await adminReturn(app, moved._id),
    };
  });

  app.post('/api/admin/returns/deleteReturn', admin, async (request) => {
    const input = parseInput(deleteReturnSchema, request.body);
    await deleteReturnRequest(app, input.return_id);
    return { success: true, message: 'Return request deleted' };
  });

  app.post('/api/admin/returns/addOtp', admin, async (request) => {
    const input = parseInput(returnRefSchema, request.body);
    const otp = await sendReturnCode(app, input.returnid);
    return { success: true, message: 'OTP sent to the customer', otp };
  });

  app.post('/api/admin/returns/getOtp', admin, async (request) => {
    const input = parseInput(returnRefSchema, request.body);
    return { success: true, otp: await returnCodeExpiry(app, input.returnid) };
  });

  app.post('/api/admin/returns/verifyOtp', admin, async (request) => {
    const input = parseInput(returnCodeSchema, request.body);
    const verified = await verifyReturnCode(app, input.returnid, input.otp);
    return {
      success: true,
      message: verified.creditFailed ? CREDIT_FAILED : 'OTP verified successfully',
      ...verified,
    };
  });

  app.post('/api/admin/wallet/credit', admin, async (request) => {
    const input = parseInput(returnRefSchema, request.body);
    return { success: true, ...(await creditReturnToWallet(app, input.returnid)) };
  });
}
