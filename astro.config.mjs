// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';

// Static output only: the site is served as plain files, everything runs in the browser.
export default defineConfig({
  site: 'https://example.org',
  output: 'static',
  integrations: [mdx(), preact({ compat: true })],
  i18n: {
    locales: ['en', 'hu', 'nl'],
    defaultLocale: 'en',
    routing: { prefixDefaultLocale: true, redirectToDefaultLocale: false },
  },
  devToolbar: { enabled: false },
});
