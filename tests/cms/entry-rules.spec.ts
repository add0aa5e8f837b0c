import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { iconNames } from '../../src/gatsby/node/graphql-types/simple-icon';
import { topicProblems } from '../../src/lib/blog/topics';
import { iconProblem } from '../../src/lib/content/icon-names';
import { serviceSchema } from '../../src/lib/content/pages-schema';
import { jobSchema } from '../../src/lib/content/careers-schema';
import { contentFile, expandList, freshContent, openEditor, pageProblems } from './cms-helpers';

/**
 * The review's mistakes outside the posts (an icon name typo, a card text too long, a job code written wrong, a
 * topic whose service page is gone): each form names the field by its label before anything is saved, in the
 * editor's words, and the build's own functions refuse the same content. `SHOTS_DIR` saves a screenshot of the
 * refused icon.
 */
test.describe.configure({ mode: 'serial' });
test.beforeAll(() => freshContent());

const shot = async (page: Page, name: string) => {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: path.join(process.env.SHOTS_DIR, `${name}.png`) });
};

async function tryPublish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
}

const summary = (page: Page) => page.locator('#refusal-summary');

test('an icon typo and a card text too long are refused by label before saving, as the build refuses them', async ({
  page,
}) => {
  const file = contentFile('expertise', 'devops.json');
  const before = readFileSync(file, 'utf8');
  await openEditor(page, '#/collections/expertise/entries/devops');
  await page.getByLabel('Icon').fill('kubernetess');
  const says = 'No icon is called "kubernetess"; did you mean "kubernetes"?';
  // As the editor types, under the field.
  await expect(page.locator('.field-problems')).toContainText(says);
  const card = 'c'.repeat(171);
  await page.getByLabel('Card text').fill(card);
  await tryPublish(page);
  await expect(summary(page)).toContainText(`Icon: ${says}`);
  await expect(summary(page)).toContainText('Card text: 171 of 160 characters (11 too many)');
  await expect(summary(page)).not.toContainText(/pattern|content\/|\.json|[A-Z]{5}/);
  // Each message once at its field (Decap's list) and once in the summary: no counter or live list beside it.
  await expect(page.getByText('171 of 160 characters', { exact: false })).toHaveCount(2);
  await shot(page, 'refused-icon');
  expect(readFileSync(file, 'utf8')).toBe(before);
  // The build refuses both.
  expect(iconProblem('kubernetess', iconNames())).not.toBeNull();
  expect(serviceSchema.safeParse({ ...JSON.parse(before), summary: card }).success).toBe(false);

  // The summary's link takes the editor to the field.
  await summary(page).getByRole('link', { name: 'Icon' }).click();
  await expect(page.getByLabel('Icon')).toBeFocused();
  expect(pageProblems(page)).toEqual([]);
});

test('a job code written wrong is refused inside the jobs list, by its label', async ({ page }) => {
  const file = contentFile('careers', 'jobs.json');
  const before = readFileSync(file, 'utf8');
  await openEditor(page, '#/collections/careers/entries/jobs');
  await expandList(page, 'Jobs');
  // A job added in the form, so the case runs whether or not the content has a job to edit.
  await page.getByRole('button', { name: /^Add jobs/ }).click();
  await page.getByLabel('Job code').last().fill('J4');
  await tryPublish(page);
  await expect(summary(page)).toContainText('Job code: Must be J followed by three digits');
  expect(readFileSync(file, 'utf8')).toBe(before);
  // The build refuses that code with the same words.
  const refused = jobSchema.innerType().shape.jobId.safeParse('J4');
  expect(refused.error?.issues[0]?.message).toMatch(/^Must be J followed by three digits/);
});

test('a topic whose service page is gone is refused under its Service field', async ({ page }) => {
  const file = contentFile('site', 'topics.json');
  const topics = JSON.parse(readFileSync(file, 'utf8')) as { topics: Array<{ slug: string; service: string }> };
  // A service page renamed in the repository since the topic named it.
  topics.topics[0]!.service = 'retired-service';
  writeFileSync(file, `${JSON.stringify(topics, null, 2)}\n`);
  const before = readFileSync(file, 'utf8');
  await openEditor(page, '#/collections/site/entries/topics');
  // Any change to the file: the form then checks the whole of it.
  await expandList(page, 'Topics');
  const name = page.getByLabel('Name').first();
  await name.fill(`${(await name.inputValue()).slice(0, 30)} (new)`);
  await tryPublish(page);
  await expect(summary(page)).toContainText('Service: There is no service page "retired-service"');
  expect(readFileSync(file, 'utf8')).toBe(before);
  expect(topicProblems([], topics.topics, ['devops'])).not.toEqual([]);
});
