import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseFrontMatter } from '../../src/lib/content/front-matter';
import { expect, scrollIntoViewSettled, test } from './fixtures';
import { contentDir, expertiseAreas, section, services, siteUrl } from './content-pages';

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
  const { data, body: content } = parseFrontMatter(readFileSync(path.join(contentDir, 'legal', `${slug}.md`), 'utf8'));
  const title = String(data.title);
  const sections = [...content.matchAll(/^## (.+)$/gm)].map((match) => match[1]!);
  /** Markdown links to the site's own pages: [text](/path/). */
  const internalLinks = [...content.matchAll(/\[([^\]]+)\]\((\/[^)\s]*)\)/g)].map(([, text, href]) => ({
    text: text!,
    href: href!,
  }));
  const emails = [...new Set(content.match(/[\w.+-]+@[\w-]+(\.[\w-]+)+\b/g) ?? [])];
  return { title, sections, internalLinks, emails };
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
      await expect(page.locator('[data-hero] time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
      await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(sections);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteUrl}/${slug}/`);
    });
  }

  for (const slug of ['terms', 'privacy']) {
    test(`/${slug}/ links where its Markdown links, and its addresses are e-mail links`, async ({ page }) => {
      const { internalLinks, emails } = legalFile(slug);
      test.skip(internalLinks.length + emails.length === 0, `content/legal/${slug}.md has no link and no address`);
      await page.goto(`/${slug}/`);
      const article = page.getByRole('article');
      for (const email of emails) {
        await expect(article.getByRole('link', { name: email }).first()).toHaveAttribute('href', `mailto:${email}`);
      }
      for (const link of internalLinks) {
        await expect(article.getByRole('link', { name: link.text }).first()).toHaveAttribute('href', link.href);
      }
      const [first] = internalLinks;
      if (!first) return;
      await article.getByRole('link', { name: first.text }).first().click();
      await expect(page).toHaveURL(first.href);
    });
  }
});

test('/portfolio/ lists case studies newest first, a shared day ordered by address, the same on every build', async ({
  page,
}) => {
  const studies = readdirSync(path.join(contentDir, 'case-studies'))
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(path.join(contentDir, 'case-studies', file), 'utf8')) as CaseStudyOrder)
    .sort((a, b) => b.published.localeCompare(a.published) || a.slug.localeCompare(b.slug));
  await page.goto('/portfolio/');
  const hrefs = await page
    .locator('main a[href^="/portfolio/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  const firstSeen = [...new Set(hrefs.filter((href) => /^\/portfolio\/[^/]+\/$/.test(href)))];
  expect(firstSeen).toEqual(studies.map((study) => `/portfolio/${study.slug}/`));
});

interface CaseStudyOrder {
  slug: string;
  published: string;
}
