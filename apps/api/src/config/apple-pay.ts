import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Apple's domain association file (Stripe's download, for Apple Pay on the store's own domain) is
 * a few kilobytes of text: anything past this is another file named by mistake.
 */
export const APPLE_PAY_FILE_MAX_BYTES = 64 * 1024;

const WHERE_FROM =
  "download it from Stripe's dashboard (Settings, Payment method domains) and name its path";

/**
 * Reads the file APPLE_PAY_DOMAIN_FILE names, once, at start: its bytes, or what is wrong with it
 * in words an owner can act on (the start then stops with it, naming the setting).
 */
export function readApplePayDomainFile(given: string): { bytes: Buffer } | { problem: string } {
  const file = path.resolve(given);
  let size: number;
  try {
    const stat = statSync(file);
    if (!stat.isFile()) return { problem: `${file} is not a file: ${WHERE_FROM}` };
    size = stat.size;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') {
      return { problem: `there is no file at ${file}: ${WHERE_FROM}` };
    }
    return { problem: `cannot read ${file} (${code ?? 'error'})` };
  }
  if (size === 0) return { problem: `${file} is empty: ${WHERE_FROM}` };
  if (size > APPLE_PAY_FILE_MAX_BYTES) {
    return {
      problem: `${file} is ${size} bytes; the domain association file is a few kilobytes (at most ${APPLE_PAY_FILE_MAX_BYTES} bytes)`,
    };
  }
  try {
    return { bytes: readFileSync(file) };
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? 'error';
    return {
      problem: `cannot read ${file} (${code}): the store's user needs to be able to read it`,
    };
  }
}
