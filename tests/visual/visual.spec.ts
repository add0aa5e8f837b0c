import { expect, test, type Page } from '../e2e/fixtures';
import { postsNewestFirst } from '../e2e/content-pages';
import { MASK_COLOUR, freezeContent, maskedContent } from './freeze';

/**
 * Screenshots guard the look (docs/conventions.md § "Screenshots"): the first screen of every page type, on a
 * 390 px phone and a 1440 px desktop, light and dark, against the baselines in tests/visual/screenshots/.
 * Content is frozen first (freeze.ts), so an editor's change of words, pictures or counts passes; a change of
 * colours, type, spacing or layout fails until the baselines are regenerated (`npm run test:visual:update`).
 */

type PageType = { name: string } & ({ path: string } | { from: string; link: RegExp });

/**
 * One page stands for each type. A detail page is the first one its listing links to, so renaming or removing
 * one changes nothing; the post is the oldest published one, which new posts never replace.
 */
const pageTypes: PageType[] = [
  { name: 'home', path: '/' },
  { name: 'about', path: '/about/' },
  { name: 'services', path: '/services/' },
  { name: 'service', from: '/services/', link: /^\/services\/[^/]+\/$/ },
  { name: 'expertise', path: '/expertise/' },
  { name: 'expertise-area', from: '/expertise/', link: /^\/expertise\/[^/]+\/$/ },
  { name: 'portfolio', path: '/portfolio/' },
  { name: 'case-study', from: '/portfolio/', link: /^\/portfolio\/[^/]+\/$/ },
  { name: 'how-we-work', path: '/how-we-work/' },
  { name: 'gallery', path: '/gallery/' },
  { name: 'careers', path: '/careers/' },
  { name: 'job', from: '/careers/', link: /^\/careers\/[^/]+\/$/ },
  { name: 'contact', path: '/contact/' },
  { name: 'blog', path: '/blog/' },
  { name: 'post', path: `/blog/${postsNewestFirst().at(-1)!.slug}/` },
  { name: 'topic', from: '/blog/', link: /^\/blog\/topics\/[^/]+\/$/ },
  { name: 'author', from: '/blog/', link: /^\/blog\/authors\/[^/]+\/$/ },
  { name: 'legal', path: '/terms/' },
  { name: 'search', path: '/search/' },
  { name: 'not-found', path: '/no-such-page-visual-check/' },
];

/** The page's address: its own, or the first its listing links to (none: the type is skipped, saying why). */
async function pathOf(page: Page, type: PageType): Promise<string | null> {
  if ('path' in type) return type.path;
  await page.goto(type.from);
  const hrefs = await page.locator('main a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  return hrefs.find((href) => type.link.test(href)) ?? null;
}

async function compare(page: Page, type: PageType, width: number) {
  const target = await pathOf(page, type);
  test.skip(target === null, `no ${type.name} page is linked from its listing`);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    if (colorScheme === 'light') await page.goto(target!);
    // Again in dark: a component that re-rendered on the theme change gets its words frozen too.
    await freezeContent(page);
    await expect(page).toHaveScreenshot(`${type.name}-${width}-${colorScheme}.png`, {
      mask: maskedContent(page),
      maskColor: MASK_COLOUR,
    });
  }
}

test.describe('phone, 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });
  for (const type of pageTypes) test(type.name, ({ page }) => compare(page, type, 390));
});

test.describe('desktop, 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 });
  for (const type of pageTypes) test(type.name, ({ page }) => compare(page, type, 1440));
});
