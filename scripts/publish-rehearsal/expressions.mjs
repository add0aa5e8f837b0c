// GitHub Actions expressions (`${{ … }}` and `if:`), the subset our workflows use: contexts (github, env, secrets,
// vars, steps, needs, job, runner, inputs), string/number/boolean literals, == != < > <= >= && || ! ( ), and the
// functions success() failure() always() cancelled() hashFiles() contains() startsWith() endsWith() format()
// toJSON(). Comparison follows GitHub's rules for strings: case-insensitive. An unknown function is an error,
// so a workflow using something the rehearsal does not model fails loudly instead of being misread.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

function tokenize(source) {
  const tokens = [];
  const pattern = /\s*(?:('(?:[^']|'')*')|(\d+(?:\.\d+)?)|(==|!=|<=|>=|&&|\|\||[!<>(),[\].*])|([A-Za-z_][\w-]*))/y;
  let index = 0;
  while (index < source.length) {
    if (/^\s*$/.test(source.slice(index))) break;
    pattern.lastIndex = index;
    const match = pattern.exec(source);
    if (!match) throw new Error(`Cannot read the expression at "${source.slice(index)}"`);
    index = pattern.lastIndex;
    if (match[1] !== undefined) tokens.push({ type: 'string', value: match[1].slice(1, -1).replace(/''/g, "'") });
    else if (match[2] !== undefined) tokens.push({ type: 'number', value: Number(match[2]) });
    else if (match[3] !== undefined) tokens.push({ type: 'op', value: match[3] });
    else tokens.push({ type: 'name', value: match[4] });
  }
  return tokens;
}

const truthy = (value) => !(value === false || value === 0 || value === '' || value === null || value === undefined);
const coerce = (value) =>
  typeof value === 'string' ? value.toLowerCase() : value === null || value === undefined ? '' : value;
const equal = (a, b) => {
  if (typeof a === 'number' || typeof b === 'number') return Number(a === '' ? 0 : a) === Number(b === '' ? 0 : b);
  if (typeof a === 'boolean' || typeof b === 'boolean') return String(a) === String(b);
  return coerce(a) === coerce(b);
};
const text = (value) =>
  value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** Evaluates one expression against `context` ({ github, env, …, status: { failed, cancelled }, workspace }). */
export function evaluate(source, context) {
  const tokens = tokenize(source);
  let position = 0;
  const peek = () => tokens[position];
  const take = (value) => {
    const token = tokens[position];
    if (value !== undefined && token?.value !== value) throw new Error(`Expected "${value}" in: ${source}`);
    position += 1;
    return token;
  };

  const functions = {
    success: () => !context.status.failed && !context.status.cancelled,
    failure: () => context.status.failed,
    always: () => true,
    cancelled: () => context.status.cancelled,
    contains: (haystack, needle) =>
      Array.isArray(haystack)
        ? haystack.some((item) => equal(item, needle))
        : text(haystack).toLowerCase().includes(text(needle).toLowerCase()),
    startsWith: (value, prefix) => text(value).toLowerCase().startsWith(text(prefix).toLowerCase()),
    endsWith: (value, suffix) => text(value).toLowerCase().endsWith(text(suffix).toLowerCase()),
    format: (pattern, ...args) => text(pattern).replace(/\{(\d+)\}/g, (_m, i) => text(args[Number(i)])),
    toJSON: (value) => JSON.stringify(value, null, 2),
    fromJSON: (value) => JSON.parse(text(value)),
    hashFiles: (...patterns) => hashFiles(context.workspace, patterns),
  };

  function primary() {
    const token = take();
    if (!token) throw new Error(`Unexpected end of: ${source}`);
    if (token.type === 'string' || token.type === 'number') return token.value;
    if (token.value === '(') {
      const value = or();
      take(')');
      return value;
    }
    if (token.value === '!') return !truthy(primary());
    if (token.type !== 'name') throw new Error(`Unexpected "${token.value}" in: ${source}`);
    if (token.value === 'true') return true;
    if (token.value === 'false') return false;
    if (token.value === 'null') return null;
    if (peek()?.value === '(') {
      take('(');
      const args = [];
      while (peek()?.value !== ')') {
        args.push(or());
        if (peek()?.value === ',') take(',');
      }
      take(')');
      const fn = functions[token.value];
      if (!fn) throw new Error(`The rehearsal does not model the function ${token.value}() (in: ${source})`);
      return fn(...args);
    }
    let value = context[token.value];
    for (;;) {
      if (peek()?.value === '.') {
        take('.');
        const name = take().value;
        value = value?.[name];
      } else if (peek()?.value === '[') {
        take('[');
        const key = or();
        take(']');
        value = value?.[key];
      } else break;
    }
    return value;
  }
  function comparison() {
    let left = primary();
    while (['==', '!=', '<', '>', '<=', '>='].includes(peek()?.value)) {
      const op = take().value;
      const right = primary();
      if (op === '==') left = equal(left, right);
      else if (op === '!=') left = !equal(left, right);
      else {
        const [a, b] = [Number(left), Number(right)];
        left = op === '<' ? a < b : op === '>' ? a > b : op === '<=' ? a <= b : a >= b;
      }
    }
    return left;
  }
  function and() {
    let left = comparison();
    while (peek()?.value === '&&') {
      take('&&');
      const right = comparison();
      left = truthy(left) ? right : left;
    }
    return left;
  }
  function or() {
    let left = and();
    while (peek()?.value === '||') {
      take('||');
      const right = and();
      left = truthy(left) ? left : right;
    }
    return left;
  }
  const value = or();
  if (position < tokens.length) throw new Error(`Unexpected "${peek().value}" in: ${source}`);
  return value;
}

