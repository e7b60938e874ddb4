/** Turns a storage key into the URL a browser loads; relative keys get the media base address. */
export function mediaUrl(baseUrl: string, key: string | null | undefined): string {
  if (!key) return '';
  if (/^(https?:)?\/\//.test(key) || key.startsWith('/')) return key;
  return `${baseUrl}/${key}`;
}
