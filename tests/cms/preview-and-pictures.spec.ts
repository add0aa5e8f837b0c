import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { expect, test, type Page } from '@playwright/test';
import { parseFrontMatter } from '../../src/lib/content/front-matter';
import { findBodyProblems } from '../../src/lib/content/post-body-schema';
import { contentFile, freshContent, openEditor, pageProblems, publish, readPostRecords } from './cms-helpers';

/**
 * The post preview shows what readers get beyond the page's text (its blog card, its search result, "On this
 * page", the related posts, the closing call its first topic picks, the author's photo), a half-filled post
 * previews with a note instead of breaking, and pictures: one over 5 MB or 3000 px is made smaller with a notice,
 * and Insert picture asks for the description before the picture. `SHOTS_DIR` saves screenshots of the preview.
 */
test.describe.configure({ mode: 'serial' });

const ROOT = path.resolve(__dirname, '../..');
const readJson = <T>(...parts: string[]) => JSON.parse(readFileSync(contentFile(...parts), 'utf8')) as T;

let post: ReturnType<typeof readPostRecords>[number];
let front: Record<string, unknown>;

test.beforeAll(() => {
  freshContent();
  // The post with the most sections, so "On this page" shows (from three on).
  const posts = readPostRecords();
  post = posts
    .map((entry) => ({ entry, sections: entry.rawMarkdownBody.match(/^## /gm)?.length ?? 0 }))
    .sort((a, b) => b.sections - a.sections)[0]!.entry;
  front = parseFrontMatter(readFileSync(post.file, 'utf8')).data;
  // Its author gets a photo in the copy (the site shows initials without one).
  const authors = readJson<Array<Record<string, unknown>>>('authors', 'authors.json');
  const author = authors.find((entry) => entry.id === post.authorKey)!;
  author.profile = './images/preview-author.png';
  mkdirSync(contentFile('authors', 'images'), { recursive: true });
  writeFileSync(contentFile('authors', 'authors.json'), `${JSON.stringify(authors, null, 2)}\n`);
  writeFileSync(
    contentFile('authors', 'images', 'preview-author.png'),
    readFileSync(path.join(ROOT, 'static/logo.png')),
  );
  // Its first related post gets a cover of its own in the copy (its card shows it, not a drawn one).
  const relatedPost = posts.find((entry) => entry.postId === (front.related as number[])[0])!;
  const related = readFileSync(relatedPost.file, 'utf8');
  writeFileSync(relatedPost.file, related.replace(/^---\n/, '---\nposter: ./related-cover.png\n'));
  writeFileSync(
    path.join(path.dirname(relatedPost.file), 'related-cover.png'),
    readFileSync(path.join(ROOT, 'static/social-card.png')),
  );
});

const shot = async (page: Page, name: string) => {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: path.join(process.env.SHOTS_DIR, `${name}.png`) });
};

test('the post preview shows the card, the search result, On this page, related posts, the closing call and the photo', async ({
  page,
}) => {
  await openEditor(page, `#/collections/blog/entries/${post.folder}/index`);
  const preview = page.frameLocator('iframe').first();
  const heading = String(front.heading);
  await expect(preview.getByRole('heading', { level: 1, name: heading })).toBeVisible();

  // The blog card, as the blog list shows it, and the search result with the page's title and lengths.
  const card = preview.getByRole('region', { name: 'Where readers find this post' });
  await expect(card.getByRole('link', { name: heading })).toBeVisible();
  await expect(card.locator('picture img')).toHaveAttribute('src', /^data:image\/svg\+xml/);
  const site = readJson<{ name: string; url: string }>('site', 'site.json');
  const snippet = card.locator('[data-search-snippet]');
  await expect(snippet).toContainText(`${String(front.seoTitle)} | ${site.name} Blog`);
  await expect(snippet).toContainText(`/blog/${post.folder}/`);
  await expect(snippet).toContainText(`Title in search results: ${String(front.seoTitle).length} of 60 characters`);
  await shot(page, 'preview-after-card-and-search-result');

  // "On this page", with the post's own sections: at the preview's width, the page's folded box opens on a click.
  await preview.locator('summary', { hasText: 'On this page' }).click();
  const firstSection = post.rawMarkdownBody.match(/^## (.+)$/m)![1]!.replace(/[`*_]/g, '');
  await expect(
    preview.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: firstSection }),
  ).toBeVisible();

  // The related posts that exist, in the order picked, under "Related Blogs".
  const related = (front.related as number[])
    .map((id) => readPostRecords().find((entry) => entry.postId === id))
    .filter((entry) => entry !== undefined)
    .map((entry) => String(parseFrontMatter(readFileSync(entry.file, 'utf8')).data.heading));
  const relatedRow = preview.locator('#related-blogs');
  await expect(relatedRow.getByRole('heading', { level: 2, name: 'Related Blogs' })).toBeVisible();
  await expect(relatedRow.getByRole('listitem').getByRole('heading')).toHaveText(related);
  // The first with its own cover, from its folder; the others with the cover the site draws.
  const relatedCovers = relatedRow.getByRole('listitem').locator('picture img');
  await expect(relatedCovers.first()).toHaveAttribute('src', /^(blob|http)/);
  await expect(relatedCovers.last()).toHaveAttribute('src', /^data:image\/svg\+xml/);

  // The closing call of the first topic's service, as the page closes.
  const { topics } = readJson<{ topics: Array<{ slug: string; name: string; service: string }> }>(
    'site',
    'topics.json',
  );
  const topic = topics.find((entry) => entry.slug === (front.topics as string[])[0])!;
  const hasService = existsSync(contentFile('services', `${topic.service}.json`));
  await expect(preview.locator('[data-closing-call] h2')).toHaveText(
    hasService ? `Working on ${topic.name} in your own team?` : 'Have a project in mind?',
  );

  // The author's photo, loaded from the authors' pictures, in the byline and the author box.
  const photo = preview.locator('#about-the-author picture img');
  // Lazy, as on the page: it loads when scrolled to.
  await photo.scrollIntoViewIfNeeded();
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await shot(page, 'preview-after-author-and-related');
  await preview.locator('[data-closing-call]').scrollIntoViewIfNeeded();
  await shot(page, 'preview-after-closing-call');
  expect(pageProblems(page)).toEqual([]);
});

test('a half-filled new post previews what it has and names what is still empty', async ({ page }) => {
  await openEditor(page, '#/collections/blog/new');
  await page.getByLabel('Headline').fill('Half a post');
  const preview = page.frameLocator('iframe').first();
  await expect(preview.getByRole('heading', { level: 1, name: 'Half a post' })).toBeVisible();
  await expect(preview.getByRole('note')).toContainText('Standfirst');
  await expect(preview.getByRole('note')).toContainText('Author');
  await expect(preview.locator('[data-closing-call]')).toContainText('Have a project in mind?');
  expect(pageProblems(page)).toEqual([]);
});

test('a picture over 3000 px is made smaller with a notice; Insert picture asks for the description first', async ({
  page,
}, testInfo) => {
  // A 4000 × 2000 photo, as phones and large screens make them.
  const big = testInfo.outputPath('wide-photo.png');
  await sharp({ create: { width: 4000, height: 2000, channels: 3, background: '#3366aa' } })
    .png()
    .toFile(big);
  await openEditor(page, `#/collections/blog/entries/${post.folder}/index`);
  await page.getByRole('button', { name: 'Insert picture' }).click();
  const choose = page.getByRole('button', { name: 'Choose or upload the picture' });
  await expect(choose).toBeDisabled();
  await expect(page.getByLabel('Describe the picture')).toBeFocused();
  await page.getByLabel('Describe the picture').fill('A wide photo of the rack');
  await shot(page, 'insert-picture-asks-for-the-description');
  await choose.click();
  await page.locator('input[type="file"]').setInputFiles(big);
  const notice = page.getByRole('alert').filter({ hasText: 'wide-photo.png' });
  await expect(notice).toContainText('4000 × 2000 pixels');
  await expect(notice).toContainText('It was made smaller before upload');
  await expect(notice).toContainText('2400 × 1200 pixels');
  await page.getByRole('button', { name: 'Choose selected' }).click();
  await expect(page.locator('.cms-editor-raw')).toContainText('![A wide photo of the rack](./wide-photo');
  const preview = page.frameLocator('iframe').first();
  await expect(preview.getByRole('img', { name: 'A wide photo of the rack' })).toBeVisible();

  // The photo as the cover too: the card shows it in its 1200:630 frame, cropped in the middle.
  await page.getByRole('button', { name: 'Choose an image' }).click();
  await page.locator('input[type="file"]').setInputFiles(big);
  await page.getByRole('button', { name: 'Choose selected' }).click();
  const cover = preview.getByRole('region', { name: 'Where readers find this post' }).locator('picture');
  await expect(cover.locator('img')).not.toHaveAttribute('src', /^data:/);
  expect(await cover.evaluate((frame) => getComputedStyle(frame).aspectRatio)).toBe('1200 / 630');
  await shot(page, 'preview-pictures');
  // Each upload told the editor what happened; the notices stay until closed.
  const notices = page.locator('.picture-size-notice');
  await expect(notices).toHaveCount(2);
  while ((await notices.count()) > 0) await notices.first().getByRole('button', { name: 'Close' }).click();

  await publish(page);
  const { data, body } = parseFrontMatter(readFileSync(post.file, 'utf8'));
  const inText = /!\[A wide photo of the rack\]\(\.\/([^)]+)\)/.exec(body)![1]!;
  expect(String(data.poster)).toMatch(/^\.\/wide-photo.*\.png$/);
  expect(findBodyProblems(body)).toEqual([]);
  // Both files were stored at the smaller size.
  for (const file of [inText, String(data.poster)]) {
    const saved = await sharp(contentFile('blog', post.folder, file)).metadata();
    expect([saved.width, saved.height]).toEqual([2400, 1200]);
  }
  expect(pageProblems(page)).toEqual([]);
});
