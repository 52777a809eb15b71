/** Dotted paths of a machine's active states, outermost first, e.g. ['playingRole', 'playingRole.captain']. */
export function activePaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix ? `${prefix}.${value}` : value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([k, v]) => {
    const path = prefix ? `${prefix}.${k}` : k;
    return [path, ...activePaths(v, path)];
  });
}
