/** The engine stays pure: its modules import only each other and ../random, ../result, ../validate. */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [p] : [];
  });
}

describe('engine isolation', () => {
  it('no DOM, preact, xstate, astro or npm imports; only engine files', () => {
    const files = sources(here);
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const specs = [...text.matchAll(/(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1] ?? m[2] ?? '');
      for (const spec of specs) {
        const rel = relative(here, spec.startsWith('.') ? join(dirname(file), spec) : spec);
        const allowed = spec.startsWith('.') && (!rel.startsWith('..') || rel === '../random' || rel === '../result' || rel === '../validate');
        expect(allowed, `${relative(here, file)} imports ${spec}`).toBe(true);
      }
      expect(/\b(document|window|localStorage)\./.test(text), `${relative(here, file)} touches the DOM`).toBe(false);
    }
  });
});
