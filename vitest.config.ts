/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Astro's Vite config, so tests that render islands resolve Preact and the react shim like the site does.
export default getViteConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    testTimeout: 120_000,
    // Islands read their words from the page; in tests, as in the build, from the full tables.
    setupFiles: ['src/i18n/test-setup.ts'],
  },
});
