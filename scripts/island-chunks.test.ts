// The island file groups (integrations/island-chunks.mjs) name their modules one by one: these
// tests fail when a module named there is renamed or moved, or when applyMove reaches a module the
// engine's group does not name, which would leave it a small file of its own on every lesson page
// (issue #14.5).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GROUPS, manualChunks } from '../integrations/island-chunks.mjs';

/** The modules `file` imports for the browser (type-only imports leave nothing behind). */
function imports(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  return [...code.matchAll(/^import\s+(?!type\b)[^'"]*?from\s+'(\.{1,2}\/[^']+)'/gm)].flatMap((m) => {
    const base = resolve(dirname(file), m[1]!);
    return [base, `${base}.ts`, `${base}.tsx`].filter((f) => /\.tsx?$/.test(f) && existsSync(f)).slice(0, 1);
  });
}

describe('island file groups', () => {
  it('every module a group names exists, and is found in that group', () => {
    for (const [group, paths] of Object.entries(GROUPS)) {
      for (const path of paths) {
        expect(existsSync(path), `${group}: ${path}`).toBe(true);
        if (!path.endsWith('/')) expect(manualChunks(resolve(path))).toBe(group);
      }
    }
  });

  it('the engine group holds every rules module applyMove reaches, except the vocabulary (the puzzle lists load it alone)', () => {
    const reached = new Set<string>();
    const go = (f: string) => {
      if (reached.has(f) || !f.includes('/src/engine/puerto-rico/') || f.endsWith('/vocabulary.ts')) return;
      reached.add(f);
      imports(f).forEach(go);
    };
    go(resolve('src/engine/puerto-rico/game.ts'));
    expect(reached.size).toBeGreaterThan(10);
    expect([...reached].filter((f) => manualChunks(f) !== 'puerto-rico-engine')).toEqual([]);
    expect(GROUPS['puerto-rico-engine'].map((p) => resolve(p)).filter((f) => !reached.has(f))).toEqual([]);
  });

  it('Preact joins its group; its compat layer, other packages and unnamed modules do not', () => {
    expect(manualChunks(join('/x', 'node_modules/preact/hooks/dist/hooks.module.js'))).toBe('preact');
    expect(manualChunks('/x/node_modules/preact/compat/dist/compat.module.js')).toBeUndefined();
    expect(manualChunks('/x/node_modules/xstate/dist/xstate.esm.js')).toBeUndefined();
    expect(manualChunks(resolve('src/engine/puerto-rico/vocabulary.ts'))).toBeUndefined();
    expect(manualChunks(resolve('src/islands/puerto-rico/board/text.ts'))).toBeUndefined();
  });
});
