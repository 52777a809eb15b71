/**
 * Which rules a move applied, recorded only when asked (issue #19.1). The engines' rule functions
 * call `note(id)` where a rule takes effect; nothing listens unless `withRuleNotes` runs the move,
 * so the bots' path pays one compare per note and allocates nothing. The recorder is ambient
 * rather than an argument because the rules that fire on a move are spread over automatic steps
 * (phase starts and ends, the round's end) the move sets off, far from the move's own function.
 */

let notes: string[] | null = null;

/** Records that rule `id` took effect, when somebody is listening. */
export function note(id: string): void {
  if (notes !== null) notes.push(id);
}

/** Whether a recorder listens (for notes whose condition costs more than a compare). */
export function noting(): boolean {
  return notes !== null;
}

/** Runs `f` with a recorder; the rules noted meanwhile, each once, in the order they first fired. */
export function withRuleNotes<T>(f: () => T): { readonly value: T; readonly rules: string[] } {
  const outer = notes;
  const mine: string[] = [];
  notes = mine;
  try {
    const value = f();
    return { value, rules: [...new Set(mine)] };
  } finally {
    notes = outer;
  }
}
