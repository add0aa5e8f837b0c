import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseFrontMatter } from '../../src/lib/content/front-matter';
import { expect, test, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { validatePosts } from '../../src/lib/blog/validate-posts';
import { countWords } from '../../src/lib/blog/post-node';
import { authorsSchema, blogPostSchema } from '../../src/lib/content/blog-schema';
import { findBodyProblems } from '../../src/lib/content/post-body-schema';
import { careersSchema } from '../../src/lib/content/careers-schema';
import { serviceSchema } from '../../src/lib/content/pages-schema';
import { caseStudySchema } from '../../src/lib/content/case-study-schema';
import { teamSchema } from '../../src/lib/content/team-schema';
import { nextJobCode } from '../../src/cms/job-code-widget';
import {
  contentFile,
  expandList,
  freshContent,
  openEditor,
  pageProblems,
  publish,
  readPostRecords,
} from './cms-helpers';

/**
 * The editor at /admin/ driven as an editor would, against Decap's local backend over a copy of
 * content/ (product-rules §6 Editors). Every file it writes must pass the build's own rules. Runs in order: the
 * post written first is one of the posts the later checks read.
 */
test.describe.configure({ mode: 'serial' });
test.beforeAll(() => freshContent());

const SLUG = 'writing-posts-in-the-editor';

/** The lines of `after` that differ from `before`, line by line (these edits never add or remove a line). */
function changedLines(before: string, after: string): string[] {
  const old = before.split('\n');
  return after.split('\n').filter((line, index) => line !== old[index]);
}

/**
 * A short company-news body, about 250 words and no code: length and code are the author's choice, and such a
 * post must publish (the content rules check only what would break a page).
 */
function articleBody(): string {
  const paragraph =
    'The editor saves every change as a file in the repository, exactly where the build reads it, so a ' +
    'post written here goes through the same checks as one written by hand. Each field states the rule ' +
    'the build applies, and the form refuses a value the build would refuse before anything is saved.';
  const sections = ['Why a form', 'What the build checks'];
  const text = sections.map((heading) => `## ${heading}\n\n${Array.from({ length: 2 }, () => paragraph).join('\n\n')}`);
  return [
    text.join('\n\n'),
    '> [!TIP]\n> Highlighted notes start with [!NOTE], [!TIP] or [!WARNING] on the first line.',
  ].join('\n\n');
}

/** The preview's headline has the colour and font of the page's on the built site (white on the navy hero). */
async function expectSiteHeadline(page: Page, preview: FrameLocator, sitePath: string): Promise<void> {
  const looks = (h1: Locator) => h1.evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).fontFamily]);
  const inPreview = await looks(preview.getByRole('heading', { level: 1 }));
  const site = await page.context().newPage();
  await site.goto(sitePath);
  expect(inPreview).toEqual(await looks(site.getByRole('heading', { level: 1 })));
  await site.close();
}

