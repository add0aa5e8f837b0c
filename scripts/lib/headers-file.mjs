/**
 * Reads the host-neutral `_headers` file (the format Netlify, Cloudflare Pages and others read):
 * a path pattern on its own line, then indented `Name: value` lines. `*` matches any characters.
 */
export function parseHeadersFile(text) {
  const rules = [];
  let current = null;
  for (const rawLine of text.split(/\r?\n/)) {
    if (!rawLine.trim() || rawLine.trim().startsWith('#')) continue;
    if (!/^\s/.test(rawLine)) {
      current = { pattern: rawLine.trim(), headers: {} };
      rules.push(current);
      continue;
    }
    if (!current) throw new Error(`_headers: header line before any path: "${rawLine.trim()}"`);
    // `! Name` detaches a header an earlier rule set (Cloudflare Pages syntax).
    const detach = /^\s*!\s*(\S+)\s*$/.exec(rawLine);
    if (detach) {
      current.headers[detach[1]] = null;
      continue;
    }
    const index = rawLine.indexOf(':');
    if (index < 0) throw new Error(`_headers: expected "Name: value", got "${rawLine.trim()}"`);
    current.headers[rawLine.slice(0, index).trim()] = rawLine.slice(index + 1).trim();
  }
  return rules;
}

/** Headers for a request path: every matching rule applies, later rules override (or detach) earlier ones. */
export function headersFor(rules, pathname) {
  const out = {};
  for (const rule of rules) {
    const regex = new RegExp(`^${rule.pattern.split('*').map(escapeRegex).join('.*')}$`);
    if (!regex.test(pathname)) continue;
    for (const [name, value] of Object.entries(rule.headers)) {
      if (value === null) delete out[name];
      else out[name] = value;
    }
  }
  return out;
}

function escapeRegex(text) {
  return text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
}
