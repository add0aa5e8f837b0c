import { expect, type BrowserContext, type Page, test } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { addDays, postDate, startWorld } from '../../scripts/publish-rehearsal/world.mjs';
import { TOKEN } from '../../scripts/publish-rehearsal/github-stand-in.mjs';
import { indiaDay } from '../../src/lib/publishing/publication';

/**
 * The publish loop, rehearsed (docs/operations.md "The publish loop, rehearsed"): a temporary clone of HEAD behind a
 * GitHub stand-in (a bare repository, answers checked against GitHub's OpenAPI description), Cloudflare stood in by
 * `wrangler pages dev` at a production and a preview address, and .github/workflows run step by step as GitHub runs
 * them (scripts/publish-rehearsal/runner.mjs), with the phase scripts of scripts/ci. Only `wrangler pages deploy`'s
 * upload is not rehearsed. The tests run in order and share the repository and the runner's clock.
 */

interface Run {
  workflow: string;
  eventName: string;
  action?: string;
  number?: number;
  conclusion: string;
  seconds: number;
  startedAt: number;
  endedAt: number;
  jobs: Record<string, { result: string; steps: Array<{ name: string; outcome: string; seconds: number }> }>;
}
interface World {
  work: string;
  github: {
    origin: string;
    apiBase: string;
    violations: string[];
    pulls: Map<number, { number: number; headRef: string; state: string }>;
    store: { resolve: (ref: string) => string | null };
    latestStatuses: (sha: string) => Array<{ context: string; state: string; description: string; target_url: string }>;
  };
  cloudflare: { failNextDeploy: (message: string) => void; siteUrl: (branch: string) => string | undefined };
  runner: { env: Record<string, string>; secrets: Record<string, string> };
  runs: Run[];
  ports: { production: number };
  closingJob: { jobId: string; title: string; validThrough: string };
  keptPosts: string[];
  setDay: (day: string) => void;
  runDeploy: (eventName: string, extra?: object) => Promise<Run>;
  nextRun: (predicate: (run: Run) => boolean) => Promise<Run>;
  idle: () => Promise<void>;
  stop: () => Promise<void>;
}

const BASE_PORT = Number(process.env.PUBLISH_REHEARSAL_PORT ?? 9300);
const REPO = 'staropstech/website';
const TODAY = indiaDay(new Date());
const OUT = path.resolve('test-results/publish-rehearsal');
let world: World;
const timings: Record<string, number> = {};

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(15 * 60_000);
  world = (await startWorld({
    basePort: BASE_PORT,
    today: TODAY,
    keep: Boolean(process.env.KEEP_REHEARSAL),
  })) as unknown as World;
});

test.afterAll(async () => {
  mkdirSync(OUT, { recursive: true });
  writeFileSync(
    path.join(OUT, 'timings.json'),
    JSON.stringify({ timings, runs: world?.runs.map(({ jobs: _jobs, ...run }) => run) }, null, 2),
  );
  console.log(`Rehearsal timings (s): ${JSON.stringify(timings)}`);
  await world?.stop();
});

const production = () => `http://127.0.0.1:${BASE_PORT}`;

