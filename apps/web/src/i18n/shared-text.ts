import { t, type MessageKey } from './index';
import { enShared } from './messages/en-shared';

const keyOfText = new Map<string, MessageKey>(
  Object.entries(enShared).map(([key, text]) => [text, key as MessageKey]),
);

/**
 * Text that comes from the API or the domain in English (a success message, a validation
 * message, a return reason) in the page's language: the catalogue's text when it is one we know
 * (en-shared.ts), unchanged otherwise. English pages show exactly what came.
 */
export function localText(text: string): string {
  const key = keyOfText.get(text);
  return key ? t(key) : text;
}

/** A form's field errors (`fieldErrors` of a domain schema) in the page's language. */
export function localErrors(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, localText(message)]),
  );
}
