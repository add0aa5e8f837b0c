import { MIN_TOC_SECTIONS } from '../../src/lib/blog/table-of-contents';
import { THEME_STORAGE_KEY } from '../../src/lib/ui/theme-choice';
import { posts, site } from './blog-content';
import { expect, test, type Page } from './fixtures';

/**
 * Reading a post (product-rules §10 Long posts, Share links, Printing, Post body): linkable headings, the table of contents on long posts,
 * share links, print styles and the optional "Updated" date. Posts are picked from the content.
 */
const longPost = posts.find((post) => post.sections >= MIN_TOC_SECTIONS);
const shortPost = posts.find((post) => post.sections < MIN_TOC_SECTIONS);
const anyPost = posts[0]!;
const body = (page: Page) => page.locator('article');

test('every h2 and h3 of a post has a unique id and links to itself', async ({ page }) => {
  await page.goto(`/blog/${anyPost.slug}/`);
  const headings = await page
    .locator('.post-body h2[id], .post-body h3[id]')
    .evaluateAll((elements) =>
      elements.map((el) => ({ id: el.id, anchor: el.querySelector('a.heading-anchor')?.getAttribute('href') })),
    );
  const all = await page.locator('.post-body h2, .post-body h3').count();
  expect(all).toBeGreaterThan(0);
  expect(await page.locator('.post-body h2[id], .post-body h3[id]').count()).toBe(all);
  expect(new Set(headings.map((heading) => heading.id)).size).toBe(headings.length);
  for (const heading of headings) expect(heading.anchor).toBe(`#${heading.id}`);
});

test.describe('table of contents', () => {
  test.skip(!longPost, 'no post has enough sections');

  test('sits beside the text on wide screens and marks the section being read', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto(`/blog/${longPost!.slug}/`);
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await expect(toc).toHaveCount(1);
    await expect(toc).toBeVisible();
    const links = toc.getByRole('link');
    expect(await links.count()).toBeGreaterThanOrEqual(MIN_TOC_SECTIONS);
    // Every entry points at a heading of the post.
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) {
      await expect(page.locator(`.post-body [id="${href.slice(1)}"]`)).toHaveCount(1);
    }
    const third = links.nth(2);
    await third.click();
    await expect(third).toHaveAttribute('aria-current', 'location');
    await expect(toc.locator('[aria-current="location"]')).toHaveCount(1);
    // Sticky: still in view after scrolling further down.
    await page.mouse.wheel(0, 1500);
    await expect(toc).toBeInViewport();
  });

  test('marks the right section after a jump past several headings', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto(`/blog/${longPost!.slug}/`);
    const links = page.getByRole('navigation', { name: 'On this page' }).getByRole('link');
    const last = links.last();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(last).toHaveAttribute('aria-current', 'location');
    // One jump, as dragging the scrollbar does, that leaves a heading just above the top of the window with no
    // other heading near: the one whose section runs longest, so it is the section being read.
    const target = await links.evaluateAll((anchors) => {
      const tops = anchors.map(
        (a) => document.getElementById(a.getAttribute('href')!.slice(1))!.getBoundingClientRect().top + window.scrollY,
      );
      const gaps = tops.slice(0, -1).map((top, index) => tops[index + 1]! - top);
      const index = gaps.indexOf(Math.max(...gaps));
      return { index, top: tops[index]!, isLongEnough: gaps[index]! > window.innerHeight / 2 };
    });
    test.skip(!target.isLongEnough, 'no section of this post runs half a window');
    await page.evaluate((top) => window.scrollTo({ top: top + 5, behavior: 'instant' }), target.top);
    await expect(links.nth(target.index)).toHaveAttribute('aria-current', 'location');
  });

  test('is a collapsed disclosure above the text on small screens', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`/blog/${longPost!.slug}/`);
    const summary = page.locator('summary', { hasText: 'On this page' });
    await expect(summary).toBeVisible();
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await expect(toc).toBeHidden();
    await summary.click();
    await expect(toc).toBeVisible();
    const tocBox = (await toc.boundingBox())!;
    const textBox = (await page.locator('.post-body').boundingBox())!;
    expect(tocBox.y).toBeLessThan(textBox.y);
  });
});

test('a post with fewer sections has no table of contents', async ({ page }) => {
  test.skip(!shortPost, 'every post is long');
  await page.goto(`/blog/${shortPost!.slug}/`);
  await expect(page.locator('nav[aria-label="On this page"]')).toHaveCount(0);
});

