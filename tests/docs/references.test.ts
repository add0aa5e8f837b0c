/**
 * @jest-environment node
 *
 * Every reference in the code and the docs resolves inside the repository (conventions §7): a fresh
 * clone has nothing beside it, so comments cite the docs by section and heading, never an issue number
 * or a file outside the repository. The one outside reference allowed is a workaround's upstream issue or
 * pull request, by URL, beside the condition for deleting the workaround.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

interface Doc {
  headings: string[];
  /** Section number → its lead-ins, lower case: bold openings (`**Careers search.**`) and first table cells. */
  sections: Map<string, Set<string>>;
}

/** A heading's anchor as GitHub writes it: `## 3. Where a change goes` → `3-where-a-change-goes`. */
const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

/** Sections are `## §n Title` (product-rules) or `## n. Title` (conventions, architecture). */
function parseDoc(text: string): Doc {
  const headings: string[] = [];
  const sections = new Map<string, Set<string>>();
  let section: Set<string> | undefined;
  for (const line of text.split('\n')) {
    const heading = /^#{1,6} (.+)$/.exec(line)?.[1];
    if (heading) {
      headings.push(heading);
      const number = /^## (?:§(\d+)|(\d+)\.) /.exec(line);
      if (number) sections.set(number[1] ?? number[2]!, (section = new Set()));
    } else {
      for (const [, lead] of line.matchAll(/\*\*([^*]+?)\.?\*\*/g)) section?.add(lead!.toLowerCase());
      const cell = /^\| ([^|`-][^|]*?) +\|/.exec(line)?.[1];
      if (cell) section?.add(cell.toLowerCase());
    }
  }
  return { headings, sections };
}

const NAME = '[A-Z][A-Za-z&-]*(?: [A-Za-z&-]+)*';
/** `product-rules §4 Careers search, §5`: one or more sections, each with an optional lead-in name. */
const CITATIONS = new RegExp(
  `\\b(product-rules|conventions|architecture)(?:\\.md)?\\)? ((?:§\\d+(?:'s)?(?: ${NAME})?(?:\\s*(?:,|/|and)\\s*(?=§))?)+)`,
  'g',
);

/** The problems with the references in one file's text, each as `file:line: problem`. */
function referenceProblems(file: string, text: string, docs: (name: string) => Doc | null): string[] {
  const problems: string[] = [];
  text.split('\n').forEach((line, index) => {
    const at = `${file}:${index + 1}`;
    if (/\b(issues?|tasks?) #?\d+/i.test(line)) problems.push(`${at}: cites an issue number; cite the docs instead`);
    if (/\bproduct-rules\b(?!\.md| §[\dn])/.test(line)) problems.push(`${at}: cites product-rules without a section`);
    if (/\.\.\/shared\b|\bSPEC(\.md| §)|\bDECISIONS\.md/.test(line))
      problems.push(`${at}: points outside the repository`);
    for (const [, name, body] of line.matchAll(CITATIONS)) {
      const doc = docs(`docs/${name}.md`)!;
      for (const [, number, lead] of body!.matchAll(new RegExp(`§(\\d+)(?:'s)?(?: (${NAME}))?`, 'g'))) {
        const section = doc.sections.get(number!);
        const title = lead?.replace(/ (and|or)$/, '');
        if (!section) problems.push(`${at}: docs/${name}.md has no §${number}`);
        else if (title && !section.has(title.toLowerCase()))
          problems.push(`${at}: docs/${name}.md §${number} has no lead-in "${title}"`);
      }
    }
    for (const [, name, heading, anchor] of line.matchAll(/\b(docs\/[a-z-]+\.md)(?: "([^"]+)"|#([a-z0-9-]+))?/g)) {
      const doc = docs(name!);
      if (!doc) problems.push(`${at}: ${name} does not exist`);
      else if (heading && !doc.headings.some((h) => h === heading || h.endsWith(` ${heading}`)))
        problems.push(`${at}: ${name} has no heading "${heading}"`);
      else if (anchor && !doc.headings.some((h) => anchorOf(h) === anchor))
        problems.push(`${at}: ${name} has no heading for #${anchor}`);
    }
  });
  return problems;
}

/** An upstream issue or pull request by URL: `https://github.com/gatsbyjs/gatsby/issues/38894`. */
const UPSTREAM = /https:\/\/github\.com\/[\w.-]+\/[\w.-]+\/(?:issues|pull)\/\d+/;
/** The condition for deleting a workaround: "Delete when …", "remove this once …". */
const REMOVAL = /\b(?:delete|remove)\b[^.]*?\b(?:when|once|after)\b/i;
const isComment = (line: string) => /^\s*(?:\/\/|\/\*|\*)/.test(line);

/**
 * Every comment that says "workaround" links the upstream issue or pull request by URL and says when the
 * workaround can be deleted, within the same comment (the run of comment lines around it).
 */
function workaroundProblems(file: string, text: string): string[] {
  const lines = text.split('\n');
  const problems: string[] = [];
  lines.forEach((line, index) => {
    if (!isComment(line) || !/\bworkaround\b/i.test(line)) return;
    let [start, end] = [index, index];
    while (start > 0 && isComment(lines[start - 1]!)) start -= 1;
    while (end < lines.length - 1 && isComment(lines[end + 1]!)) end += 1;
    const comment = lines.slice(start, end + 1).join(' ');
    if (!UPSTREAM.test(comment)) problems.push(`${file}:${index + 1}: a workaround without its upstream issue URL`);
    if (!REMOVAL.test(comment)) problems.push(`${file}:${index + 1}: a workaround without when to delete it`);
  });
  return problems;
}

const readDoc = (name: string) =>
  existsSync(path.join(root, name)) ? parseDoc(readFileSync(path.join(root, name), 'utf8')) : null;

describe('references in code and docs', () => {
  it('finds issue numbers, outside files, missing sections, lead-ins and headings', () => {
    const docs = (name: string) =>
      name === 'docs/rules.md' || name === 'docs/product-rules.md'
        ? parseDoc('# Rules\n## §2 Routes\n- **Blog list.** Twelve a page.\n### Feeds\n')
        : null;
    const text = [
      '// product-rules §2 Blog list, §2: fine; docs/rules.md "Feeds" and docs/rules.md#feeds too',
      '// issue 14 item 3',
      '// the form (issue #6)',
      '// ../shared/spec/SPEC.md §2',
      '// product-rules §3',
      '// product-rules §2 Blog detail: a bar',
      '// docs/missing.md, docs/rules.md "Atom"',
      '// Latest first (product-rules).',
    ].join('\n');
    expect(referenceProblems('a.ts', text, docs)).toEqual([
      'a.ts:2: cites an issue number; cite the docs instead',
      'a.ts:3: cites an issue number; cite the docs instead',
      'a.ts:4: points outside the repository',
      'a.ts:5: docs/product-rules.md has no §3',
      'a.ts:6: docs/product-rules.md §2 has no lead-in "Blog detail"',
      'a.ts:7: docs/missing.md does not exist',
      'a.ts:7: docs/rules.md has no heading "Atom"',
      'a.ts:8: cites product-rules without a section',
    ]);
  });

  it('asks every workaround comment for its upstream issue URL and when to delete it', () => {
    const text = [
      '/**',
      ' * Workaround: the plugin drops the attribute (https://github.com/gatsbyjs/gatsby/issues/38894).',
      ' * Delete when the plugin writes it itself.',
      ' */',
      'code();',
      '// Workaround for a bug (gatsbyjs/gatsby#38894); delete when it is fixed.',
      'more();',
      '// Workaround (https://github.com/decaporg/decap-cms/pull/7111).',
      "const workaround = 'not a comment';",
    ].join('\n');
    expect(workaroundProblems('a.ts', text)).toEqual([
      'a.ts:6: a workaround without its upstream issue URL',
      'a.ts:8: a workaround without when to delete it',
    ]);
  });

  it('resolve inside the repository in every tracked source, script, test and doc', () => {
    const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((file) => /\.(ts|tsx|js|mjs|cjs|md|yml)$/.test(file) && !file.startsWith('content/'))
      .filter((file) => file !== 'src/gatsby-types.d.ts' && file !== path.relative(root, __filename));
    expect(files.length).toBeGreaterThan(100);
    const problems = files.flatMap((file) => {
      const text = readFileSync(path.join(root, file), 'utf8');
      return [
        ...referenceProblems(file, text, readDoc),
        ...(file.endsWith('.md') ? [] : workaroundProblems(file, text)),
      ];
    });
    expect(problems).toEqual([]);
  });
});
