/**
 * Why an `icon` field's name draws nothing, in the editor's words, or null when it draws a mark. The build checks
 * every content file with it (src/gatsby/node/validate-content.ts, with every mark it can draw) before any page
 * is made, and the CMS form runs it as the editor types (src/cms/entry-checked-widget.ts, with the names the
 * build writes to /admin/icon-names.json), so a typo names its field, never a query's stack.
 * Example: `iconProblem('kubernetess', known)` → 'no icon is called "kubernetess"; did you mean "kubernetes"? …'.
 */
export function iconProblem(name: string, known: ReadonlySet<string>): string | null {
  if (name === '' || known.has(name)) return null;
  const near = [...known].find((candidate) => editDistance(candidate, name) <= 2);
  return (
    `no icon is called "${name}"${near ? `; did you mean "${near}"?` : ''} ` +
    '(the name after simpleicons.org/?q=, or leave it empty to show the name instead)'
  );
}

/** Every `icon` field in a content file, wherever it sits, with its path: `[{ path: ['items', 0, 'icon'], value }]`. */
export function findIcons(
  value: unknown,
  trail: Array<string | number> = [],
): Array<{ path: Array<string | number>; value: string }> {
  if (Array.isArray(value)) return value.flatMap((item, index) => findIcons(item, [...trail, index]));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) =>
    key === 'icon' && typeof item === 'string'
      ? [{ path: [...trail, key], value: item }]
      : findIcons(item, [...trail, key]),
  );
}

/** Letters to add, remove or change to turn `a` into `b`: `editDistance('kubernetess', 'kubernetes')` → 1. */
function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 2) return 3;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}
