/** @jest-environment node */
import { ARTICLE_ATTRIBUTE, htmlBudgetProblems, htmlShares } from './html-weight';

const limit = { raw: 1000, gzip: 500, inlineCss: 100, inlineSvg: 100 };

describe('htmlShares', () => {
  it('counts the style and outermost svg elements, tags included, in UTF-8 bytes', () => {
    const style = '<style data-styled="">a{color:red}</style>';
    const svg = '<svg width="16"><svg><path d="M0 0"/></svg><use href="#é"/></svg>';
    const html = `<html><head>${style}</head><body>${svg}<p>text</p></body></html>`;
    const shares = htmlShares(html);
    expect(shares.raw).toBe(html.length + 1);
    expect(shares.inlineCss).toBe(style.length);
    expect(shares.inlineSvg).toBe(svg.length + 1);
    expect(shares.article).toBe(0);
    expect(shares.budgeted).toBe(html);
  });

  it('leaves an article body out of the budgeted document, however much markup it nests', () => {
    const body = '<div><p>One</p><div><p>Two</p></div></div><pre>code</pre>';
    const html = `<main><h1>Title</h1><div class="post-body" ${ARTICLE_ATTRIBUTE}="">${body}</div><footer>f</footer></main>`;
    const shares = htmlShares(html);
    expect(shares.article).toBe(body.length);
    expect(shares.budgeted).toBe(
      `<main><h1>Title</h1><div class="post-body" ${ARTICLE_ATTRIBUTE}=""></div><footer>f</footer></main>`,
    );
  });

  it('a longer article leaves the budgeted document as it was', () => {
    const page = (words: string) => `<header>h</header><section ${ARTICLE_ATTRIBUTE}><p>${words}</p></section>`;
    expect(htmlShares(page('short')).budgeted).toBe(htmlShares(page('a much longer article '.repeat(500))).budgeted);
  });
});

describe('htmlBudgetProblems', () => {
  const shares = { raw: 900, gzip: 400, inlineCss: 50, inlineSvg: 50, article: 0 };

  it('is empty within every limit', () => {
    expect(htmlBudgetProblems('/', 'home', shares, limit)).toEqual([]);
  });

  it('names the page, its type, the share and both sizes for each limit exceeded', () => {
    const problems = htmlBudgetProblems('/', 'home', { ...shares, gzip: 600, inlineSvg: 2048 }, limit);
    expect(problems).toEqual([
      '/ (home): document (gzip, article text excluded) is 0.6 KB, over the budget of 0.5 KB (budgets/html-budget.json)',
      '/ (home): inline SVG is 2.0 KB, over the budget of 0.1 KB (budgets/html-budget.json)',
    ]);
  });

  it('holds the raw document without its article text to the raw limit', () => {
    expect(htmlBudgetProblems('/blog/a/', 'post', { ...shares, raw: 5000, article: 4200 }, limit)).toEqual([]);
    expect(htmlBudgetProblems('/blog/a/', 'post', { ...shares, raw: 5000, article: 3000 }, limit)).toHaveLength(1);
  });
});
