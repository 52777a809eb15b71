// The proof worker's entry (scripts/puzzles-check.ts starts it): a worker thread does not inherit
// tsx's loader, so it registers it before loading the TypeScript checker, which sees it is a worker.
import { register } from 'tsx/esm/api';

register();
await import('./puzzles-check.ts');
