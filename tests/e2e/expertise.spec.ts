import { expect, test } from './fixtures';
import {
  expectCards,
  expectContactCta,
  expectDetailHead,
  expectFaqAccordion,
  expertiseAreas,
  section,
} from './content-pages';

for (const area of expertiseAreas) {
  test.describe(`/expertise/${area.slug}/`, () => {
    const pathname = `/expertise/${area.slug}/`;

    test.beforeEach(async ({ page }) => {
      const response = await page.goto(pathname);
      expect(response?.status()).toBe(200);
    });

    test('shows hero, intro banner, offerings beside the tall image, why choose us and one h1', async ({ page }) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(area.hero.title);
      await expect(page.getByText(area.hero.intro)).toBeVisible();

      const intro = section(page, area.intro.heading);
      await expect(intro.getByRole('img', { name: area.intro.imageAlt })).toBeVisible();

      const offerings = section(page, area.offeringsHeading);
      await expectCards(offerings, area.offerings);
      const tallImage = offerings.getByRole('img', { name: area.offeringsImageAlt });
      await tallImage.scrollIntoViewIfNeeded();
      await expect(tallImage).toBeVisible();
      // Desktop: the image sits beside the grid (left of the first card), not above it.
      const imageBox = (await tallImage.boundingBox())!;
      const cardBox = (await offerings.getByRole('listitem').first().boundingBox())!;
      expect(imageBox.x + imageBox.width).toBeLessThanOrEqual(cardBox.x);
      expect(imageBox.height).toBeGreaterThan(imageBox.width);

      await expectCards(section(page, area.whyChooseUsHeading), area.whyChooseUs);
      await expectContactCta(page);
    });

    test(`FAQ accordion (${area.faq.length} questions) works by mouse and keyboard`, async ({ page }) => {
      await expectFaqAccordion(page, area.faqHeading, area.faq);
    });

    test('has its own title, description, canonical URL and JSON-LD', async ({ page }) => {
      await expectDetailHead(page, area, { name: 'Expertise', path: '/expertise/' }, pathname);
    });
  });
}
