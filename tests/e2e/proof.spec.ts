import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { clientLine } from '../../src/lib/portfolio/case-studies';
import { hoursInIst } from '../../src/lib/company/phone-hours';
import { postsBy } from './blog-content';
import { contentDir, readContentJson, readJsonLd, section, services, siteUrl } from './content-pages';
import { expect, scrollIntoViewSettled, test } from './fixtures';

/** Proof a buyer can check: case study pages, the portfolio filter, the people, company facts, how we work. */

interface Study {
  slug: string;
  title: string;
  summary: string;
  service: string;
  card: number;
  alsoServices?: string[];
  featured?: boolean;
  onHome?: boolean;
  industry: string;
  client: { name?: string; sector: string; size: string };
  figures: Array<{ value: string; label: string }>;
  problem: string[];
  stack: string[];
  team: string;
  duration?: string;
}
const studyDir = path.join(contentDir, 'case-studies');
const studies = (existsSync(studyDir) ? readdirSync(studyDir) : [])
  .filter((name) => name.endsWith('.json'))
  .map((name) => readContentJson<Study>(`case-studies/${name}`));
const portfolioCopy = readContentJson<{ portfolio: { title: string; listHeading: string } }>(
  'site/pages.json',
).portfolio;
const team = readContentJson<{
  heading: string;
  enquiriesHeading: string;
  members: Array<{ name: string; role: string; readsEnquiries?: boolean; author?: string }>;
}>('site/team.json');
const site = readContentJson<{ phoneHours?: { days: string; opens: string; closes: string }; legalName?: string }>(
  'site/site.json',
);
const servicesOf = (study: Study) => [study.service, ...(study.alsoServices ?? [])];
const nameOf = (slug: string) => services.find((service) => service.slug === slug)!.name;
/** The service with the most case study pages, so filtering to it hides some and keeps more than one. */
const filtered = services
  .map((service) => ({ service, count: studies.filter((study) => servicesOf(study).includes(service.slug)).length }))
  .filter(({ count }) => count > 0)
  .sort((a, b) => b.count - a.count)[0]!;

test.describe('/portfolio/', () => {
  test('lists every case study page with its first figure, and the service chips filter the grid', async ({ page }) => {
    await page.goto('/portfolio/');
    const grid = section(page, portfolioCopy.listHeading);
    const reads = grid.getByRole('link', { name: /^Read the case study/ });
    await expect(reads).toHaveCount(studies.length);
    for (const study of studies) {
      const card = grid.getByRole('listitem').filter({ has: page.getByRole('heading', { name: study.title }) });
      await expect(card.getByText(study.figures[0]!.value, { exact: true })).toBeVisible();
      await expect(card.getByRole('link', { name: `Read the case study about ${study.title}` })).toHaveAttribute(
        'href',
        `/portfolio/${study.slug}/`,
      );
    }
    await grid.getByRole('radio', { name: new RegExp(`^${filtered.service.name} `) }).check();
    await expect(reads).toHaveCount(filtered.count);
    await grid.getByRole('radio', { name: /^All services/ }).check();
    await expect(reads).toHaveCount(studies.length);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the filter still works, within the page’s CSP', async ({ page }) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
      });
      await page.goto('/portfolio/');
      const grid = section(page, portfolioCopy.listHeading);
      await grid.getByRole('radio', { name: new RegExp(`^${filtered.service.name} `) }).check();
      await expect(grid.getByRole('link', { name: /^Read the case study/ })).toHaveCount(filtered.count);
      expect(violations).toEqual([]);
    });
  });

  test('lists the case study pages for search engines and links each service’s summaries', async ({ page }) => {
    await page.goto('/portfolio/');
    const list = (await readJsonLd(page)).find((item) => item['@type'] === 'ItemList') as {
      itemListElement: Array<{ url: string }>;
    };
    expect(list.itemListElement.map((item) => item.url).sort()).toEqual(
      studies.map((study) => `${siteUrl}/portfolio/${study.slug}/`).sort(),
    );
    for (const service of services)
      await expect(
        page.getByRole('link', { name: new RegExp(`^${service.name}: \\d+ project summaries$`) }),
      ).toHaveAttribute('href', `/services/${service.slug}/#case-studies`);
  });
});

