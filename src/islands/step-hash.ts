/**
 * Lesson steps live in the address as #step-N (1-based, as people count), and the moves played in
 * the step after a slash, each as its place in the engine's list of legal moves at that point:
 * #step-5/0.3 is step 5 after the first legal move, then the fourth.
 */
export function stepHash(step: number, moves: readonly number[] = []): string {
  return `#step-${step + 1}${moves.length > 0 ? `/${moves.join('.')}` : ''}`;
}

/** A step link read from the address: the 0-based step and the moves' places. */
export interface StepLink {
  step: number;
  moves: number[];
}

/** The step and moves a hash names (at most 64 moves: a step is a phase at most), or null when it names none (untrusted input: never throws). */
export function readStepLink(hash: string): StepLink | null {
  const m = /^#step-(\d{1,4})(?:\/(\d{1,3}(?:\.\d{1,3}){0,63}))?$/.exec(hash);
  if (!m) return null;
  const n = Number(m[1]);
  if (n < 1) return null;
  return { step: n - 1, moves: m[2] ? m[2].split('.').map(Number) : [] };
}

/** The 0-based step a hash names, or null when it names none. */
export function readStepFromHash(hash: string): number | null {
  return readStepLink(hash)?.step ?? null;
}
