// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import AstroPWA from '@vite-pwa/astro';
import contentCheck from './integrations/content-check.mjs';
import pagefindIndex from './integrations/pagefind.mjs';
import { offlineLists, workboxOptions } from './integrations/offline.mjs';
import { islandChunks } from './integrations/island-chunks.mjs';

// Static output only: the site is served as plain files, everything runs in the browser.
export default defineConfig({
  site: 'https://example.org',
  output: 'static',
  // Worktrees share node_modules through a link, and with it Astro's content cache: each checkout
  // may keep its own (ASTRO_CACHE_DIR), so two builds at once never read each other's lessons.
  ...(process.env.ASTRO_CACHE_DIR ? { cacheDir: process.env.ASTRO_CACHE_DIR } : {}),
  integrations: [
    // First: a bad lesson or puzzle file stops everything with one readable line per problem.
    contentCheck(),
    mdx(),
    preact({ compat: true }),
    // Order matters: the search index and the offline lists are written first, so the service worker sees them.
    pagefindIndex(),
    offlineLists(),
    AstroPWA({
      // A new version waits until the player says "Reload" (never swapped in the middle of a game);
      // the page registers the worker itself (src/components/Offline.astro), so nothing is injected.
      registerType: 'prompt',
      injectRegister: false,
      // One manifest per language (src/pages/[lang]/manifest.webmanifest.ts), linked by the layout.
      manifest: false,
      workbox: workboxOptions,
    }),
  ],
  i18n: {
    locales: ['en', 'hu', 'nl'],
    defaultLocale: 'en',
    routing: { prefixDefaultLocale: true, redirectToDefaultLocale: false },
  },
  devToolbar: { enabled: false },
  // The islands' files: grouped as the lesson pages load them, and no preload helper for the
  // renderer's unused @preact/signals import (issue #14.5, integrations/island-chunks.mjs).
  vite: { plugins: [islandChunks()] },
});
