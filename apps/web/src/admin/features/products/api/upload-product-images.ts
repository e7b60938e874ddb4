import { UPLOAD_TIMEOUT_MS } from '@store/domain';

import { env } from '@/config/env';
import { at } from '@/admin/i18n';
import { getAdminToken } from '@/admin/lib/admin-storage';
import { serverErrorOf, uploadErrorMessage } from '../utils/upload-error';

export type UploadGroup = {
  color: string;
  /** The colour's new files, in the colour's order. */
  files: File[];
  /** Every image of the colour, saved and new, with its place (the upload's `imageOrder`). */
  order: { name: string; order: number; isNew: boolean }[];
};

export type UploadedPaths = { color: string; keys: string[]; urls: string[] }[];

export class UploadError extends Error {
  override readonly name = 'UploadError';
}

/**
 * POST /api/upload-product-images (multipart: productName, images, colorImages, imageOrder) with
 * the admin token. XMLHttpRequest rather than fetch for its upload progress; a
 * 10-minute limit. Answers each colour's new images as stored keys and URLs, in order.
 */
export function uploadProductImages(
  productName: string,
  groups: readonly UploadGroup[],
  onProgress: (fraction: number) => void,
): Promise<UploadedPaths> {
  const form = new FormData();
  form.append('productName', productName);
  const colorImages: Record<string, string[]> = {};
  const imageOrder: Record<string, UploadGroup['order']> = {};
  for (const group of groups) {
    colorImages[group.color] = group.files.map((f) => f.name);
    imageOrder[group.color] = group.order;
  }
  // Text fields first: the server reads them before the files stream in.
  form.append('colorImages', JSON.stringify(colorImages));
  form.append('imageOrder', JSON.stringify(imageOrder));
  for (const group of groups)
    for (const file of group.files) form.append('images', file, file.name);

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${env.apiBaseUrl}/upload-product-images`);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getAdminToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.ontimeout = () => reject(new UploadError(at('upload.timeout')));
    xhr.onerror = () => reject(new UploadError(at('upload.failed')));
    xhr.onload = () => {
      const text = xhr.responseText;
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new UploadError(uploadErrorMessage(xhr.status, serverErrorOf(text))));
        return;
      }
      try {
        const body = JSON.parse(text) as { success?: boolean; paths?: UploadedPaths };
        if (body.success && Array.isArray(body.paths)) {
          onProgress(1);
          resolve(body.paths);
          return;
        }
      } catch {
        // falls through to the generic failure
      }
      reject(new UploadError(serverErrorOf(text) ?? at('upload.failed')));
    };
    xhr.send(form);
  });
}
