import { readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { expect, scrollIntoViewSettled, test } from './fixtures';
import { contentDir, expertiseAreas, readContentJson, section, services, siteUrl } from './content-pages';

const pagesCopy = JSON.parse(readFileSync(path.join(contentDir, 'site', 'pages.json'), 'utf8')) as {
  services: { title: string; listHeading: string };
  expertise: { title: string; listHeading: string };
};

test.describe('wrapper listings', () => {
  test('/services/ links to every service page, in order', async ({ page }) => {
    await page.goto('/services/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pagesCopy.services.title);
    const links = section(page, pagesCopy.services.listHeading).getByRole('link');
    await expect(links).toHaveText(services.map((service) => service.name));
    for (const [index, service] of services.entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', `/services/${service.slug}/`);
    }
    const pick = services[services.length - 1]!;
    await links.nth(services.length - 1).click();
    await expect(page).toHaveURL(`/services/${pick.slug}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pick.hero.title);
  });

  test('/expertise/ links to every expertise page, in order', async ({ page }) => {
    await page.goto('/expertise/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pagesCopy.expertise.title);
    const links = section(page, pagesCopy.expertise.listHeading).getByRole('link');
    await expect(links).toHaveText(expertiseAreas.map((area) => area.name));
    for (const [index, area] of expertiseAreas.entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', `/expertise/${area.slug}/`);
    }
    await links.last().click();
    await expect(page).toHaveURL(`/expertise/${expertiseAreas.at(-1)!.slug}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(expertiseAreas.at(-1)!.hero.title);
  });
});

function legalFile(slug: string) {
  const { data, content } = matter(readFileSync(path.join(contentDir, 'legal', `${slug}.md`), 'utf8'));
  const title = String(data.title);
  const sections = [...content.matchAll(/^## (.+)$/gm)].map((match) => match[1]!);
  return { title, sections };
}

test.describe('legal pages', () => {
  for (const slug of ['terms', 'privacy']) {
    test(`/${slug}/ renders its Markdown with a last-updated date, reachable from the footer`, async ({ page }) => {
      const { title, sections } = legalFile(slug);
      await page.goto('/');
      const link = page
        .getByRole('contentinfo')
        .getByRole('link', { name: slug === 'terms' ? 'Terms & Conditions' : 'Privacy Policy' });
      await scrollIntoViewSettled(link);
      await link.click();
      await expect(page).toHaveURL(`/${slug}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByText(/^Last updated: \d{1,2} [A-Z][a-z]+ \d{4}$/)).toBeVisible();
      await expect(page.locator('article time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
      await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(sections);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteUrl}/${slug}/`);
    });
  }

  test('the terms link to the privacy policy', async ({ page }) => {
    await page.goto('/terms/');
    await page.getByRole('article').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL('/privacy/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(legalFile('privacy').title);
  });

  test('the privacy policy names the contact form’s providers, the map embed, retention and a contact', async ({
    page,
  }) => {
    await page.goto('/privacy/');
    const article = page.getByRole('article');
    for (const text of ['EmailJS', 'Google reCAPTCHA', 'Google Maps', '24 months', 'Data Protection Board of India']) {
      await expect(article.getByText(text).first()).toBeVisible();
    }
    const { email } = readContentJson<{ email: string }>('site/site.json');
    await expect(article.getByRole('link', { name: email }).first()).toHaveAttribute('href', `mailto:${email}`);
  });
});
