/** @jest-environment node */
import { ARTICLE_ATTRIBUTE, htmlBudgetProblems, htmlShares } from './html-weight';

const limit = { raw: 1000, gzip: 500, inlineCss: 100, inlineSvg: 100 };

describe('htmlShares', () => {
  it('counts the style and outermost svg elements, tags included, in UTF-8 bytes', () => {
    const style = '<style data-styled="">a{color:red}</style>';
    const svg = '<svg width="16"><svg><path d="M0 0"/></svg><use href="#é"/></svg>';
    const html = `<html><head>${style}</head><body>${svg}<p></p></body></html>`;
    const shares = htmlShares(html);
    expect(shares.raw).toBe(html.length + 1);
    expect(shares.inlineCss).toBe(style.length);
    expect(shares.inlineSvg).toBe(svg.length + 1);
    expect(shares.content).toBe(0);
    expect(shares.budgeted).toBe(html);
  });

  it('leaves editors’ text and its JSON-LD out of the budgeted document, but keeps styles and scripts whole', () => {
    const style = '<style>a>b{color:red}</style>';
    const script = '<script>if(a<b)go()</script>';
    const html =
      `<head>${style}\n${script}<script type="application/ld+json">{"text":"An answer"}</script></head>` +
      '<body><h2 class="q">A question?</h2><p>An <a href="/x">answer</a>.</p></body>';
    const shares = htmlShares(html);
    expect(shares.budgeted).toBe(
      `<head>${style}\n${script}<script type="application/ld+json"></script></head>` +
        '<body><h2 class="q"></h2><p><a href="/x"></a></p></body>',
    );
    expect(shares.content).toBe(html.length - shares.budgeted.length);
  });

  it('a longer answer or one more word in a card leaves the budgeted document as it was', () => {
    const page = (answer: string) => `<details><summary>Q</summary><p>${answer}</p></details>`;
    expect(htmlShares(page('Yes.')).budgeted).toBe(htmlShares(page('Yes, and here is why. '.repeat(40))).budgeted);
  });

  it('leaves an article body out of the budgeted document, however much markup it nests', () => {
    const body = '<div><p>One</p><div><p>Two</p></div></div><pre>code</pre>';
    const html = `<main><h1>Title</h1><div class="post-body" ${ARTICLE_ATTRIBUTE}="">${body}</div><footer>f</footer></main>`;
    const shares = htmlShares(html);
    expect(shares.budgeted).toBe(
      `<main><h1></h1><div class="post-body" ${ARTICLE_ATTRIBUTE}=""></div><footer></footer></main>`,
    );
    expect(shares.content).toBe(body.length + 'Title'.length + 'f'.length);
  });

  it('a longer article leaves the budgeted document as it was', () => {
    const page = (words: string) => `<header>h</header><section ${ARTICLE_ATTRIBUTE}><p>${words}</p></section>`;
    expect(htmlShares(page('short')).budgeted).toBe(htmlShares(page('a much longer article '.repeat(500))).budgeted);
  });
});

describe('htmlBudgetProblems', () => {
  const shares = { raw: 900, gzip: 400, inlineCss: 50, inlineSvg: 50, content: 0 };

  it('is empty within every limit', () => {
    expect(htmlBudgetProblems('/', 'home', shares, limit)).toEqual([]);
  });

  it('names the page, its type, the share and both sizes for each limit exceeded', () => {
    const problems = htmlBudgetProblems('/', 'home', { ...shares, gzip: 600, inlineSvg: 2048 }, limit);
    expect(problems).toEqual([
      '/ (home): document (gzip, editors’ text excluded) is 0.6 KB, over the budget of 0.5 KB (budgets/html-budget.json)',
      '/ (home): inline SVG is 2.0 KB, over the budget of 0.1 KB (budgets/html-budget.json)',
    ]);
  });

  it('holds the raw document without editors’ text to the raw limit', () => {
    expect(htmlBudgetProblems('/blog/a/', 'post', { ...shares, raw: 5000, content: 4200 }, limit)).toEqual([]);
    expect(htmlBudgetProblems('/blog/a/', 'post', { ...shares, raw: 5000, content: 3000 }, limit)).toHaveLength(1);
  });
});