test.describe('share links', () => {
  const url = `${site.url.replace(/\/$/, '')}/blog/${anyPost.slug}/`;

  test('copy the link, with a "Copied" status', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/blog/${anyPost.slug}/`);
    const share = page.getByRole('region', { name: 'Share this article' });
    await share.getByRole('button', { name: 'Copy link' }).click();
    await expect(share.getByRole('status')).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  });

  test('LinkedIn, X, WhatsApp and e-mail are plain links carrying the post URL', async ({ page }) => {
    await page.goto(`/blog/${anyPost.slug}/`);
    const share = page.getByRole('region', { name: 'Share this article' });
    const hrefs = await share.getByRole('link').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
    const hosts = hrefs.map((href) => new URL(href).hostname || new URL(href).protocol);
    expect(hosts).toEqual(['www.linkedin.com', 'x.com', 'wa.me', 'mailto:']);
    for (const href of hrefs) expect(decodeURIComponent(href)).toContain(url);
    // No share widget scripts: every script on the page is our own.
    const scripts = await page
      .locator('script[src]')
      .evaluateAll((els) => els.map((el) => (el as HTMLScriptElement).src));
    for (const src of scripts) expect(new URL(src).origin).toBe(new URL(page.url()).origin);
  });

  test('the Web Share button appears only where navigator.share exists', async ({ page }) => {
    await page.goto(`/blog/${anyPost.slug}/`);
    const share = page.getByRole('region', { name: 'Share this article' });
    await expect(share.getByRole('button', { name: 'More ways to share' })).toHaveCount(0);

    await page.addInitScript(() => {
      (window as unknown as { shared: unknown[] }).shared = [];
      Object.defineProperty(navigator, 'share', {
        value: (data: unknown) => {
          (window as unknown as { shared: unknown[] }).shared.push(data);
          return Promise.resolve();
        },
      });
    });
    await page.goto(`/blog/${anyPost.slug}/`);
    await share.getByRole('button', { name: 'More ways to share' }).click();
    expect(await page.evaluate(() => (window as unknown as { shared: unknown[] }).shared)).toEqual([
      { title: anyPost.heading, url },
    ]);
  });
});

test('printing a post drops navigation, footer, forms, share and contents; links show their address; code wraps', async ({
  page,
}) => {
  const post = longPost ?? anyPost;
  await page.goto(`/blog/${post.slug}/`);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('#gatsby-focus-wrapper > header')).toBeHidden();
  await expect(page.locator('footer').first()).toBeHidden();
  await expect(page.getByRole('region', { name: 'Share this article' })).toBeHidden();
  for (const nav of await page.locator('nav').all()) await expect(nav).toBeHidden();
  await expect(body(page).locator('h1')).toBeVisible();

  const linkAfter = await page.evaluate(() => {
    const link = document.querySelector('.post-body a[href]:not(.heading-anchor)');
    return link ? { href: link.getAttribute('href'), after: getComputedStyle(link, '::after').content } : null;
  });
  if (linkAfter) expect(linkAfter.after).toContain(linkAfter.href!);
  const pre = page.locator('article pre').first();
  if ((await pre.count()) > 0) expect(await pre.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('pre-wrap');
  // Every code block fits the printed column, and its lines are not cut.
  const overflowing = await page.locator('article pre').evaluateAll(
    (blocks) =>
      blocks.filter((el) => {
        const column = el.closest('.post-body')!.getBoundingClientRect();
        return el.scrollWidth > el.clientWidth + 1 || el.getBoundingClientRect().right > column.right + 1;
      }).length,
  );
  expect(overflowing).toBe(0);
});

test('a post prints dark text on white in either theme, the headline and code included', async ({ page }) => {
  const post = longPost ?? anyPost;
  for (const theme of ['light', 'dark']) {
    await page.addInitScript(([key, choice]) => window.localStorage.setItem(key!, choice!), [THEME_STORAGE_KEY, theme]);
    await page.goto(`/blog/${post.slug}/`);
    await page.emulateMedia({ media: 'print' });
    const dark = (selector: string) =>
      page.locator(selector).evaluateAll((els) =>
        els.every((el) => {
          const [r, g, b] = getComputedStyle(el).color.match(/\d+/g)!.map(Number);
          return 0.299 * r! + 0.587 * g! + 0.114 * b! < 110;
        }),
      );
    expect(await dark('h1'), `${theme}: headline`).toBe(true);
    expect(await dark('.post-body p'), `${theme}: text`).toBe(true);
    expect(await dark('article pre .token'), `${theme}: code`).toBe(true);
    // No dark band behind the headline, even for a reader who prints backgrounds.
    const bands = await page.locator('main h1').evaluate((el) => {
      const found: string[] = [];
      for (let node = el.parentElement; node && node.tagName !== 'MAIN'; node = node.parentElement)
        if (getComputedStyle(node).backgroundImage !== 'none') found.push(node.className);
      return found;
    });
    expect(bands, theme).toEqual([]);
  }
});

test.describe('the "Updated" date', () => {
  // Both cases are always collected; the content decides which it has (an editor's round gives both).
  for (const [name, post] of [
    ['a post with one shows it and uses it', posts.find((entry) => entry.updated)],
    ['a post without one has none; modified = published', posts.find((entry) => !entry.updated)],
  ] as const) {
    test(name, async ({ page }) => {
      test.skip(!post, `no published post ${name.startsWith('a post with one') ? 'has' : 'lacks'} an "updated" date`);
      if (!post) return;
      await page.goto(`/blog/${post.slug}/`);
      const modified = post.updated ?? post.date;
      await expect(page.locator('meta[property="article:modified_time"]')).toHaveAttribute('content', modified);
      const article = (await page.locator('script[type="application/ld+json"]').allTextContents())
        .map((text) => JSON.parse(text) as Record<string, string>)
        .find((data) => data['@type'] === 'BlogPosting' || data['@type'] === 'TechArticle')!;
      expect(article.dateModified).toBe(modified);
      if (post.updated) {
        await expect(page.locator(`article header time[datetime="${post.updated}"]`)).toHaveText(post.updatedText!);
        await expect(page.locator('article header')).toContainText(`Updated ${post.updatedText}`);
      } else {
        await expect(page.locator('article header')).not.toContainText('Updated');
      }
    });
  }
});