/** `${{ … }}` inside a string, replaced by each expression's value as text. */
export function interpolate(template, context) {
  if (typeof template !== 'string') return template;
  return template.replace(/\$\{\{([\s\S]*?)\}\}/g, (_match, expression) => text(evaluate(expression, context)));
}

/** A step's or job's `if:`: success() applies unless the condition calls a status function itself. */
export function condition(source, context) {
  if (source === undefined || source === null || source === '') return statusOk(context);
  const expression = String(source)
    .replace(/^\s*\$\{\{/, '')
    .replace(/\}\}\s*$/, '');
  const usesStatus = /\b(success|failure|always|cancelled)\s*\(/.test(expression);
  const value = truthy(evaluate(expression, context));
  return usesStatus ? value : value && statusOk(context);
}
const statusOk = (context) => !context.status.failed && !context.status.cancelled;

/** GitHub's hashFiles: a SHA-256 over the SHA-256 of each matching file (paths sorted), '' when none match. */
function hashFiles(workspace, patterns) {
  const files = [];
  for (const pattern of patterns) {
    const regex = globToRegExp(pattern);
    for (const file of listFiles(workspace)) if (regex.test(file)) files.push(file);
  }
  if (files.length === 0) return '';
  const outer = createHash('sha256');
  for (const file of [...new Set(files)].sort()) {
    outer.update(
      createHash('sha256')
        .update(readFileSync(path.join(workspace, file)))
        .digest(),
    );
  }
  return outer.digest('hex');
}

function globToRegExp(pattern) {
  const source = pattern
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*\*\//g, '@@ANY_DIRS@@')
    .replace(/\*\*/g, '.*')
    .replace(/\*/g, '[^/]*')
    .replace(/\?/g, '[^/]')
    .replace(/@@ANY_DIRS@@/g, '(?:.*/)?');
  return new RegExp(`^${source}$`);
}

function listFiles(dir, prefix = '') {
  const out = [];
  for (const name of readdirSafe(path.join(dir, prefix))) {
    if (!prefix && ['node_modules', '.git', '.cache', 'public'].includes(name)) continue;
    const relative = prefix ? `${prefix}/${name}` : name;
    if (statSync(path.join(dir, relative)).isDirectory()) out.push(...listFiles(dir, relative));
    else out.push(relative);
  }
  return out;
}

function readdirSafe(dir) {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
