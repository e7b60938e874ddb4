// The plugin's type for TypeScript callers (its tests); the rules are plain JavaScript so that
// eslint.config.js loads them without a build.
import type { ESLint, Rule } from 'eslint';

declare const plugin: ESLint.Plugin & {
  rules: Record<
    'module-entry' | 'module-cycles' | 'feature-boundaries' | 'layers' | 'module-tables',
    Rule.RuleModule
  >;
};
export default plugin;
