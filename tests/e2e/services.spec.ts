import { expect, test } from './fixtures';
import {
  expectCards,
  expectContactCta,
  expectDetailHead,
  expectFaqAccordion,
  section,
  services,
} from './content-pages';

for (const service of services) {
  test.describe(`/services/${service.slug}/`, () => {
    const pathname = `/services/${service.slug}/`;

    test.beforeEach(async ({ page }) => {
      const response = await page.goto(pathname);
      expect(response?.status()).toBe(200);
    });

    test('shows every section of the content file, with one h1', async ({ page }) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.hero.title);
      await expect(page.getByText(service.hero.intro)).toBeVisible();

      const intro = section(page, service.intro.heading);
      await expect(intro).toBeVisible();
      await intro.scrollIntoViewIfNeeded();
      const image = intro.getByRole('img', { name: service.intro.imageAlt });
      await expect(image).toBeVisible();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);

      await expectCards(section(page, service.solutionsHeading), service.solutions);
      await expectCards(section(page, service.caseStudiesHeading), service.caseStudies);
      await expectContactCta(page);
    });

    test(`FAQ accordion (${service.faq.length} questions) works by mouse and keyboard`, async ({ page }) => {
      await expectFaqAccordion(page, service.faqHeading, service.faq);
    });

    test('has its own title, description, canonical URL and JSON-LD', async ({ page }) => {
      await expectDetailHead(page, service, { name: 'Services', path: '/services/' }, pathname);
    });
  });
}

test.describe('card grids', () => {
  // The service with the most solution cards shows the most columns; fewer cards fill fewer.
  const widest = [...services].sort((a, b) => b.solutions.length - a.solutions.length)[0]!;
  for (const [width, columns] of [
    [390, 1],
    [700, 2],
    [1280, 3],
  ] as const) {
    test(`use up to ${columns} column${columns > 1 ? 's' : ''} at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/services/${widest.slug}/`);
      const cards = section(page, widest.solutionsHeading).getByRole('listitem');
      const cardsOnFirstRow = () =>
        cards.evaluateAll((items) => {
          const tops = items.map((item) => Math.round(item.getBoundingClientRect().top));
          return tops.filter((top) => top === tops[0]).length;
        });
      await expect.poll(cardsOnFirstRow).toBe(Math.min(columns, widest.solutions.length));
      // The page content never scrolls sideways (measured on <main>; the layout's nav is not this page's).
      await expect
        .poll(() =>
          page.evaluate(() => document.querySelector('main')!.scrollWidth - document.documentElement.clientWidth),
        )
        .toBeLessThanOrEqual(0);
    });
  }
});
