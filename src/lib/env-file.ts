/**
 * Reads a dotenv file the way Gatsby does for the browser bundle (`.env.production` during a build),
 * so the build's own check sees the same GATSBY_* values the bundle will contain.
 * Supports `KEY=value`, `export KEY=value`, quotes and `#` comments; later lines win.
 * @example parseEnvFile('A=1\n# note\nB="two words"') // { A: '1', B: 'two words' }
 */
export function parseEnvFile(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (!line || line.startsWith('#')) continue;
    const match = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
    if (!match) continue;
    const [, key = '', rest = ''] = match;
    values[key] = unquote(rest);
  }
  return values;
}

function unquote(value: string): string {
  const quoted = /^(['"`])(.*)\1$/.exec(value);
  if (quoted) return quoted[2] ?? '';
  const hash = value.search(/\s#/);
  return (hash === -1 ? value : value.slice(0, hash)).trim();
}
