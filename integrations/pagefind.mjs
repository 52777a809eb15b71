// Builds the search index (Pagefind) into dist/pagefind/ as the last step of `astro build`, so every
// build (npm run build, npm start, npm test, npx astro build) ships a working search. It must run
// before the service worker is generated (listed before AstroPWA), so the index is precached.
import { fileURLToPath } from 'node:url';
import * as pagefind from 'pagefind';

/**
 * What a board draws is not what a page is about: every Puerto Rico board lists all 49 buildings and
 * its move buttons read "Load indigo on ship 1", so indexed boards made every puzzle a hit for
 * "wharf" and glued button words into the excerpts ("PassLoad: indigo…").
 */
const NOT_INDEXED = ['.bs-board', '.bx-moves', '.e-step-moves'];

export default function pagefindIndex() {
  return {
    name: 'euro-tutor:pagefind',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const site = fileURLToPath(dir);
        const { index, errors } = await pagefind.createIndex({ excludeSelectors: NOT_INDEXED });
        if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
        const added = await index.addDirectory({ path: site });
        if (added.errors.length) throw new Error(`Pagefind could not index ${site}: ${added.errors.join('; ')}`);
        const written = await index.writeFiles({ outputPath: `${site}pagefind` });
        if (written.errors.length) throw new Error(`Pagefind could not write its index: ${written.errors.join('; ')}`);
        logger.info(`search index: ${added.page_count} pages`);
        await pagefind.close();
      },
    },
  };
}
