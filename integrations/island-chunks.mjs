// How the islands' JavaScript is cut into files (issue #14.5: a lesson page ships at most 65 kB gzip).
//
// Rollup gives every set of islands that shares modules a file of its own, so a Puerto Rico lesson
// page loaded 23 files, many of a few hundred bytes. Each file is gzipped alone: it pays its header,
// its import and export lines, and starts compressing with no dictionary. The same code in one file
// was 5 kB smaller. The groups below put together what the lesson pages load together; each costs
// a few pages code they do not run, named beside it, where it is small. Only the modules listed go
// into a group (`onlyExplicitManualChunks`): Rollup would otherwise pull each one's imports in too
// (the Puerto Rico engine into the board's file, and with it into the Endeavor pages).

/** Each group's modules: files by their path, or every file under a folder (a path ending in /). */
export const GROUPS = {
  // Every island page loads Preact, its hooks and its JSX runtime (compat only comes with @xstate/react).
  preact: ['node_modules/preact/dist/', 'node_modules/preact/hooks/', 'node_modules/preact/jsx-runtime/'],
  // The small word helpers nearly every island imports, and the guarded storage. The Learn page's
  // and the offline page's scripts, and islands that keep nothing, load 0.5 kB they do not run.
  words: ['src/i18n/lang.ts', 'src/i18n/define.ts', 'src/i18n/grammar.ts', 'src/i18n/words.ts', 'src/engine/guards.ts', 'src/storage/guarded.ts'],
  // The board screen every game board sits in (a group so that the board's file, which imports
  // its roving focus, does not split it from the screen).
  'board-screen': ['src/islands/board-screen/BoardScreen.tsx', 'src/islands/board-screen/roving.ts', 'src/islands/board-screen/open-view.ts', 'src/engine/result.ts', 'src/engine/rule-notes.ts'],
  // Puerto Rico's rules as applyMove reaches them (the vocabulary stays apart: the puzzle lists load
  // it alone), named one by one: the board imports the buildings' table alone, which would
  // otherwise leave the engine's file for one of its own.
  'puerto-rico-engine': [
    'game', 'moves', 'buildings', 'errors', 'options', 'state', 'shuffle', 'supply', 'builder', 'mayor',
    'guests', 'captain', 'craftsman', 'draft', 'prospector', 'sharing', 'settler', 'trader', 'step-guard', 'scoring',
  ].map((m) => `src/engine/puerto-rico/${m}.ts`),
  // Puerto Rico's board (its words, text.ts and names.ts, stay apart: the puzzle lists load them
  // alone). Building pages also load the GameBoard (1.4 kB) they do not show, the editor and
  // review pages the refusal words (0.3 kB).
  'puerto-rico-board': [
    ...['GameBoard', 'PlayerBoard', 'pictures', 'Supply', 'BuildingSupply', 'Target', 'CargoShips', 'RoleCards', 'TradingHouse'].map((m) => `src/islands/puerto-rico/board/${m}.tsx`),
    ...['describe', 'targets', 'types'].map((m) => `src/islands/puerto-rico/board/${m}.ts`),
    'src/islands/puerto-rico/refusal-words.ts',
  ],
  // The one lesson player and its machine, for both games, with the phase machines' engine link.
  'lesson-player': [
    'src/islands/lesson/LessonPlayer.tsx',
    'src/islands/lesson/statechart-lights.ts',
    'src/islands/lesson/use-lesson.ts',
    'src/islands/step-hash.ts',
    'src/content/lessons.ts',
    'src/machines/lesson.ts',
    'src/machines/active-paths.ts',
    'src/machines/engine-play.ts',
  ],
  // Puerto Rico's lesson adapter, with what the phase machines of ./charts/ share (a lesson page
  // without a statechart loads those 0.3 kB too).
  'puerto-rico-lesson': [
    ...['PuertoRicoLesson.tsx', 'games/puerto-rico.tsx', 'candidates.ts', 'ScoreTable.tsx', 'move-path.ts', 'board-buildings.ts'].map((m) => `src/islands/lesson/${m}`),
    'src/islands/puerto-rico/RefusalWithRule.tsx',
    ...['puerto-rico', 'puerto-rico-replay', 'puerto-rico-goal'].map((m) => `src/machines/lesson/${m}.ts`),
    ...['events', 'track-machine', 'play', 'role-choice'].map((m) => `src/machines/puerto-rico/${m}.ts`),
  ],
};

const byPath = Object.entries(GROUPS).flatMap(([group, paths]) => paths.map((path) => ({ group, path })));

/** Rollup's `output.manualChunks`: the group a module belongs to, or none (Rollup decides). */
export function manualChunks(id) {
  const at = id.replaceAll('\\', '/');
  return byPath.find(({ path }) => (path.endsWith('/') ? at.includes(`/${path}`) : at.endsWith(`/${path}`)))?.group;
}

const SIGNALS = 'await import("@preact/signals")';

/**
 * The Vite plugin: the groups above for the browser's build (the server's files are left as Astro
 * cuts them), and no @preact/signals. The Preact renderer's client imports it only to revive
 * signals passed as island props, which no island takes; bundled it was 3 kB, and as a bare
 * `import()` left unresolved it still brought Vite's preload helper (0.7 kB) onto every island
 * page. Here it is a refusal with a reason instead: a signal prop fails in the browser, and says why.
 * @returns {import('vite').Plugin}
 */
export function islandChunks() {
  return {
    name: 'euro-tutor:island-chunks',
    apply: 'build',
    config(_config, { isSsrBuild }) {
      if (!isSsrBuild) return { build: { rollupOptions: { output: { manualChunks, onlyExplicitManualChunks: true } } } };
    },
    transform(code, id) {
      if (!id.includes('/@astrojs/preact/dist/client.js')) return null;
      if (!code.includes(SIGNALS)) this.error(`${id} no longer reads "${SIGNALS}": see integrations/island-chunks.mjs`);
      return { code: code.replace(SIGNALS, 'await Promise.reject(new Error("Signal props are not supported (integrations/island-chunks.mjs)."))'), map: null };
    },
  };
}
