/**
 * @jest-environment node
 *
 * The hostile-content corpus through the build's own chain (docs/architecture.md, "Content is data"): every vector
 * of DOMPurify's fixtures, html5sec.org and OWASP's XSS filter evasion cheat sheet (tests/fixtures/hostile/
 * vectors.json, sources named there), and the attack classes the Markdown rule was written against (classes.json),
 * each as the body an editor could write. renderArticle is what the content check, the CMS and its preview run; the build's
 * lock (sanitised-html.ts) runs sanitiseArticle on the same HTML plus gatsby-remark-images'. Each vector must be
 * refused by name, or reach the page as text or as HTML the allowlist keeps, with nothing that can run.
 */
import raw from 'hast-util-raw';
import corpus from '../fixtures/hostile/vectors.json';
import { classes } from '../fixtures/hostile/classes.json';
import { renderArticle } from '../../src/gatsby/remark/render-article';
import { isSafeUrl, RENDERED, sanitiseArticle } from '../../src/lib/content/safe-markdown';

const vectors: Array<{ source: string; name: string; markdown: string }> = [
  ...corpus.vectors.map((vector) => ({
    source: vector.source,
    name: `${vector.source} ${vector.id}: ${vector.title}`,
    markdown: vector.payload,
  })),
  ...classes.map(({ name, markdown }) => ({ source: 'classes', name, markdown })),
];

interface Hast {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: Hast[];
}

/** Every element of `html` as a browser parses it in a page. */
function elements(html: string): Hast[] {
  const tree = raw({ type: 'root', children: [{ type: 'raw', value: html }] } as never) as unknown as Hast;
  const found: Hast[] = [];
  const visit = (node: Hast) => {
    if (node.type === 'element') found.push(node);
    (node.children ?? []).forEach(visit);
  };
  visit(tree);
  return found;
}

const TAGS = new Set(RENDERED.tagNames as string[]);
/** What Markdown text and code blocks are drawn with: a vector that makes only these is shown as text. */
const TEXT_TAGS = new Set(['p', 'br', 'code', 'pre', 'div', 'span', 'button']);

/** Why the published HTML could run or fetch something; [] when inert. */
function dangers(html: string): string[] {
  return elements(html).flatMap((element) => {
    const tag = element.tagName!;
    const found: string[] = [];
    if (!TAGS.has(tag)) found.push(`<${tag}>`);
    for (const [name, value] of Object.entries(element.properties ?? {})) {
      if (/^on/i.test(name)) found.push(`${tag} ${name}`);
      if (name === 'style') found.push(`${tag} style`);
      if ((name === 'href' || name === 'src') && !isSafeUrl(String(value), name === 'src'))
        found.push(`${tag} ${name}=${String(value)}`);
    }
    return found;
  });
}

const results = vectors.map((vector) => ({ ...vector, ...renderArticle(vector.markdown) }));
const kind = (result: (typeof results)[number]) =>
  result.problems.length > 0
    ? 'refused'
    : elements(result.html).every((element) => TEXT_TAGS.has(element.tagName!))
      ? 'text'
      : 'harmless HTML';

describe('the hostile-content corpus', () => {
  it('holds every public source and every class', () => {
    expect(Object.keys(corpus.sources).sort()).toEqual(['dompurify', 'html5sec', 'owasp']);
    for (const source of ['dompurify', 'html5sec', 'owasp', 'classes'])
      expect(vectors.filter((vector) => vector.source === source).length).toBeGreaterThan(20);
  });

  it('refuses each vector by name, or publishes it with nothing that can run', () => {
    const failures = results.flatMap((result) => {
      const problems = result.problems.filter((problem) => !problem.problem.trim() || !(problem.line >= 1));
      const danger = dangers(result.html);
      // The published HTML is already what the lock would publish: sanitising it again changes nothing.
      const again = sanitiseArticle(result.html);
      const unstable = again.problem || again.html !== result.html ? [`not stable: ${again.problem}`] : [];
      const all = [...problems.map((p) => `unnamed problem ${JSON.stringify(p)}`), ...danger, ...unstable];
      return all.length > 0 ? [`${result.name}: ${all.join('; ')}`] : [];
    });
    expect(failures).toEqual([]);
  });

  it('counts what happened to the corpus (docs/architecture.md records these)', () => {
    const counts = { vectors: results.length, refused: 0, text: 0, 'harmless HTML': 0 };
    for (const result of results) counts[kind(result)] += 1;
    if (process.env.CORPUS_COUNTS) console.log(JSON.stringify(counts));
    expect(counts.refused + counts.text + counts['harmless HTML']).toBe(counts.vectors);
  });
});
