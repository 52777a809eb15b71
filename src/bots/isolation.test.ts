/**
 * The bots are clients of the engine and run the same in Node, the browser and a Web Worker: they
 * import only the engine and each other (no DOM, Preact, xstate or npm package), and neither they
 * nor the engine touch worker messaging; the worker entries that do live in src/islands/bots.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf } from '../engine/isolation.test';

const SRC = resolve(__dirname, '..');
const BOTS = resolve(__dirname);
const ENGINE = join(SRC, 'engine');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return sourceFiles(p);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [p] : [];
  });
}

const code = (f: string) => readFileSync(f, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');

describe('the bots layer', () => {
  it('imports only the engine and other bot files', () => {
    const files = sourceFiles(BOTS);
    expect(files.length).toBeGreaterThan(10);
    const outside: string[] = [];
    for (const file of files) {
      for (const spec of importsOf(readFileSync(file, 'utf8'))) {
        const target = spec.startsWith('.') ? resolve(dirname(file), spec) : null;
        const inside = target !== null && (!relative(BOTS, target).startsWith('..') || !relative(ENGINE, target).startsWith('..'));
        if (!inside) outside.push(`${relative(SRC, file)} imports ${spec}`);
      }
    }
    expect(outside).toEqual([]);
  });

  it('the engine imports no bot', () => {
    const back = sourceFiles(ENGINE).flatMap((file) =>
      importsOf(readFileSync(file, 'utf8'))
        .filter((spec) => spec.startsWith('.') && !relative(BOTS, resolve(dirname(file), spec)).startsWith('..'))
        .map((spec) => `${relative(SRC, file)} imports ${spec}`),
    );
    expect(back).toEqual([]);
  });

  it('neither the bots nor the engine touch the DOM or worker messaging', () => {
    const offenders = [...sourceFiles(BOTS), ...sourceFiles(ENGINE)].filter((f) => /\b(window|document|localStorage|navigator|self)\.|\bpostMessage\b|\bonmessage\b|\bnew Worker\b/.test(code(f)));
    expect(offenders.map((f) => relative(SRC, f))).toEqual([]);
  });
});
