import yaml from 'js-yaml';

/**
 * The one way every reader of Markdown (content validation, posters, the CMS formats, the scripts) reads front
 * matter. Only YAML, read with js-yaml's safe schema, so no tag can build a function. gray-matter, which the
 * build used here before, runs `---js` and `---coffee` blocks as code (GHSA-7ch4-rr99-cqcw); this parser never
 * evaluates anything: a block that names another language is refused before its text is looked at.
 */

/** `---`, or `---yaml` / `---yml`, at the very start of the file, then the block, then `---` on its own line. */
const FENCE = /^---([^\r\n]*)\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;
const EMPTY_FENCE = /^---([^\r\n]*)\r?\n---[ \t]*(?:\r?\n|$)/;
const YAML_NAMES = new Set(['', 'yaml', 'yml']);

export interface FrontMatter {
  /** The front matter's fields ({} when the file has none). */
  data: Record<string, unknown>;
  /** Everything after the closing `---`. */
  body: string;
  /** The file's line number of the body's first line, so a problem found in the body names the file's line. */
  bodyLine: number;
}

export class FrontMatterError extends Error {}

/**
 * Splits a Markdown file into its front-matter fields and body.
 * Example: `parseFrontMatter('---\ntitle: Hi\n---\nText')` → `{ data: { title: 'Hi' }, body: 'Text', bodyLine: 4 }`.
 * Throws a FrontMatterError for `---js`, `---coffee` or any language but YAML, and for YAML that is not a mapping.
 */
export function parseFrontMatter(text: string): FrontMatter {
  const source = text.replace(/^\uFEFF/, '');
  const full = FENCE.exec(source);
  const match = full ?? EMPTY_FENCE.exec(source);
  if (!match) {
    const opener = /^---([^\r\n]*)/.exec(source);
    if (opener && !YAML_NAMES.has(opener[1]!.trim().toLowerCase())) throw languageError(opener[1]!.trim());
    return { data: {}, body: source, bodyLine: 1 };
  }
  const language = match[1]!.trim().toLowerCase();
  if (!YAML_NAMES.has(language)) throw languageError(match[1]!.trim());
  const block = full?.[2] ?? '';
  let data: unknown;
  try {
    data = yaml.safeLoad(block) ?? {};
  } catch (error) {
    throw new FrontMatterError(`front matter is not valid YAML (${(error as Error).message.split('\n')[0]})`);
  }
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw new FrontMatterError('front matter must be "name: value" lines');
  }
  return {
    data: data as Record<string, unknown>,
    body: source.slice(match[0].length),
    bodyLine: match[0].split('\n').length + (match[0].endsWith('\n') ? 0 : 1),
  };
}

function languageError(language: string): FrontMatterError {
  const code = /^(js|javascript|coffee|coffeescript|cson)$/i.test(language);
  return new FrontMatterError(
    code
      ? `front matter starts with "---${language}": front matter is never run as code; start the file with "---" and write YAML fields ("title: My post")`
      : `front matter starts with "---${language}": only YAML front matter is read; start the file with "---"`,
  );
}
