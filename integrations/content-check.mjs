// Checks lesson frontmatter and puzzle files before Astro's content layer reads them, so a bad
// file stops the build with one line per problem (file, field, reason; src/content/check-content.ts)
// instead of the schema library's dump.
import { fileURLToPath } from 'node:url';
import { checkContent } from '../src/content/check-content.ts';

export default function contentCheck() {
  return {
    name: 'eurotutor:content-check',
    hooks: {
      'astro:config:setup': ({ config, logger }) => {
        const problems = checkContent(fileURLToPath(config.root));
        if (problems.length === 0) return;
        for (const line of problems) logger.error(line);
        throw new Error(`${problems.length} content problem(s), listed above: fix the file, field and reason named on each line.`);
      },
    },
  };
}
