import { IMAGE_MAX_BYTES, UPLOAD_TOTAL_MAX_BYTES } from '../constants';
import { roundHalfAwayFromZero } from '../rounding';

const MB = 1024 * 1024;

export interface ImageFileInfo {
  name: string;
  type: string;
  size: number;
}

/** The uploader's message for a file it refuses, or null when the file may be uploaded. */
export function checkImageFile(file: ImageFileInfo): string | null {
  if (!file.type.startsWith('image/')) return `${file.name} is not a valid image file`;
  if (file.size > IMAGE_MAX_BYTES) return `${file.name} is too large (max 100MB)`;
  return null;
}

/** The message when one upload's new files together exceed 500 MB, else null. */
export function checkUploadTotal(totalBytes: number): string | null {
  if (totalBytes <= UPLOAD_TOTAL_MAX_BYTES) return null;
  const megabytes = roundHalfAwayFromZero(totalBytes / MB, 2).toFixed(2);
  return `Total upload size (${megabytes} MB) exceeds limit (500MB)`;
}
