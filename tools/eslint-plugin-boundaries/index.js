// The repository's own boundary rules (docs/decisions/0062-boundaries-checked-by-lint.md),
// loaded by eslint.config.js straight from source.
import featureBoundaries from './feature-boundaries.js';
import layers from './layers.js';
import moduleCycles from './module-cycles.js';
import moduleEntry from './module-entry.js';
import moduleTables from './module-tables.js';

export default {
  meta: { name: 'boundaries' },
  rules: {
    'module-entry': moduleEntry,
    'module-cycles': moduleCycles,
    'feature-boundaries': featureBoundaries,
    layers,
    'module-tables': moduleTables,
  },
};
