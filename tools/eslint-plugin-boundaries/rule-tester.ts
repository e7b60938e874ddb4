// ESLint's RuleTester run by Vitest: each valid and invalid case becomes a Vitest test.
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

export const ruleTester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2023, sourceType: 'module' },
});

/** An absolute path inside a pretend repository at `root`. */
export const at = (root: string, file: string) => `${root}/${file}`;
