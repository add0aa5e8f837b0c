/**
 * How heavy a built page's document is, in the shares the HTML budget (budgets/html-budget.json) limits:
 * the whole document, its inline CSS (`<style>` elements) and its inline SVG (`<svg>` elements). The parser
 * has to read all of it before the first paint, on every visit, cached or not.
 *
 * What editors write is reported apart and left out of the budgeted document, so longer content never fails
 * the build: the body of a post or a legal page (the element marked with ARTICLE_ATTRIBUTE), the text between
 * tags everywhere else (a longer FAQ answer, a card's description) and the JSON-LD that repeats it. What
 * remains (header, footer, styles, icons, scripts, the markup around each item of content) is the templates'
 * weight, which is what the budget holds; a new item of content adds only its markup.
 */

/** Marks the element that holds an editor's article body (PostBody, Prose). */
export const ARTICLE_ATTRIBUTE = 'data-article';

export interface HtmlShares {
  /** Bytes of the whole document (UTF-8). */
  raw: number;
  /** Bytes of the `<style>` elements, tags included. */
  inlineCss: number;
  /** Bytes of the outermost `<svg>` elements, tags included. */
  inlineSvg: number;
  /** Bytes of editors' content (article bodies, text between tags, JSON-LD), which the budget leaves out. */
  content: number;
  /** The document without that content: what the raw and gzip budgets measure. */
  budgeted: string;
}

export interface HtmlLimit {
  raw: number;
  gzip: number;
  inlineCss: number;
  inlineSvg: number;
}

const bytes = (text: string) => new TextEncoder().encode(text).length;

/** [start, end) of every outermost element named `tag` whose start tag matches `opening`. */
function elementRanges(html: string, tag: string, opening: RegExp): Array<[number, number, number]> {
  const ranges: Array<[number, number, number]> = [];
  const tokens = new RegExp(`<${tag}\\b[^>]*>|</${tag}\\s*>`, 'gi');
  let depth = 0;
  let start = -1;
  let contentStart = -1;
  for (const match of html.matchAll(tokens)) {
    const isClose = match[0].startsWith('</');
    if (!isClose && match[0].endsWith('/>')) continue;
    if (depth === 0) {
      if (isClose || !opening.test(match[0])) continue;
      start = match.index;
      contentStart = match.index + match[0].length;
      depth = 1;
      continue;
    }
    depth += isClose ? -1 : 1;
    if (depth === 0) ranges.push([start, contentStart, match.index]);
  }
  return ranges;
}

/**
 * The document without the text between its tags (outside `<style>` and `<script>`) and without the bodies of its
 * JSON-LD scripts: `<p class="a">Hello</p><script type="application/ld+json">{…}</script>` →
 * `<p class="a"></p><script type="application/ld+json"></script>`.
 */
function withoutEditorText(html: string): string {
  return html.replace(
    /(<(style|script)\b[^>]*>)([\s\S]*?)(<\/\2\s*>)|>[^<]+(?=<)/gi,
    (match, open?: string, _tag?: string, _body?: string, close?: string) => {
      if (open === undefined) return '>';
      return /application\/ld\+json/i.test(open) ? open + close! : match;
    },
  );
}

/** The shares of one document (see HtmlShares). */
export function htmlShares(html: string): HtmlShares {
  const styles = [...html.matchAll(/<style\b[^>]*>[\s\S]*?<\/style>/gi)].map((m) => m[0]);
  const svgs = elementRanges(html, 'svg', /./).map(([start, , closeAt]) => {
    const close = /^<\/svg\s*>/i.exec(html.slice(closeAt))![0];
    return html.slice(start, closeAt + close.length);
  });
  const articles = ['div', 'section', 'article']
    .flatMap((tag) => elementRanges(html, tag, new RegExp(`\\s${ARTICLE_ATTRIBUTE}\\b`)))
    .sort((a, b) => a[1] - b[1]);
  let withoutArticles = '';
  let last = 0;
  for (const [, contentStart, contentEnd] of articles) {
    if (contentStart < last) continue; // an article inside another is emptied with it
    withoutArticles += html.slice(last, contentStart);
    last = contentEnd;
  }
  withoutArticles += html.slice(last);
  const budgeted = withoutEditorText(withoutArticles);
  const raw = bytes(html);
  return {
    raw,
    inlineCss: styles.reduce((sum, style) => sum + bytes(style), 0),
    inlineSvg: svgs.reduce((sum, svg) => sum + bytes(svg), 0),
    content: raw - bytes(budgeted),
    budgeted,
  };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/**
 * What is over the limit, one sentence each, naming the page, the share and both numbers. `gzip` is the gzip
 * size of `shares.budgeted` (the caller compresses; this module stays free of Node).
 */
export function htmlBudgetProblems(
  route: string,
  type: string,
  shares: Omit<HtmlShares, 'budgeted'> & { gzip: number },
  limit: HtmlLimit,
): string[] {
  const budgetedRaw = shares.raw - shares.content;
  const checks: Array<[string, number, number]> = [
    ['document (raw, editors’ text excluded)', budgetedRaw, limit.raw],
    ['document (gzip, editors’ text excluded)', shares.gzip, limit.gzip],
    ['inline CSS', shares.inlineCss, limit.inlineCss],
    ['inline SVG', shares.inlineSvg, limit.inlineSvg],
  ];
  return checks
    .filter(([, value, max]) => value > max)
    .map(
      ([what, value, max]) =>
        `${route} (${type}): ${what} is ${kb(value)}, over the budget of ${kb(max)} (budgets/html-budget.json)`,
    );
}
