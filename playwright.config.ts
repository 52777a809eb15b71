import { defineConfig } from '@playwright/test';

// PW_PORT lets engineers working side by side (in their own worktrees) each preview on their own port.
const port = Number(process.env.PW_PORT ?? 4321);

// Browser tests run against the built site (astro preview) in Debian's Chromium; never a downloaded browser.
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  // One retry on CI, where the machine is shared and slow; a test that needs it is named FLAKY under
  // the summary of `npm test`, so it is seen and mended rather than hidden.
  retries: process.env.CI ? 1 : 0,
  // Generous: CI machines are shared, and axe on a full board page takes seconds there.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  outputDir: 'test-results/artifacts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // The site's service worker would precache in every test; e2e/offline.spec.ts allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: {
    command: `npx astro preview --port ${port} --host 127.0.0.1`,
    url: `http://127.0.0.1:${port}/en/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: { ASTRO_TELEMETRY_DISABLED: '1' },
  },
});
