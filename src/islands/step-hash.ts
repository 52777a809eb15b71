/** Lesson steps live in the address as #step-N (1-based, as people count). */
export function stepHash(step: number): string {
  return `#step-${step + 1}`;
}

/** The 0-based step a hash names, or null when it names none (untrusted input: never throws). */
export function readStepFromHash(hash: string): number | null {
  const m = /^#step-(\d{1,4})$/.exec(hash);
  if (!m) return null;
  const n = Number(m[1]);
  return n >= 1 ? n - 1 : null;
}
