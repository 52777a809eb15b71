// Builds the search index (Pagefind) into dist/pagefind/ as the last step of `astro build`, so every
// build (npm run build, npm start, npm test, npx astro build) ships a working search. It must run
// before the service worker is generated (listed before AstroPWA), so the index is precached.
import { fileURLToPath } from 'node:url';
import * as pagefind from 'pagefind';

export default function pagefindIndex() {
  return {
    name: 'euro-tutor:pagefind',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const site = fileURLToPath(dir);
        const { index, errors } = await pagefind.createIndex({});
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
