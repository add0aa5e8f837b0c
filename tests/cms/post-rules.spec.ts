import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { validatePosts } from '../../src/lib/blog/validate-posts';
import { blogPostSchema } from '../../src/lib/content/blog-schema';
import { parseFrontMatter } from '../../src/lib/content/front-matter';
import { findBodyProblems } from '../../src/lib/content/post-body-schema';
import { indiaDay } from '../../src/lib/publishing/publication';
import { DAILY_REBUILD_INDIA_TIME } from '../../src/lib/publishing/post-state';
import { contentFile, freshContent, openEditor, pageProblems, readPostRecords } from './cms-helpers';

/**
 * The mistakes a new editor made on purpose (a changed address, a picture without a description or without its
 * file, an unsupported code language, a link without its final "/", a link to a scheduled post, a headline too
 * long, an address or number already taken): the form names each by its label before anything is saved, and
 * the build's own functions refuse the same content. `SHOTS_DIR` saves screenshots of the refusal, a scheduled
 * post's header and its preview.
 */
test.describe.configure({ mode: 'serial' });

const SCHEDULED = 'scheduled-rollouts-for-small-teams';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** A week after today in India, written as posts write dates. */
const inAWeek = (() => {
  const day = new Date(Date.parse(`${indiaDay(new Date())}T00:00:00Z`) + 7 * 86_400_000);
  return `${String(day.getUTCDate()).padStart(2, '0')} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
})();

let posts: ReturnType<typeof readPostRecords>;
let target: (typeof posts)[number];

test.beforeAll(() => {
  freshContent();
  posts = readPostRecords();
  // A scheduled post in the copy, and a picture in the post the tests edit.
  target = posts[0]!;
  const nextId = Math.max(...posts.map((post) => post.postId)) + 1;
  mkdirSync(contentFile('blog', SCHEDULED), { recursive: true });
  const front = parseFrontMatter(readFileSync(target.file, 'utf8')).data;
  const { poster: _poster, draft: _draft, updated: _updated, ...rest } = front;
  const scheduled = { ...rest, id: nextId, title: SCHEDULED, heading: 'Scheduled Rollouts for Small Teams' };
  const yaml = Object.entries({ ...scheduled, date: inAWeek, related: [target.postId] })
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join('\n');
  writeFileSync(
    contentFile('blog', SCHEDULED, 'index.md'),
    `---\n${yaml}\n---\n\n## Why in stages\n\nSmall teams roll a change out to one server first, then to the rest.\n`,
  );
  copyFileSync(
    path.resolve(__dirname, '../../static/logo.png'),
    contentFile('blog', target.folder, 'rules-diagram.png'),
  );
});

const shot = async (page: Page, name: string) => {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: path.join(process.env.SHOTS_DIR, `${name}.png`) });
};

async function tryPublish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
}

async function replaceBody(page: Page, text: string): Promise<void> {
  const body = page.locator('.cms-editor-raw').getByRole('textbox');
  await body.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(text);
}

/** What the build says about the post with this body (body rules and the rules across posts). */
function buildVerdict(body: string): string[] {
  const records = readPostRecords().map((post) => {
    const front = parseFrontMatter(readFileSync(post.file, 'utf8')).data;
    const held = post.folder === SCHEDULED || Boolean(front.draft);
    return post.folder === target.folder ? { ...post, rawMarkdownBody: body, held } : { ...post, held };
  });
  const authors = (
    JSON.parse(readFileSync(contentFile('authors', 'authors.json'), 'utf8')) as Array<{ id: string }>
  ).map((author) => author.id);
  return [
    ...findBodyProblems(body),
    ...validatePosts(records, authors, (from, relative) => existsSync(path.join(path.dirname(from), relative))).filter(
      (line) => line.includes(`/${target.folder}/`),
    ),
  ];
}

test('every mistake in a post is refused by its label before saving, and the build refuses it too', async ({
  page,
}) => {
  await openEditor(page, `#/collections/blog/entries/${target.folder}/index`);
  const file = readFileSync(target.file, 'utf8');
  const original = parseFrontMatter(file).body;
  const other = posts.find((post) => post.folder !== target.folder)!;

  // The address is the folder: locked once saved, with the reason (the field's hint) said once, and where it is.
  const slug = page.getByLabel('Web address (slug)');
  await expect(slug).toHaveValue(target.folder);
  await expect(slug).toHaveAttribute('readonly', '');
  await expect(page.getByText('cannot change after the first save')).toHaveCount(1);
  await expect(page.getByText(`This post lives at /blog/${target.folder}/.`, { exact: true })).toBeVisible();

  const mistakes: Array<[string, string]> = [
    ['![](./rules-diagram.png)', 'needs alt text saying what it shows'],
    ['![A chart of the rules](./no-such-chart.png)', 'Image ./no-such-chart.png does not exist'],
    ['```ruby\nputs 1\n```', 'code language "ruby" is not highlighted'],
    [`See [the other post](/blog/${other.folder}).`, `must end with "/" (write "/blog/${other.folder}/"`],
    [`Coming up: [scheduled](/blog/${SCHEDULED}/).`, 'a draft or scheduled post; link it once it is live'],
  ];
  for (const [body, says] of mistakes) {
    await replaceBody(page, `## A section\n\n${body}\n`);
    // As the editor types, under the field.
    await expect(page.locator('.field-problems')).toHaveCount(1);
    await expect(page.locator('.field-problems')).toContainText(says);
    await tryPublish(page);
    await expect(page.locator('#refusal-summary')).toContainText(`Text: `);
    await expect(page.locator('#refusal-summary')).toContainText(says);
    if (says.startsWith('needs alt')) await shot(page, 'refused-publish');
    expect(readFileSync(target.file, 'utf8')).toBe(file);
    expect(buildVerdict(`## A section\n\n${body}\n`)).not.toEqual([]);
  }

  // A headline too long: a live count, and the count in the refusal.
  await replaceBody(page, original);
  const headline = 'h'.repeat(171);
  await page.getByLabel('Headline').fill(headline);
  // Over the limit, the live count is the field's message.
  await expect(page.locator('.field-problems')).toHaveText('171 of 120 characters (51 too many)');
  await tryPublish(page);
  await expect(page.locator('#refusal-summary')).toContainText('Headline: 171 of 120 characters (51 too many)');
  // Once at the field (Decap's list) and once in the summary, never three times.
  await expect(page.getByText('171 of 120 characters')).toHaveCount(2);
  await shot(page, 'refused-headline');
  await expect(page.locator('#refusal-summary')).not.toContainText(/pattern|[A-Z]{5}/);
  expect(readFileSync(target.file, 'utf8')).toBe(file);
  const front = { ...parseFrontMatter(file).data, heading: headline };
  expect(blogPostSchema.safeParse(front).success).toBe(false);

  // The summary's link takes the editor to the field.
  await page.locator('#refusal-summary').getByRole('link', { name: 'Headline' }).click();
  await expect(page.getByLabel('Headline')).toBeFocused();
  expect(pageProblems(page)).toEqual([]);
});

