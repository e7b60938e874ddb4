import { checkUploadTotal } from '@store/domain';
import { useState } from 'react';

import { uploadProductImages, type UploadGroup } from '../api/upload-product-images';
import { applyUploaded } from '../utils/color-groups';
import type { ColorGroup } from '../utils/product-form-state';

/** The upload's `imageOrder` and new files of every colour that has new images. */
function uploadGroups(colors: readonly ColorGroup[]): UploadGroup[] {
  return colors
    .filter((c) => c.images.some((i) => i.file))
    .map((c) => ({
      color: c.name,
      files: c.images.flatMap((i) => (i.file ? [i.file] : [])),
      order: c.images.map((i, order) => ({ name: i.name, order, isNew: Boolean(i.file) })),
    }));
}

/**
 * Uploads the form's NEW images with a progress figure (0 to 100 while running, null when
 * idle). `upload` answers the colours with the new images swapped for their stored URLs, or
 * throws the uploader's message (the 500 MB total is checked before anything is sent).
 */
export function useImageUpload() {
  const [progress, setProgress] = useState<number | null>(null);

  const upload = async (productName: string, colors: readonly ColorGroup[]) => {
    const groups = uploadGroups(colors);
    const total = groups.reduce((sum, g) => sum + g.files.reduce((s, f) => s + f.size, 0), 0);
    const tooMuch = checkUploadTotal(total);
    if (tooMuch) throw new Error(tooMuch);
    setProgress(0);
    try {
      const paths = await uploadProductImages(productName, groups, (fraction) =>
        setProgress(Math.round(fraction * 100)),
      );
      for (const group of colors) {
        for (const image of group.images) if (image.file) URL.revokeObjectURL(image.url);
      }
      return applyUploaded(colors, paths);
    } finally {
      setProgress(null);
    }
  };

  return { upload, progress, uploading: progress !== null };
}
