import { z } from 'zod';
import { stripCode } from '../blog/validate-posts';

/**
 * Languages a post's code blocks may name: the ones the site highlights (gatsby-remark-prismjs, and the CMS
 * preview's imports in src/cms/render-markdown.ts). `text` is plain output; `shell` is Prism's alias of bash.
 */
export const HIGHLIGHTED_LANGUAGES = [
  'bash',
  'shell',
  'json',
  'python',
  'sql',
  'jsx',
  'js',
  'css',
  'yaml',
  'hcl',
  'vim',
  'text',
] as const;

/** The highlighted notes editors have: `> [!TIP]` (src/gatsby/remark/blog-blocks). */
export const NOTE_KINDS = ['NOTE', 'TIP', 'WARNING'] as const;

const languages: readonly string[] = HIGHLIGHTED_LANGUAGES;
const noteKinds: readonly string[] = NOTE_KINDS;

/**
 * Problems in a post's Markdown body, each with its line: what would render wrongly or leave a reader
 * without an image's meaning. Length and code are the author's choice (a 250-word news post is fine).
 * Example: "```ruby" → `line 12: code language "ruby" is not highlighted; use one of bash, shell, …`.
 */
export function findBodyProblems(body: string): string[] {
  const problems: string[] = [];
  const lines = body.split('\n');
  let open: { fence: string; line: number } | null = null;
  lines.forEach((line, index) => {
    const at = index + 1;
    const fence = /^[ \t]*(`{3,}|~{3,})\s*([^\s`]*)/.exec(line);
    if (open) {
      if (fence && fence[1]!.startsWith(open.fence) && !fence[2]) open = null;
      return;
    }
    if (!fence) return;
    open = { fence: fence[1]!, line: at };
    const language = fence[2]!;
    if (!language) {
      problems.push(`line ${at}: a code block needs a language, like \`\`\`bash (\`\`\`text for plain output)`);
    } else if (!languages.includes(language)) {
      problems.push(`line ${at}: code language "${language}" is not highlighted; use one of ${languages.join(', ')}`);
    }
  });
  if (open)
    problems.push(`line ${(open as { line: number }).line}: this code block is never closed (add a \`\`\` line)`);

  const prose = stripCode(body);
  for (const [, kind] of prose.matchAll(/^>\s*\[!([A-Za-z]+)\]/gm)) {
    if (!noteKinds.includes(kind!)) problems.push(`note kind [!${kind}] does not exist; use ${NOTE_KINDS.join(', ')}`);
  }
  for (const [, alt, source] of prose.matchAll(/!\[([^\]]*)\]\(\s*<?([^)\s>]+)/g)) {
    if (!alt!.trim()) problems.push(`image ${source} needs alt text saying what it shows: ![What it shows](${source})`);
  }
  return problems;
}

/** The body rule as zod, so a broken body is reported like any field: `...: field "body": line 3: …`. */
export const postBodySchema = z.string().superRefine((body, ctx) => {
  for (const message of findBodyProblems(body)) ctx.addIssue({ code: 'custom', message });
});