test.describe('a case study page', () => {
  const study = studies.find((entry) => entry.featured) ?? studies[0]!;

  test('shows the client as the file gives it, the figures, the facts and the story (axe: accessibility.spec.ts runs every built page)', async ({
    page,
  }) => {
    await page.goto(`/portfolio/${study.slug}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(study.title);
    await expect(page.locator('[data-hero]').getByText(study.figures[0]!.value, { exact: true })).toBeVisible();
    await expect(page.getByText(clientLine(study.client), { exact: true })).toBeVisible();
    if (!study.client.name) await expect(page.getByText(/withheld/).first()).toBeVisible();
    await expect(page.getByText(study.problem[0]!, { exact: true })).toBeVisible();
    await expect(page.getByText(study.team, { exact: true })).toBeVisible();
    // The stack and the duration are said once, in the hero's panel, not again under "At a glance".
    for (const fact of [study.stack.join(', '), study.duration].filter(Boolean) as string[]) {
      await expect(page.getByText(fact, { exact: true })).toHaveCount(1);
      await expect(page.locator('[data-hero]').getByText(fact, { exact: true })).toBeVisible();
    }
    for (const slug of servicesOf(study))
      await expect(
        page.getByRole('complementary').getByRole('link', { name: nameOf(slug), exact: true }),
      ).toHaveAttribute('href', `/services/${slug}/`);
    const article = (await readJsonLd(page)).find((item) => item['@type'] === 'Article');
    expect(article).toMatchObject({ headline: study.title, mainEntityOfPage: `${siteUrl}/portfolio/${study.slug}/` });
  });

  test('its service page’s card links to it, and the service hero shows the headline figure', async ({ page }) => {
    const service = services.find((entry) => entry.slug === study.service)!;
    await page.goto(`/services/${service.slug}/`);
    const card = service.caseStudies.find((entry) => entry.id === study.card)!;
    const cards = section(page, service.caseStudiesHeading);
    await expect(cards.getByRole('link', { name: `Read the case study about ${card.title}` })).toHaveAttribute(
      'href',
      `/portfolio/${study.slug}/`,
    );
    if (study.featured) {
      const hero = page.getByRole('complementary', { name: 'Case study' });
      await expect(hero.getByText(study.figures[0]!.value, { exact: true })).toBeVisible();
      await hero.getByRole('link', { name: /^Read the case study/ }).click();
      await expect(page).toHaveURL(`/portfolio/${study.slug}/`);
    }
  });
});

test('the home hero shows the home case study’s figure beside the first call to action', async ({ page }) => {
  const home = studies.find((study) => study.onHome);
  test.skip(!home, 'no case study is marked onHome');
  await page.goto('/');
  const proof = page.getByRole('complementary', { name: 'Case study' });
  await expect(proof.getByText(home!.figures[0]!.value, { exact: true })).toBeInViewport();
  await expect(proof.getByRole('link', { name: `Read the case study about ${home!.title}` })).toHaveAttribute(
    'href',
    `/portfolio/${home!.slug}/`,
  );
});

test('/about/ names the people behind the work, with a monogram where there is no photograph and articles where there are some', async ({
  page,
}) => {
  await page.goto('/about/');
  const people = section(page, team.heading);
  await scrollIntoViewSettled(people);
  for (const member of team.members) {
    const card = people.getByRole('listitem').filter({ hasText: member.name });
    await expect(card.getByText(member.role, { exact: true })).toBeVisible();
    // Articles only where they lead: an author with posts has a page, one without has none.
    const articles = card.getByRole('link', { name: `Articles by ${member.name}` });
    if (member.author && postsBy(member.author).length > 0)
      await expect(articles).toHaveAttribute('href', `/blog/authors/${member.author}/`);
    else await expect(articles).toHaveCount(0);
  }
  const facts = section(page, 'Company facts');
  await expect(facts.getByText('Founded', { exact: true })).toBeVisible();
  if (site.legalName) await expect(facts.getByText(site.legalName)).toBeVisible();
  else await expect(facts.getByText('Registered name')).toHaveCount(0);
});

test('/contact/ names who reads enquiries and links how we work together', async ({ page }) => {
  await page.goto('/contact/');
  const readers = team.members.filter((member) => member.readsEnquiries);
  const box = page.getByRole('region', { name: team.enquiriesHeading });
  if (readers.length === 0) await expect(box).toHaveCount(0);
  for (const reader of readers) await expect(box.getByText(reader.name, { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'how we work together' }).click();
  await expect(page).toHaveURL('/how-we-work/');
  const howWeWork = readContentJson<{ modelsHeading: string; models: Array<{ title: string }> }>(
    'site/how-we-work.json',
  );
  await expect(section(page, howWeWork.modelsHeading).getByRole('heading', { level: 3 })).toHaveText(
    howWeWork.models.map((model) => model.title),
  );
});

test('every service page links to how we work together', async ({ page }) => {
  for (const service of services) {
    await page.goto(`/services/${service.slug}/`);
    await expect(page.getByRole('link', { name: 'how we work together' })).toHaveAttribute('href', '/how-we-work/');
  }
});

test.describe('phone hours in the visitor’s time zone', () => {
  test.use({ timezoneId: 'Europe/London' });
  test('the server HTML shows IST; the browser adds the visitor’s own time after load', async ({ page, request }) => {
    const html = await (await request.get('/contact/')).text();
    if (!site.phoneHours) {
      // Unset in site.json (npm run launch-check lists it): nothing about phone hours may show.
      expect(html).not.toContain('data-phone-hours');
      return;
    }
    expect(html).toContain(hoursInIst(site.phoneHours));
    expect(html).not.toContain('data-local-hours');
    await page.goto('/contact/');
    await expect(page.getByRole('contentinfo').locator('[data-local-hours]')).toHaveText(
      /\d\d:\d\d–\d\d:\d\d .+ your time/,
    );
  });
});
