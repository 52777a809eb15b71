/** JSON with object keys sorted: the same text for any two plain values that deep-equal. */
export function canonical(x: unknown): string {
  return JSON.stringify(x, (_k, v: unknown) => (v !== null && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1))) : v));
}
