// Brings a fresh clone up to what `npm start` and `npm test` need: npm packages installed from
// the lockfile when they are missing or stale, and (for the browser tests) Debian's Chromium.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const STAMP = 'node_modules/.install-stamp';

// The lockfile pins every package, so it alone says whether node_modules is current.
function lockHash() {
  return createHash('sha256')
    .update(existsSync('package-lock.json') ? readFileSync('package-lock.json') : '')
    .digest('hex');
}

export function run(cmd, args, options = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', ...options });
  return r.status ?? 1;
}

/** Installs npm packages when node_modules is absent or older than the lockfile. */
export function ensurePackages() {
  const want = lockHash();
  const have = existsSync(STAMP) ? readFileSync(STAMP, 'utf8').trim() : '';
  if (have === want && existsSync('node_modules/.bin/astro')) return;
  console.log('Installing npm packages…');
  // A clean install on a fresh clone; an existing tree is only brought up to date.
  const fresh = !existsSync('node_modules') && existsSync('package-lock.json');
  const code = run('npm', [fresh ? 'ci' : 'install', '--no-audit', '--no-fund']);
  if (code !== 0) {
    console.error('npm could not install the packages (see above).');
    process.exit(code);
  }
  writeFileSync(STAMP, lockHash());
}

export const CHROMIUM = '/usr/bin/chromium';

/** Debian's Chromium for the browser tests; Playwright never downloads a browser here. */
export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  console.log('Installing Debian Chromium for the browser tests…');
  const sudo = process.getuid && process.getuid() === 0 ? [] : ['sudo'];
  const apt = (args) => (sudo.length ? run('sudo', ['apt-get', ...args]) : run('apt-get', args, { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }));
  if (apt(['update']) !== 0 || apt(['install', '-y', '--no-install-recommends', 'chromium', 'fonts-dejavu-core']) !== 0 || !existsSync(CHROMIUM)) {
    console.error(`Could not install Chromium at ${CHROMIUM}. Install it with: apt-get install -y chromium`);
    process.exit(1);
  }
}
