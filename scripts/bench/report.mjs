import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** Replaces the text between `<!-- name:start -->` and `<!-- name:end -->` in a Markdown report. */
export function replaceSection(file, name, body) {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const block = `${start}\n${body}\n${end}`;
  const next = text.includes(start)
    ? text.replace(new RegExp(`${start}[\\s\\S]*?${end}`), block)
    : `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, next);
}