test('a new post cannot take an address or a number another post has, and no index-1.md is written', async ({
  page,
}) => {
  await openEditor(page, '#/collections/blog/new');
  const number = page.getByLabel('Post number');
  const free = Math.max(...readPostRecords().map((post) => post.postId)) + 1;
  // Read fresh when the form opens: the scheduled post written after the editor's copy was made counts.
  await expect(number).toHaveValue(String(free));
  // The address follows the headline.
  await page.getByLabel('Headline').fill('Scheduled Rollouts: For Small Teams');
  await expect(page.getByLabel('Web address (slug)')).toHaveValue(SCHEDULED);
  await number.fill(String(target.postId));
  await tryPublish(page);
  const summary = page.locator('#refusal-summary');
  await expect(summary).toContainText(`Web address (slug): /blog/${SCHEDULED}/ is already the address of`);
  await expect(summary).toContainText(`use ${SCHEDULED}-2`);
  await expect(summary).toContainText(`Post number: Number ${target.postId} is already used by`);
  await expect(summary).toContainText(`use ${free}`);
  expect(readdirSync(contentFile('blog', SCHEDULED))).toEqual(['index.md']);
});

test('a scheduled post says when it goes live, in the form and in the preview', async ({ page }) => {
  await openEditor(page, `#/collections/blog/entries/${SCHEDULED}/index`);
  const expected = `Scheduled: goes live on ${inAWeek} at ${DAILY_REBUILD_INDIA_TIME} India time`;
  await expect(page.locator('#post-state')).toHaveText(expected);
  // Decap's toolbar says the same, never "Published".
  await expect(page.locator('[data-entry-state]')).toHaveAttribute('data-entry-state', expected);
  await shot(page, 'scheduled-header');
  const preview = page.frameLocator('iframe').first();
  await expect(preview.getByRole('status').filter({ hasText: 'Scheduled' })).toHaveText(expected);
  await page
    .locator('iframe')
    .first()
    .screenshot({ path: path.join(process.env.SHOTS_DIR ?? 'test-results', 'preview.png') });
  // Switching Draft on changes it at once.
  await page.getByLabel('Draft').check();
  await expect(page.locator('#post-state')).toHaveText(/^Draft: stays off the site/);
});

test('the list names a scheduled post, sorts by date, and shows the state a post was published with', async ({
  page,
}) => {
  await openEditor(page, '#/collections/blog');
  await expect(page.getByText(`Scheduled for ${inAWeek}: Scheduled Rollouts for Small Teams`)).toBeVisible();
  // Sorted by publication date: by the date itself, not by its day of the month.
  await page.getByRole('button', { name: 'Sort by' }).click();
  await page.getByRole('menuitem', { name: 'Publication date' }).click();
  const dates = readPostRecords()
    .map((post) => post.date)
    .sort();
  const cards = page.getByRole('heading', { level: 2 }).filter({ hasText: /\(\d{2} \w{3} \d{4}\)$/ });
  await expect(cards).toHaveCount(dates.length);
  const shown = await cards.allTextContents();
  const shownDates = shown.map((text) => {
    const [d, m, y] = /\((\d{2}) (\w{3}) (\d{4})\)$/.exec(text)!.slice(1);
    return `${y}-${String(MONTHS.indexOf(m!) + 1).padStart(2, '0')}-${d}`;
  });
  expect(shownDates).toEqual(dates);

  // Draft on, published; back on the list, the post reads "Draft:" at once.
  await page.getByText(`Scheduled for ${inAWeek}: Scheduled Rollouts for Small Teams`).click();
  await page.getByLabel('Draft').check();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  await expect(page.locator('[data-entry-state]')).toHaveAttribute('data-entry-state', /^Draft/);
  // Back to the list as the editor goes: the address changes within the editor, no page load of the test's own.
  await page.evaluate(() => (window.location.hash = '#/collections/blog'));
  await expect(page.getByText('Draft: Scheduled Rollouts for Small Teams')).toBeVisible();
  await shot(page, 'list-after-publish');
});