test("the editor lists every collection and previews a post with the site's styles", async ({ page }) => {
  await openEditor(page);
  for (const name of [
    'Blog posts',
    'Authors',
    'Services',
    'Expertise pages',
    'Case studies',
    'Careers',
    'Testimonials',
    'Team',
    'How we work together',
    'Site pages and settings',
    'Legal pages',
  ])
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();

  const first = readPostRecords()[0]!;
  await page.goto(`/admin/#/collections/blog/entries/${first.folder}/index`);
  const preview = page.frameLocator('iframe').first();
  const heading = parseFrontMatter(readFileSync(first.file, 'utf8')).data.heading as string;
  await expect(preview.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expectSiteHeadline(page, preview, `/blog/${first.folder}/`);
  // Code is highlighted like the build's Prism output, inside the site's code block with its bar.
  await expect(preview.locator('.code-block .gatsby-highlight code .token').first()).toBeAttached();
  expect(pageProblems(page)).toEqual([]);
});

test('a new post with every required field and a cover picture is published where the build reads it', async ({
  page,
}) => {
  await openEditor(page, '#/collections/blog/new');
  const others = readPostRecords();
  await expect(page.getByLabel('Post number')).toHaveValue(/^\d+$/);

  await page.getByLabel('Web address (slug)').fill(SLUG);
  await page.getByLabel('Headline').fill('Writing Posts in the Editor');
  await page
    .getByLabel('Standfirst')
    .fill('How the content editor turns a form into a blog post the build accepts, with pictures beside the text.');
  await page.getByLabel('Title in search results').fill('Writing Posts in the Editor');
  await page.getByLabel('Search keywords').fill('cms, editing');
  const author = (
    JSON.parse(readFileSync(contentFile('authors', 'authors.json'), 'utf8')) as Array<{ id: string; name: string }>
  )[0]!;
  await page.getByLabel('Author').fill(author.name.split(' ')[0]!);
  await page.getByRole('option', { name: author.name }).click();
  // Topics come from the list editors keep in content/site/topics.json; the first picks the post's service call.
  const [topic] = (
    JSON.parse(readFileSync(contentFile('site', 'topics.json'), 'utf8')) as {
      topics: Array<{ slug: string; name: string }>;
    }
  ).topics;
  await page.getByLabel('Topics').fill(topic!.name);
  await page.getByRole('option', { name: topic!.name, exact: true }).click();
  await page.getByLabel('Publication date').fill('20 Nov 2026');
  const related = page.getByLabel('Related posts');
  for (const post of others.slice(0, 3)) {
    const heading = parseFrontMatter(readFileSync(post.file, 'utf8')).data.heading as string;
    await related.fill(heading.slice(0, 30));
    await page.getByRole('option', { name: heading }).click();
  }
  const body = page.locator('.cms-editor-raw').getByRole('textbox');
  await body.click();
  await page.keyboard.insertText(articleBody());

  await page.getByRole('button', { name: 'Choose an image' }).click();
  await page.locator('input[type="file"]').setInputFiles(path.resolve(__dirname, '../../static/social-card.png'));
  await page.getByRole('button', { name: 'Choose selected' }).click();

  const preview = page.frameLocator('iframe').first();
  await expect(preview.getByRole('heading', { level: 1, name: 'Writing Posts in the Editor' })).toBeVisible();
  await expect(preview.locator('aside.callout-tip')).toBeVisible();

  await publish(page);

  const file = contentFile('blog', SLUG, 'index.md');
  await expect.poll(() => existsSync(file)).toBe(true);
  const front = parseFrontMatter(readFileSync(file, 'utf8')).data;
  const parsed = blogPostSchema.safeParse(front);
  expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  // A short post without code publishes: the body rules hold, whatever its length.
  const { body: content } = parseFrontMatter(readFileSync(file, 'utf8'));
  expect(countWords(content)).toBeGreaterThan(200);
  expect(countWords(content)).toBeLessThan(300);
  expect(findBodyProblems(content)).toEqual([]);
  expect(front.id).toBe(Math.max(...others.map((post) => post.postId)) + 1);
  expect(front.date).toBe('20 Nov 2026');
  expect(front.author).toBe(author.id);
  expect(front.topics).toEqual([topic!.slug]);
  expect(front.poster).toMatch(/^\.\/social-card.*\.png$/);
  expect(existsSync(contentFile('blog', SLUG, String(front.poster)))).toBe(true);

  const authors = authorsSchema.parse(JSON.parse(readFileSync(contentFile('authors', 'authors.json'), 'utf8')));
  const issues = validatePosts(
    readPostRecords(),
    authors.map((author) => author.id),
    (from, relative) => existsSync(path.join(path.dirname(from), relative)),
  );
  expect(issues).toEqual([]);
  expect(pageProblems(page)).toEqual([]);
});

test('editing a job keeps jobs.json valid and changes only the edited line', async ({ page }) => {
  await openEditor(page, '#/collections/careers/entries/jobs');
  const text = readFileSync(contentFile('careers', 'jobs.json'), 'utf8');
  const before = careersSchema.parse(JSON.parse(text));
  const job = before.jobs[0]!;
  await expandList(page, 'Jobs');
  const title = page.getByLabel('Job title').first();
  await title.fill(`${job.title} (remote friendly)`);
  await publish(page);

  await expect
    .poll(() => (JSON.parse(readFileSync(contentFile('careers', 'jobs.json'), 'utf8')) as typeof before).jobs[0]?.title)
    .toBe(`${job.title} (remote friendly)`);
  const written = readFileSync(contentFile('careers', 'jobs.json'), 'utf8');
  const after = careersSchema.safeParse(JSON.parse(written));
  expect(after.success ? [] : after.error.issues).toEqual([]);
  expect(changedLines(text, written)).toEqual([expect.stringContaining('(remote friendly)')]);
});

test('a new job starts with the next free code and today, its tags read as text, and × asks first', async ({
  page,
}) => {
  const { jobs } = careersSchema.parse(JSON.parse(readFileSync(contentFile('careers', 'jobs.json'), 'utf8')));
  await openEditor(page, '#/collections/careers/entries/jobs');
  await expandList(page, 'Jobs');
  // A collapsed tag shows the tag, not the word "Tag".
  await expect(page.getByText(jobs[0]!.tags[0]!, { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Tag', { exact: true }).filter({ visible: true })).toHaveCount(0);

  await page.getByRole('button', { name: /^Add jobs/ }).click();
  const code = nextJobCode(jobs.map((job) => job.jobId));
  await expect(page.getByLabel('Job code').last()).toHaveValue(code);
  await expect(page.getByLabel('Posted on').last()).toHaveValue(new Date().toISOString().slice(0, 10));
  const kinds = page.getByLabel('Kind of job').last();
  await kinds.click();
  await expect(page.getByRole('option', { name: 'Full-time', exact: true })).toBeVisible();
  await expect(page.getByText('PER_DIEM', { exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The new job's bar: the one before the label that names it ("J004 ").
  const bar = page.getByText(code).locator('xpath=preceding-sibling::*[1]');
  const questions: string[] = [];
  page.once('dialog', (dialog) => void (questions.push(dialog.message()), dialog.dismiss()));
  await bar.getByRole('button').last().click();
  await expect.poll(() => questions).toEqual([expect.stringContaining(`Remove “${code}`)]);
  await expect(page.getByLabel('Job code')).toHaveCount(jobs.length + 1);
  page.once('dialog', (dialog) => void dialog.accept());
  await bar.getByRole('button').last().click();
  await expect(page.getByLabel('Job code')).toHaveCount(jobs.length);
});

test('a one-word fix in a post changes one line of its file', async ({ page }) => {
  const post = readPostRecords().find((record) => record.slug !== SLUG)!;
  const text = readFileSync(post.file, 'utf8');
  // A post is the entry <folder>/index (its file is content/blog/<folder>/index.md).
  await openEditor(page, `#/collections/blog/entries/${post.folder}/index`);
  await expect(page.getByLabel('Headline')).not.toHaveValue('');
  const body = page.locator('.cms-editor-raw').getByRole('textbox');
  await body.click();
  await page.keyboard.press('Control+Home');
  await page.keyboard.insertText('Indeed, ');
  await publish(page);
  await expect.poll(() => readFileSync(post.file, 'utf8')).not.toBe(text);
  expect(changedLines(text, readFileSync(post.file, 'utf8'))).toEqual([expect.stringMatching(/^Indeed, /)]);
});

test('editing an FAQ answer keeps the service file valid', async ({ page }) => {
  const slug = 'devops';
  const read = () =>
    JSON.parse(readFileSync(contentFile('services', `${slug}.json`), 'utf8')) as {
      faq: Array<{ question: string; answer: string }>;
    };
  const question = read().faq[0]!.question;
  await openEditor(page, `#/collections/services/entries/${slug}`);
  await expandList(page, 'Frequently asked questions');
  const answer = 'Yes. We start with a short review of your pipelines and agree the first improvements with you.';
  await page.getByLabel('Answer').first().fill(answer);
  const preview = page.frameLocator('iframe').first();
  await expect(preview.getByText(question)).toBeVisible();
  // The preview knows its collection: a service page, not an expertise page.
  await expect(preview.getByText('Services', { exact: true })).toBeVisible();
  await publish(page);

  await expect.poll(() => read().faq[0]?.answer).toBe(answer);
  const parsed = serviceSchema.safeParse(read());
  expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
});

test('a case study is edited with a preview styled like its page, and its file stays valid', async ({ page }) => {
  const [file] = readdirSync(contentFile('case-studies')).filter((name) => name.endsWith('.json'));
  const slug = file!.replace(/\.json$/, '');
  const read = () =>
    JSON.parse(readFileSync(contentFile('case-studies', `${slug}.json`), 'utf8')) as { title: string; team: string };
  await openEditor(page, `#/collections/case-studies/entries/${slug}`);
  const preview = page.frameLocator('iframe').first();
  await expect(preview.getByRole('heading', { level: 1, name: read().title })).toBeVisible();
  await expectSiteHeadline(page, preview, `/portfolio/${slug}/`);
  const team = 'Two engineers from our practice, with the client’s developers';
  await page.getByLabel('Team', { exact: true }).fill(team);
  await expect(preview.getByText(team, { exact: true })).toBeVisible();
  await publish(page);
  await expect.poll(() => read().team).toBe(team);
  const parsed = caseStudySchema.safeParse(read());
  expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  expect(pageProblems(page)).toEqual([]);
});

test('the team is edited with a preview of About and Contact, and its file stays valid', async ({ page }) => {
  const read = () => JSON.parse(readFileSync(contentFile('site', 'team.json'), 'utf8')) as { heading: string };
  await openEditor(page, '#/collections/team/entries/team');
  const preview = page.frameLocator('iframe').first();
  await expect(preview.getByRole('heading', { level: 2, name: read().heading })).toBeVisible();
  const heading = 'The engineers you will work with';
  await page.getByLabel('Heading on About', { exact: true }).fill(heading);
  await expect(preview.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  await publish(page);
  await expect.poll(() => read().heading).toBe(heading);
  const parsed = teamSchema.safeParse(read());
  expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
});

test('legal pages preview as the site shows them; a form without such a preview takes the whole width', async ({
  page,
}) => {
  await openEditor(page, '#/collections/legal/entries/terms');
  const { data, body: content } = parseFrontMatter(readFileSync(contentFile('legal', 'terms.md'), 'utf8'));
  const preview = page.frameLocator('iframe').first();
  await expect(preview.getByRole('heading', { level: 1, name: data.title as string })).toBeVisible();
  // The Markdown is rendered, not shown as source: its first paragraph is a paragraph of the article.
  const firstParagraph = content.trim().split(/\n\s*\n/)[0]!;
  await expect(preview.locator('article p').first()).toHaveText(firstParagraph);
  await expectSiteHeadline(page, preview, '/terms/');

  await page.goto('/admin/#/collections/site/entries/home');
  await expect(page.getByText('Banner', { exact: true })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(pageProblems(page)).toEqual([]);
});

test('a picture field shows its picture the first time the entry opens', async ({ page }) => {
  const home = JSON.parse(readFileSync(contentFile('site', 'home.json'), 'utf8')) as { banner: { image: string } };
  const bytes = statSync(contentFile('site', home.banner.image)).size;
  await openEditor(page);
  await page.goto('/admin/#/collections/site/entries/home');
  await page.reload();
  const thumbnail = page.locator('img[role="presentation"]').first();
  const shownBytes = () =>
    thumbnail.evaluate(async (img: HTMLImageElement) => (await (await fetch(img.src)).blob()).size);
  await expect.poll(shownBytes).toBe(bytes);
  expect(pageProblems(page)).toEqual([]);
});

test('a required field left empty is refused with a visible message', async ({ page }) => {
  await openEditor(page, '#/collections/blog/new');
  await expect(page.getByLabel('Post number')).toHaveValue(/^\d+$/);
  await page.getByLabel('Web address (slug)').fill('an-unfinished-post');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  await expect(page.getByText(/missed a required field/i)).toBeVisible();
  // Under the field, and in the summary at the top, which links to it.
  await expect(page.locator('[class*="ControlErrorsList"]').getByText('Headline is required.')).toBeVisible();
  await expect(page.locator('#refusal-summary')).toContainText('Headline is required.');
  await expect(page.locator('#refusal-summary').getByRole('link', { name: 'Headline' })).toBeVisible();
  expect(existsSync(contentFile('blog', 'an-unfinished-post'))).toBe(false);
});

test('nothing commits past review: no delete, no Media tab, pictures travel with their entry', async ({ page }) => {
  // Media tab uploads and deletes commit to main directly: the tab is not offered.
  await openEditor(page);
  // The header is there (its Contents link), without the Media button.
  await expect(page.getByRole('link', { name: 'Contents' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Media', exact: true })).toBeHidden();

  // A post lives in a folder (`path: {{slug}}/index`), so its entry is `<slug>/index`.
  await page.goto(`/admin/#/collections/blog/entries/${SLUG}/index`);
  await expect(page.getByLabel('Headline')).toHaveValue('Writing Posts in the Editor');
  // Decap deletes a published entry with a direct commit to main: the collections refuse deletes. Its
  // "Published" button says the post's state (entry-state.ts).
  await page.getByRole('button', { name: 'Live', exact: true }).click();
  await expect(page.getByRole('menuitem').first()).toBeVisible();
  await expect(page.getByRole('menuitem', { name: /delete/i })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: /delete/i })).toHaveCount(0);

  // A picture is uploaded in the entry's own field; the dialog offers no delete of files already published.
  await page.getByRole('button', { name: 'Choose different image' }).first().click();
  await expect(page.getByRole('button', { name: 'Upload' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete selected' })).toBeHidden();
  const before = readdirSync(contentFile('blog', SLUG));
  await page.locator('input[type="file"]').setInputFiles(path.resolve(__dirname, '../../static/logo.png'));
  await page.getByRole('button', { name: 'Choose selected' }).click();
  await publish(page);
  const added = readdirSync(contentFile('blog', SLUG)).filter((name) => !before.includes(name));
  expect(added).toEqual([expect.stringMatching(/^logo.*\.png$/)]);
  expect(parseFrontMatter(readFileSync(contentFile('blog', SLUG, 'index.md'), 'utf8')).data.poster).toBe(
    `./${added[0]}`,
  );

  await page.goto('/admin/#/collections/services/entries/devops');
  await expect(page.getByRole('button', { name: 'Published', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /delete/i })).toHaveCount(0);
  expect(pageProblems(page)).toEqual([]);
});

test('HTML is shown as text in the preview, an address the site does not publish is named as the editor types and not saved', async ({
  page,
}) => {
  await openEditor(page, '#/collections/blog/new');
  await expect(page.getByLabel('Post number')).toHaveValue(/^\d+$/);
  await page.getByLabel('Web address (slug)').fill('a-post-with-a-script');
  const body = page.locator('.cms-editor-raw').getByRole('textbox');
  await body.click();
  await page.keyboard.insertText('Intro.\n\n<script>window.__fromPost = 1</script>\n\n[Docs](javascript:void(0))');
  const problems = page.locator('.field-problems');
  // Raw HTML is shown as its text, not refused; the address is refused.
  await expect(problems).not.toContainText('Line 3');
  await expect(problems).toContainText('Line 5: the link address "javascript:void(0)" is not allowed');
  const preview = page.frameLocator('iframe').first();
  await expect(preview.getByText('<script>window.__fromPost = 1</script>')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __fromPost?: number }).__fromPost)).toBeUndefined();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  await expect(page.locator('#refusal-summary')).toContainText('Text: Line 5: the link address "javascript:void(0)"');
  expect(existsSync(contentFile('blog', 'a-post-with-a-script'))).toBe(false);
});
