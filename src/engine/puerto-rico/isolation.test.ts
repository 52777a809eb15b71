/** The engine stays pure: no DOM, UI framework or npm package imports (STYLE.md, layer 1). */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = resolve(__dirname);
const ALLOWED_OUTSIDE = new Set([resolve(DIR, '../random.ts'), resolve(DIR, '../result.ts'), resolve(DIR, '../validate.ts')]);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') && !p.endsWith('.test.ts') ? [p] : [];
  });
}

describe('engine isolation', () => {
  it.each(files(DIR).map((f) => [f.slice(DIR.length + 1), f]))('%s imports only the engine', (_name, file) => {
    const src = readFileSync(file, 'utf8');
    const specs = [...src.matchAll(/(?:import|export)[^'"]*from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1] ?? m[2]!);
    for (const spec of specs) {
      expect(spec.startsWith('.'), `${spec} is a package import`).toBe(true);
      const target = resolve(file, '..', spec.endsWith('.ts') ? spec : `${spec}.ts`);
      expect(target.startsWith(DIR + '/') || ALLOWED_OUTSIDE.has(target), `${spec} leaves the engine`).toBe(true);
    }
    expect(src).not.toMatch(/\b(document|window|localStorage)\.[a-zA-Z]/);
  });
});
