import {
  assignUploadedFiles,
  checkUploadTotal,
  codLimitMessage,
  codeRefusalMessage,
  CODE_REFUSAL_EN,
  placeholdersOf,
  totalChangedMessage,
  type CodeRefusal,
} from '@store/domain';
import { describe, expect, it } from 'vitest';
import { API_MESSAGES_AR } from './api-messages-ar';
import { API_MESSAGES_EN } from './api-messages-en';
import { thrownMessages } from './thrown-messages-test-kit';
import { translateMessage } from './translate';

/** One refusal of each reason, with an amount or a count where the reason has one. */
function refusalSamples(): string[] {
  return Object.keys(CODE_REFUSAL_EN).map((reason) => {
    const refusal = { reason, missingFils: 4_500, missingUnits: 2, withPromotionId: 'p' };
    return codeRefusalMessage(refusal as CodeRefusal, 'en');
  });
}

/** Whether the Arabic catalogue has a key for `text`: its Arabic is not the English back. */
const hasArabic = (text: string) => translateMessage(text, 'ar') !== text;

const { found, unresolved, keyed } = thrownMessages();

describe('every message the server throws', () => {
  it('is found in the source, a hundred and more', () => {
    expect(new Set([...found, ...keyed].map((m) => m.text)).size).toBeGreaterThan(100);
  });

  it('thrown by its key has that key in both languages, with the same parts', () => {
    expect(keyed.length).toBeGreaterThan(0);
    const missing = keyed.filter(({ text: key }) => {
      const en = (API_MESSAGES_EN as Record<string, string>)[key];
      const ar = (API_MESSAGES_AR as Record<string, string>)[key];
      return !en || !ar || ar === en || placeholdersOf(ar).join() !== placeholdersOf(en).join();
    });
    expect(missing).toEqual([]);
  });

  it('has its Arabic', () => {
    // Each part that varies gets a sample value: a template must fit whatever it is.
    const missing = found.filter((m) => !hasArabic(m.text.replaceAll('{}', '7')));
    expect(missing).toEqual([]);
  });

  // The messages a function builds at run time, each site with the samples it can give.
  const built: Record<string, string[]> = {
    // Every schema message: api-messages.test.ts parses each schema with bad bodies.
    'firstError(result.error)': [],
    // A refusal passed on with its own message under another status (the security page makes a
    // wrong code 403, not 401): each such message is checked where it is first thrown.
    'err.message': [],
    // A refusal by its key: its English is that key's text (checked above, by key).
    'fillMessage(API_MESSAGES_EN[key], params)': [],
    'totalChangedMessage(total)': [totalChangedMessage(12_345)],
    'codLimitMessage(hit, name)': [
      codLimitMessage({ cap: 'orders' }),
      codLimitMessage({ cap: 'due', alreadyDueFils: 0 }),
      codLimitMessage({ cap: 'due', alreadyDueFils: 5_000 }),
      codLimitMessage({ cap: 'units', productId: 'p' }, 'Linen Shirt'),
    ],
    'assigned.error': [
      assignUploadedFiles({ imageOrder: {}, colorImages: { Red: ['a.jpg'] } }, []),
      assignUploadedFiles({ imageOrder: {}, colorImages: {} }, ['a.jpg']),
    ].flatMap((r) => (r.ok ? [] : [r.error])),
    // A promotion code that does not apply: every reason, as the bag and checkout refuse it.
    "codeRefusalMessage(refusal, 'en')": refusalSamples(),
    'refusal.message': refusalSamples(),
    "checkUploadTotal(bytes) ?? 'Upload too large'": [
      checkUploadTotal(10 ** 12) ?? '',
      'Upload too large',
    ],
  };

  it('that a function builds is known here, with samples that have their Arabic', () => {
    expect([...new Set(unresolved.map((m) => m.text))].sort()).toEqual(Object.keys(built).sort());
    const samples = Object.values(built).flat();
    expect(samples.length).toBeGreaterThan(6);
    expect(samples.filter((text) => !hasArabic(text))).toEqual([]);
  });
});
