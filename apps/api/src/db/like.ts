/** A LIKE pattern matching `text` anywhere: its wildcards and the escape character match only themselves. */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
