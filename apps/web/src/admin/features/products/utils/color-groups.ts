import type { ColorGroup, ImageItem } from './product-form-state';

/** `list` with the item at `from` moved to `to` (both clamped to the list). */
export function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item === undefined) return next;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

/** Moves one image within its colour; the first image is the colour's default. */
export function moveImage(colors: readonly ColorGroup[], color: string, from: number, to: number) {
  return colors.map((c) => (c.name === color ? { ...c, images: move(c.images, from, to) } : c));
}

/**
 * Removes one image. Removing a colour's last image removes the colour;
 * answers the new colours and the removed image.
 */
export function removeImage(colors: readonly ColorGroup[], color: string, imageId: string) {
  let removed: ImageItem | undefined;
  const next = colors.flatMap((c) => {
    if (c.name !== color) return [c];
    removed = c.images.find((i) => i.id === imageId);
    const images = c.images.filter((i) => i.id !== imageId);
    return images.length > 0 ? [{ ...c, images }] : [];
  });
  return { colors: next, removed };
}

/** Adds new files to a colour, after its images. */
export function addImages(colors: readonly ColorGroup[], color: string, images: ImageItem[]) {
  return colors.map((c) => (c.name === color ? { ...c, images: [...c.images, ...images] } : c));
}

/** The images of a removed colour that are saved on the server (they go when the form saves). */
export function savedImages(group: ColorGroup): ImageItem[] {
  return group.images.filter((i) => !i.file);
}

/**
 * After an upload: each colour's NEW images take the uploaded URLs in their order (the server
 * answers every colour's new files in the order the form gave them).
 */
export function applyUploaded(
  colors: readonly ColorGroup[],
  paths: readonly { color: string; urls: string[] }[],
): ColorGroup[] {
  return colors.map((c) => {
    const urls = [...(paths.find((p) => p.color === c.name)?.urls ?? [])];
    return {
      ...c,
      images: c.images.map((image) => {
        if (!image.file) return image;
        const url = urls.shift();
        return url ? { id: image.id, name: image.name, url } : image;
      }),
    };
  });
}
