import { adminApi } from '@/admin/lib/admin-api';

/**
 * DELETE /api/delete-image {imagePath}: drops an uploaded image that the form no longer uses
 * and no product shows (the server refuses one still in use, so a stray call harms nothing).
 */
export const deleteImage = (imagePath: string) =>
  adminApi.delete<{ success: true; message: string }>('/delete-image', { body: { imagePath } });
