import type { Locator, Page } from '@playwright/test';

/**
 * What the screenshot suite does to a page before it compares it: it guards the look (colours, type, spacing,
 * layout, components), never the words, pictures or counts an editor changes (docs/conventions.md §
 * "Screenshots"). In the browser, after the page has hydrated and its fonts have loaded:
 *
 * - every piece of text below the header becomes the same few specimen words, so a new title, date, count or author
 *   changes nothing (the header's navigation is written in code, and keeps its words);
 * - a Markdown body (a post, a legal page, a case study) is replaced by one fixed specimen of every element an
 *   editor can write, so the reading typography is guarded whatever the text says;
 * - a list keeps at most its first six items, so one more post, job, topic or card changes nothing;
 * - pictures, maps, videos and brand marks are masked (`maskedContent`): what they show is content.
 *
 * Animations are finished and the caret hidden by `toHaveScreenshot` (playwright.config.ts); the carousel and the
 * counters stand still because the suite asks for reduced motion.
 */
export async function freezeContent(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const specimen = `<p>Aa bb cc dd ee ff gg hh ii jj kk ll mm.</p><h2>Aa bb cc</h2><p>Aa bb <a href="#top">cc dd</a> ee
      <strong>ff gg</strong> hh <code>ii jj</code> kk.</p><ul><li>Aa bb cc</li><li>Dd ee ff</li></ul><h3>Aa bb</h3>
      <pre><code>aa bb = cc(dd)\nee ff</code></pre><blockquote><p>Aa bb cc dd ee.</p></blockquote>
      <table><thead><tr><th>Aa</th><th>Bb</th></tr></thead><tbody><tr><td>Cc</td><td>Dd</td></tr></tbody></table>`;
    for (const body of Array.from(document.querySelectorAll('[data-article]'))) body.innerHTML = specimen;
    for (const list of Array.from(document.querySelectorAll('main ul, main ol, footer ul, footer ol')))
      for (const item of Array.from(list.children).slice(6)) item.remove();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const texts: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
    for (const text of texts) {
      const parent = text.parentElement;
      // The site header's words are its navigation, written in code: they stay, so the bar keeps its real fit.
      if (
        !parent ||
        !text.data.trim() ||
        parent.closest('script, style, noscript, template, header:has(> nav[aria-label="Main"])')
      )
        continue;
      text.data = parent.closest('h1, h2, h3, h4, h5, h6') ? 'Aa bb cc dd' : 'Aa bb cc dd ee ff';
    }
    // The page lays out what changed, and what reacts to it (the contents' highlighted heading, which an observer
    // sets a frame or two later) settles before the screenshot.
    const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await frames();
    await new Promise((resolve) => setTimeout(resolve, 250));
    await document.fonts.ready;
    await frames();
  });
}

/** A quiet grey for what `maskedContent` covers. */
export const MASK_COLOUR = '#8a94a6';

/** Content the screenshots leave out: pictures, embedded frames and the brand marks of technologies. */
export function maskedContent(page: Page): Locator[] {
  return [page.locator('img, picture, video, iframe, canvas, svg:has(use[href*="/static/marks/"])')];
}
