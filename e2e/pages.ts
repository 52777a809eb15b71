/** Every page of the built site, read from dist/ so that a new page is checked without editing a list. */
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export function builtPages(dir = 'dist'): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (name === 'index.html') out.push('/' + relative(dir, d).split('\\').join('/') + (d === dir ? '' : '/'));
    }
  };
  walk(dir);
  return out.map((p) => p.replace(/^\/\/$/, '/')).sort();
}
