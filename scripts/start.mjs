// `npm start`: install what is missing, build the static site, serve it on port 4321.
import { ensurePackages, run } from './setup-env.mjs';

process.env.ASTRO_TELEMETRY_DISABLED = '1';
ensurePackages();
const built = run('npx', ['astro', 'build']);
if (built !== 0) process.exit(built);
console.log('\nServing the site on http://localhost:4321/  (Ctrl+C to stop)\n');
process.exit(run('npx', ['astro', 'preview', '--port', '4321', '--host', '127.0.0.1']));
