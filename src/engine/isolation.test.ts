/**
 * The engine owns every rule and runs the same in Node, the browser and a Web Worker, so it may
 * import nothing but its own files: no DOM, Preact, xstate, Astro or any npm package.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ENGINE = resolve(__dirname);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return sourceFiles(p);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [p] : [];
  });
}

/** Every module specifier a file imports or re-exports, static or dynamic. */
export function importsOf(code: string): string[] {
  const specs: string[] = [];
  for (const m of code.matchAll(/(?:^|[\s;])(?:import|export)\s[^'"`]*?from\s*['"]([^'"]+)['"]/g)) specs.push(m[1]!);
  for (const m of code.matchAll(/(?:^|[\s;])import\s*['"]([^'"]+)['"]/g)) specs.push(m[1]!);
  for (const m of code.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g)) specs.push(m[1]!);
  for (const m of code.matchAll(/\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g)) specs.push(m[1]!);
  return specs;
}

describe('the engine stands alone', () => {
  it('finds the imports it is meant to police', () => {
    expect(importsOf(`import { a } from 'preact';\nexport * from "./x";\nconst y = await import('xstate');\nimport 'astro';`)).toEqual(['preact', './x', 'astro', 'xstate']);
  });

  it('imports only files inside src/engine', () => {
    const outside: string[] = [];
    for (const file of sourceFiles(ENGINE)) {
      for (const spec of importsOf(readFileSync(file, 'utf8'))) {
        const target = spec.startsWith('.') ? resolve(dirname(file), spec) : null;
        if (!target || relative(ENGINE, target).startsWith('..')) outside.push(`${relative(ENGINE, file)} imports ${spec}`);
      }
    }
    expect(outside).toEqual([]);
  });

  it('uses no browser globals', () => {
    const code = (f: string) => readFileSync(f, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
    const offenders = sourceFiles(ENGINE).filter((f) => /\b(window|document|localStorage|navigator)\./.test(code(f)));
    expect(offenders.map((f) => relative(ENGINE, f))).toEqual([]);
  });
});
