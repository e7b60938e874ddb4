export type TagKind = 'color' | 'size';

export type AddTagResult = { ok: true; tags: string[] } | { ok: false; error: string };

const LABELS: Record<TagKind, string> = { color: 'Color', size: 'Size' };

/** The duplicate message of the product form's tag editor. */
export function duplicateTagMessage(kind: TagKind): string {
  return `${LABELS[kind]} already exists!`;
}

/** Adds a colour or size to the tag editor: trimmed, non-empty, unique ignoring case. */
export function addTag(existing: readonly string[], value: string, kind: TagKind): AddTagResult {
  const tag = value.trim();
  if (tag === '') return { ok: false, error: `Please enter a ${kind}.` };
  const key = tag.toLowerCase();
  if (existing.some((t) => t.trim().toLowerCase() === key)) {
    return { ok: false, error: duplicateTagMessage(kind) };
  }
  return { ok: true, tags: [...existing, tag] };
}
