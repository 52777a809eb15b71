/**
 * The direction of imports between the layers (ARCHITECTURE.md), checked by `npm test`:
 *
 *   engine ← bots ← puzzles ← machines ← content data (src/content) ← islands ← pages, components, layouts, MDX
 *   with notation and i18n beside the engine: they import the engine only.
 *
 * A layer imports only layers to its left. Bots live in src/bots/ or, until they move there,
 * in src/engine/<game>/bots/: both paths are the bots layer, never the engine.
 * Tests (*.test.ts) may reach anything they test; they are left out of the layer rules.
 */
const BOTS = '^src/(bots/|engine/[^/]+/bots/)';
const ENGINE = '^src/engine/';
const TEST = '\\.test\\.tsx?$';
const ABOVE_PUZZLES = '^src/(machines|content|islands|pages|components|layouts)/';
const ABOVE_MACHINES = '^src/(content|islands|pages|components|layouts)/';
const ABOVE_CONTENT = '^src/(islands|pages|components|layouts)/';

/** A layer rule: files of `from` (tests aside) never import files of `to` (a path, or a path with exceptions). */
const layer = (name, comment, from, to) => ({ name, comment, severity: 'error', from: { path: from, pathNot: TEST }, to: typeof to === 'string' ? { path: to } : to });

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'engine-stays-pure',
      comment: 'The engine owns the rules and runs in Node, the browser and a Worker: it imports only its own files (no npm package, no other layer).',
      severity: 'error',
      from: { path: ENGINE, pathNot: [BOTS, TEST] },
      to: { pathNot: [`${ENGINE}(?!(?:[^/]+/)bots/)`] },
    },
    layer(
      'bots-ask-the-engine',
      'Bots are clients of the rules: they import the engine (and each other), nothing above.',
      BOTS,
      { path: '^src/', pathNot: [ENGINE, '^src/bots/', '^src/notation/'] },
    ),
    layer(
      'notation-and-i18n-stand-low',
      'Notation and words are read by every layer, so they import only the engine (and i18n/lang).',
      '^src/(notation|i18n)/',
      { path: '^src/', pathNot: [ENGINE, '^src/notation/', '^src/i18n/'] },
    ),
    layer(
      'notation-has-no-words',
      'A link decodes the same in every language: notation may know the language codes, not the word tables.',
      '^src/notation/',
      { path: '^src/i18n/', pathNot: '^src/i18n/lang\\.ts$' },
    ),
    layer(
      'puzzles-below-machines',
      'Puzzle goals, searches and checks ask the engine; the puzzle machines and trainer use them.',
      '^src/puzzles/',
      ABOVE_PUZZLES,
    ),
    layer(
      'content-below-islands',
      'Content data (schemas, lesson steps, guides) may name machines, but never reaches the islands or pages that show it.',
      '^src/content/',
      ABOVE_CONTENT,
    ),
    layer(
      'machines-below-islands',
      'Machines model flow and ask the engine; they never reach the islands or pages that use them.',
      '^src/machines/',
      ABOVE_MACHINES,
    ),
    {
      name: 'engine-above-bots-never',
      comment: 'The engine never imports a bot (bots are clients of the rules).',
      severity: 'error',
      from: { path: ENGINE, pathNot: [BOTS, TEST] },
      to: { path: BOTS },
    },
    layer(
      'islands-below-pages',
      'Islands draw and send events; pages, layouts and Astro components use them, not the other way.',
      '^src/islands/',
      '^src/(pages|layouts)/|\\.astro$',
    ),
    {
      name: 'no-circular',
      comment: 'A cycle makes load order matter and hides which module owns what.',
      severity: 'error',
      from: { pathNot: TEST },
      to: { circular: true, viaOnly: { pathNot: TEST } },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'Every import resolves (astro:* modules are virtual: Astro provides them at build time).',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, pathNot: '^astro:' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|\\.astro)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