async function api(method: string, pathname: string, body?: unknown) {
  const response = await fetch(`${world.github.apiBase}${pathname}`, {
    method,
    headers: { Authorization: `token ${TOKEN}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/**
 * A change as Decap's GitHub backend makes it (decap-cms-backend-github API.ts editorialWorkflowGit): blobs, a tree
 * over main, a commit, the branch `cms/<collection>/<slug>`, the pull request and its workflow label. `open: false`
 * leaves the pull request for later (the branch exists, as when main moved on meanwhile).
 */
async function decapEntry(branch: string, files: Record<string, string>, options: { open?: boolean } = {}) {
  const main = (await api('GET', `/repos/${REPO}/branches/main`)).body.commit.sha as string;
  const tree = [];
  for (const [file, content] of Object.entries(files)) {
    const blob = await api('POST', `/repos/${REPO}/git/blobs`, {
      content: Buffer.from(content).toString('base64'),
      encoding: 'base64',
    });
    tree.push({ path: file, mode: '100644', type: 'blob', sha: blob.body.sha });
  }
  const newTree = await api('POST', `/repos/${REPO}/git/trees`, { base_tree: main, tree });
  const commit = await api('POST', `/repos/${REPO}/git/commits`, {
    message: `Create ${branch} (CMS)`,
    tree: newTree.body.sha,
    parents: [main],
  });
  expect(
    (await api('POST', `/repos/${REPO}/git/refs`, { ref: `refs/heads/${branch}`, sha: commit.body.sha })).status,
  ).toBe(201);
  return options.open === false ? { branch, number: 0 } : openPullRequest(branch);
}

async function openPullRequest(branch: string) {
  const pull = await api('POST', `/repos/${REPO}/pulls`, {
    title: `Create ${branch}`,
    body: 'Automatically generated by Decap CMS',
    head: `staropstech:${branch}`,
    base: 'main',
  });
  expect(pull.status).toBe(201);
  await api('PUT', `/repos/${REPO}/issues/${pull.body.number}/labels`, { labels: ['decap-cms/pending_publish'] });
  return { branch, number: pull.body.number as number };
}

/** A file of main, parsed. */
async function readJson(file: string) {
  const dir = path.posix.dirname(file);
  const entry = (await api('GET', `/repos/${REPO}/git/trees/main:${dir}`)).body.tree.find(
    (candidate: { path: string }) => candidate.path === path.posix.basename(file),
  );
  const blob = await api('GET', `/repos/${REPO}/git/blobs/${entry.sha}`);
  return JSON.parse(Buffer.from(blob.body.content, 'base64').toString('utf8'));
}

const CAREERS_DRAFT = 'cms/careers/jobs';
const headOf = (branch: string) => world.github.store.resolve(branch)!;
const statusOf = (branch: string, context: string) =>
  world.github.latestStatuses(headOf(branch)).find((status) => status.context === context);

/** A post's file as the editor's form writes it (front matter fields: src/lib/content/blog-schema.ts). */
function postFile(id: number, slug: string, day: string, heading: string) {
  const paragraph =
    'Scheduling a post means writing it today and letting the site publish it on its day: the daily run ' +
    'rebuilds the site after midnight in India and the post appears then, with nobody at a keyboard. This ' +
    'paragraph is long enough for the rules on a post body, which ask for real text rather than a stub.';
  const body = ['## What happens', paragraph, paragraph, '## Why it matters', paragraph, paragraph].join('\n\n');
  return [
    '---',
    `id: ${id}`,
    `title: ${slug}`,
    `seoTitle: "${heading}"`,
    'seoKeywords: "scheduling, publishing"',
    'topics: [linux]',
    `heading: "${heading}"`,
    `description: "${heading}: a post the rehearsal schedules to prove the daily run publishes it on its day."`,
    'author: rohit',
    `date: "${postDate(day)}"`,
    'technical: false',
    '---',
    '',
    body,
    '',
  ].join('\n');
}

async function answersWith(url: string, status: number) {
  await expect.poll(async () => (await fetch(url)).status, { timeout: 30_000 }).toBe(status);
}

/** The editor's page on the production stand-in, logged in through the site's own login functions. */
async function editor(context: BrowserContext): Promise<Page> {
  await context.route('**/admin/config.yml', async (route) => {
    const response = await route.fetch();
    const config = JSON.parse(await response.text());
    // The deploy build's config names the production host; the login must go to the site being rehearsed.
    expect(config.backend).toMatchObject({ name: 'github', repo: REPO, auth_endpoint: 'api/auth' });
    config.backend.base_url = production();
    await route.fulfill({ response, body: JSON.stringify(config) });
  });
  // Decap's REST calls keep their https://api.github.com addresses (the editor's CSP is the one enforced).
  await context.route('https://api.github.com/**', async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${world.github.apiBase}${url.pathname}${url.search}` });
    await route.fulfill({ response, headers: { ...response.headers(), 'access-control-allow-origin': '*' } });
  });
  const page = await context.newPage();
  // Decap asks "Are you sure you want to publish this entry?" with the browser's confirm.
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto(`${production()}/admin/`);
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: /Login with GitHub/i }).click(),
  ]);
  await popup.getByRole('link', { name: 'Authorize', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Collections' })).toBeVisible({ timeout: 30_000 });
  return page;
}

/** Decap's Publish on the open entry (its status is Ready): Publish, then Publish now. */
async function tryPublish(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
}

test('the first deploy puts the site live (cold caches, a fresh clone: npm ci on the runner)', async () => {
  const run = await world.runDeploy('push', {
    ref: 'refs/heads/main',
    before: '0'.repeat(40),
    after: world.github.store.resolve('main'),
  });
  expect(run.conclusion).toBe('success');
  timings.firstDeployCold = run.seconds;
  await answersWith(`${production()}/blog/${world.keptPosts[0]}/`, 200);
  expect(world.github.violations).toEqual([]);
});

test('an editor’s draft gets its check and a preview of the post itself, and goes live on Publish', async ({
  context,
}) => {
  const slug = 'rehearsed-publishing-loop';
  const page = await editor(context);
  await page.goto(`${production()}/admin/#/collections/blog/new`);
  await expect(page.getByLabel('Post number')).toHaveValue(/^\d+$/);
  await page.getByLabel('Web address (slug)').fill(slug);
  await page.getByLabel('Headline').fill('The Publishing Loop, Rehearsed');
  await page
    .getByLabel('Standfirst')
    .fill('How a change made in the editor is checked, previewed and published, played end to end before launch.');
  await page.getByLabel('Title in search results').fill('The Publishing Loop, Rehearsed');
  await page.getByLabel('Search keywords').fill('cms, publishing');
  await page.getByLabel('Author').fill('Rohit');
  await page.getByRole('option').first().click();
  await page.getByLabel('Topics').fill('Linux');
  await page.getByRole('option').first().click();
  await page.getByLabel('Publication date').fill(TODAY);
  const paragraph =
    'The editor saves every change as a pull request, the check builds the site with it and posts the result ' +
    'beside the entry, and a preview of the change opens from the entry itself. Publishing merges the change and ' +
    'the deploy puts it live within minutes, with a smoke check of the address it went to.';
  await page.locator('.cms-editor-raw').getByRole('textbox').click();
  await page.keyboard.insertText(
    `## The loop\n\n${paragraph}\n\n${paragraph}\n\n## The checks\n\n${paragraph}\n\n${paragraph}`,
  );

  const opened = world.nextRun((run) => run.workflow === 'check.yml' && run.action === 'opened');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const saved = Date.now();
  await expect(page.getByText(/Entry saved|Changes saved/)).toBeVisible({ timeout: 30_000 });
  const branch = `cms/blog/${slug}/index`;
  await expect.poll(() => world.github.store.resolve(branch), { timeout: 30_000 }).not.toBeNull();

  // Ready, then Publish while the check still runs: refused in words, nothing merged.
  await page.getByRole('button', { name: /Set status|Status:/ }).click();
  await page.getByRole('menuitem', { name: 'Ready' }).click();
  await expect(page.getByText(/updated/i).first()).toBeVisible();
  const mainBefore = world.github.store.resolve('main');
  await tryPublish(page);
  await expect(page.getByText(/check of this change is still running/)).toBeVisible();
  expect(world.github.store.resolve('main')).toBe(mainBefore);

  const check = await opened;
  expect(check.conclusion).toBe('success');
  expect(statusOf(branch, 'starops/content-check')?.state).toBe('success');
  const preview = statusOf(branch, 'cloudflare-pages/deploy');
  expect(preview?.state).toBe('success');
  timings.draftToPreviewWarm = (check.endedAt - saved) / 1000;

  // Decap shows the preview once the status is there ("Check for Preview" asks again), and it opens the post itself.
  const checkAgain = page.getByRole('button', { name: /Check for Preview/i });
  if (await checkAgain.isVisible()) await checkAgain.click();
  const link = page.getByRole('link', { name: /View Preview/i });
  await expect(link).toBeVisible({ timeout: 30_000 });
  const [previewPage] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await previewPage.waitForLoadState();
  expect(previewPage.url()).toBe(`${preview!.target_url.replace(/\/$/, '')}/blog/${slug}/`);
  await expect(previewPage.getByRole('heading', { level: 1, name: 'The Publishing Loop, Rehearsed' })).toBeVisible();
  await previewPage.close();

  // Publish now: Decap merges, the deploy runs, the post is live and the smoke check passed (the run succeeded).
  const deployed = world.nextRun((run) => run.workflow === 'deploy.yml' && run.eventName === 'push');
  await tryPublish(page);
  const published = Date.now();
  const deploy = await deployed;
  expect(deploy.conclusion).toBe('success');
  timings.publishToLiveWarm = (deploy.endedAt - published) / 1000;
  await answersWith(`${production()}/blog/${slug}/`, 200);
  await world.idle();
  expect(world.github.violations).toEqual([]);
});

test('the calendar: scheduled posts go live on their day, also after a missed run; a closed job leaves', async () => {
  const d1 = addDays(TODAY, 1);
  const d4 = addDays(TODAY, 4);
  const tomorrow = 'scheduled-for-tomorrow';
  const later = 'scheduled-for-day-four';
  // Another editor's careers draft starts from today's main; its pull request opens later (the last test).
  const jobs = await readJson('content/careers/jobs.json');
  const tagline = (text: string) => `${JSON.stringify({ ...jobs, hero: { ...jobs.hero, tagline: text } }, null, 2)}\n`;
  await decapEntry(
    CAREERS_DRAFT,
    { 'content/careers/jobs.json': tagline('A careers tagline from a draft.') },
    { open: false },
  );
  const opened = world.nextRun((run) => run.workflow === 'check.yml' && run.action === 'opened');
  await decapEntry(`cms/blog/${tomorrow}/index`, {
    [`content/blog/${tomorrow}/index.md`]: postFile(901, tomorrow, d1, 'A Post Scheduled for Tomorrow'),
    [`content/blog/${later}/index.md`]: postFile(902, later, d4, 'A Post Scheduled for Day Four'),
    'content/careers/jobs.json': tagline('A careers tagline published with the scheduled posts.'),
  });
  const check = await opened;
  expect(check.conclusion).toBe('success');
  // The preview shows what is not live yet; the production build that follows does not.
  const preview = statusOf(`cms/blog/${tomorrow}/index`, 'cloudflare-pages/deploy')!;
  await answersWith(`${preview.target_url.replace(/\/$/, '')}/blog/${tomorrow}/`, 200);

  const deployed = world.nextRun((run) => run.workflow === 'deploy.yml' && run.eventName === 'push');
  const pull = [...world.github.pulls.values()].find((candidate) => candidate.headRef.includes(tomorrow))!;
  expect((await api('PUT', `/repos/${REPO}/pulls/${pull.number}/merge`, { merge_method: 'squash' })).status).toBe(200);
  expect((await deployed).conclusion).toBe('success');
  await answersWith(`${production()}/blog/${tomorrow}/`, 404);
  await answersWith(`${production()}/careers/${world.closingJob.jobId.toLowerCase()}/`, 200);

  // Day 1: the upload fails, so the run fails and nothing changes.
  world.setDay(d1);
  world.cloudflare.failNextDeploy('Rehearsal: Cloudflare refused the upload');
  const failed = await world.runDeploy('schedule');
  expect(failed.conclusion).toBe('failure');
  await answersWith(`${production()}/blog/${tomorrow}/`, 404);

  // Day 2: GitHub drops the run. Day 3: the run, two days late, publishes the post and closes the job.
  world.setDay(addDays(TODAY, 3));
  const late = await world.runDeploy('schedule');
  expect(late.conclusion).toBe('success');
  await answersWith(`${production()}/blog/${tomorrow}/`, 200);
  await answersWith(`${production()}/blog/${later}/`, 404);
  await answersWith(`${production()}/careers/${world.closingJob.jobId.toLowerCase()}/`, 404);
  expect(await (await fetch(`${production()}/careers/`)).text()).not.toContain(world.closingJob.title);

  // Day 4: that day's run publishes the post dated day 4. Day 5: nothing is due, nothing is built.
  world.setDay(d4);
  expect((await world.runDeploy('schedule')).conclusion).toBe('success');
  await answersWith(`${production()}/blog/${later}/`, 200);
  world.setDay(addDays(TODAY, 5));
  const quiet = await world.runDeploy('schedule');
  expect(quiet.conclusion).toBe('success');
  expect(quiet.jobs.deploy.steps.find((step) => step.name.startsWith('Build'))?.outcome).toBe('skipped');
  world.setDay(TODAY);
  expect(world.github.violations).toEqual([]);
});

test('a content error fails the check with one line naming file and field, and Publish stays refused', async ({
  context,
}) => {
  const slug = world.keptPosts[0];
  const file = `content/blog/${slug}/index.md`;
  const original = await (await fetch(`${production()}/blog/${slug}/`)).text();
  expect(original).toContain('<article');
  const opened = world.nextRun((run) => run.workflow === 'check.yml' && run.action === 'opened');
  const current = (await api('GET', `/repos/${REPO}/git/trees/main:content/blog/${slug}`)).body.tree.find(
    (entry: { path: string }) => entry.path === 'index.md',
  );
  const text = Buffer.from((await api('GET', `/repos/${REPO}/git/blobs/${current.sha}`)).body.content, 'base64')
    .toString('utf8')
    .replace(/^author: .*$/m, 'author: nobody-by-this-name');
  await decapEntry(`cms/blog/${slug}/index`, { [file]: text });
  const check = await opened;
  expect(check.conclusion).toBe('failure');
  const status = statusOf(`cms/blog/${slug}/index`, 'starops/content-check')!;
  expect(status.state).toBe('failure');
  expect(status.description).toContain(`${file}, field "author"`);
  expect(status.description).not.toContain('\n');
  expect(statusOf(`cms/blog/${slug}/index`, 'cloudflare-pages/deploy')).toBeUndefined();

  const page = await editor(context);
  await page.goto(`${production()}/admin/#/collections/blog/entries/${slug}/index`);
  await tryPublish(page);
  await expect(page.getByText(/check of this change failed/)).toBeVisible();
  await expect(page.getByText(new RegExp(`${file}, field "author"`))).toBeVisible();
  expect(world.github.violations).toEqual([]);
});

test('two drafts editing the same JSON file: the one left behind is told what to do, not left waiting', async ({
  context,
}) => {
  // The careers draft started from the main the calendar's change then replaced (both edit the careers tagline).
  // GitHub runs no check on a pull request that conflicts, and Decap cannot rebase.
  const noCheck = world.nextRun((run) => run.workflow === 'check.yml' && run.action === 'opened');
  await openPullRequest(CAREERS_DRAFT);
  expect((await noCheck).conclusion).toBe('not run (conflict)');

  const page = await editor(context);
  await page.goto(`${production()}/admin/#/collections/careers/entries/jobs`);
  await tryPublish(page);
  await expect(page.getByText(/conflict|changed since|delete.*(unpublished|change)|redo/i)).toBeVisible();
  expect(world.github.store.resolve('main')).not.toBe(headOf(CAREERS_DRAFT));
});
