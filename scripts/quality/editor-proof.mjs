// Proof that editors can publish on their own (docs/editing.md), in rounds. Each round copies content/ to the
// same temporary folder, makes an editor's changes there the way other tools write files (JSON.stringify with 2
// spaces, front matter in double quotes), builds that copy with CONTENT_DIR, and runs on it the unit tests that
// read content (chosen by their imports, scripts/quality/content-readers.mjs), the headers, link, HTML,
// structured-data and HTML-budget gates, one browser pass, and the round's own checks:
// 1. editor's changes: a new author and post, a draft and a scheduled post, new and closed jobs, a moved FAQ
//    question and an extra card (tests/editor-proof/editor-changes.spec.ts checks each). This content holds every
//    page of content/ and more, so this round's browser pass is the whole end-to-end suite (tests/e2e): `npm test`
//    runs it here rather than a second time on content/ (which gets the gates, the smoke pass, the engines and
//    the editor);
// 2. lean content (scripts/quality/lean-content.mjs): a single post with an `updated` date and two sections, no
//    open job, a booking page, six services, an expertise page reusing another's images; its browser pass is
//    every spec that reads content (chosen by its imports, as the unit tests are).
// The rounds share one folder path, so the second build is warm: Gatsby keeps its processed images and rewrites
// only what the content changed (a cache from another folder breaks its queries: scripts/lib/proof-build.mjs).
// The project's own build (public/, .cache/, .build-artifacts/) is set aside during the proof and put back.
// Usage: node scripts/quality/editor-proof.mjs [playwright filters]   (KEEP_PROOF=1 keeps the last copy;
// EDITOR_PROOF_ROUNDS=lean or =editor runs one round; filters such as `search.spec --grep Enter` narrow each
// round's browser pass, for a developer checking one spec)
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { importTs } from '../lib/import-ts.mjs';
import { run, withBuildSetAside } from '../lib/proof-build.mjs';
import { CONTENT_READERS, specsReadingContent } from './content-readers.mjs';
import { makeLeanContent } from './lean-content.mjs';

const root = process.cwd();
// The build's own front-matter reader (YAML only; a ---js block is refused, never run).
const { parseFrontMatter } = await importTs('src/lib/content/front-matter.ts');
const work = mkdtempSync(path.join(tmpdir(), 'editor-proof-'));
/** The same path in every round: Gatsby's cache stays valid (its plugin options name the folder). */
const content = path.join(work, 'content');
const freshCopy = () => {
  rmSync(content, { recursive: true, force: true });
  cpSync(path.join(root, 'content'), content, { recursive: true });
};

const readJson = (relative) => JSON.parse(readFileSync(path.join(content, relative), 'utf8'));
/** How a CMS or a script writes JSON: two-space JSON.stringify, every array expanded. */
/** The build day in India as a UTC midnight timestamp (the build's clock, SITE_TODAY when set). */
const today = Date.parse(
  `${process.env.SITE_TODAY ?? new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10)}T00:00:00Z`,
);
const writeJson = (relative, data) => writeFileSync(path.join(content, relative), `${JSON.stringify(data, null, 2)}\n`);
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const toPostDate = (date) =>
  `${String(date.getUTCDate()).padStart(2, '0')} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;

/** Round 1: an editor's typical changes; returns what tests/editor-proof/editor-changes.spec.ts checks. */
function editorChanges() {
  // 1. A new author, and a new post by them with the next free id, newer than every other post.
  const authors = readJson('authors/authors.json');
  let authorId = 'meera-iyer';
  while (authors.some((author) => author.id === authorId)) authorId += '-2';
  authors.push({
    id: authorId,
    name: 'Meera Iyer',
    email: 'meera.iyer@example.com',
    position: 'Site Reliability Engineer',
    link: 'https://www.linkedin.com/company/staropstechnologies',
    bio: 'Runs the on-call rotation and writes the runbooks the team reaches for at 3 a.m.',
  });
  writeJson('authors/authors.json', authors);

  const blogDir = path.join(content, 'blog');
  const posts = readdirSync(blogDir).map((folder) => {
    const { data } = parseFrontMatter(readFileSync(path.join(blogDir, folder, 'index.md'), 'utf8'));
    return { folder, data };
  });
  const postTime = (text) => {
    const [day, month, year] = String(text).split(' ');
    return Date.UTC(Number(year), MONTHS.indexOf(month), Number(day));
  };
  const newestTime = Math.max(...posts.map((post) => postTime(post.data.date)));
  const source = posts.reduce((best, post) => (post.data.id > best.data.id ? post : best));
  const nextId = Math.max(...posts.map((post) => post.data.id)) + 1;
  let slug = 'on-call-runbooks-that-work';
  while (existsSync(path.join(blogDir, slug))) slug += '-2';
  // A short company-news post: about 250 words and no code publishes like any tutorial (length and code are
  // the author's choice; the content rules check only what would break a page).
  const newsBody = [
    '## Why we rewrote our runbooks',
    'Last quarter our on-call engineers told us the same thing in every review: the runbook was right, but it was written for someone who already knew the answer. At three in the morning nobody reads four pages of background before the first command, so we started again from what a tired person needs.',
    '## What a runbook holds now',
    'Each runbook fits on one screen. It opens with the symptom as the alert states it, then the first three checks in the order we run them, each with the exact command and what a healthy result looks like. If a check fails, the runbook names the next step and the person to wake, and it says plainly when to stop and escalate instead of trying something clever.',
    '## How we keep them honest',
    'Every incident review ends with one question: did the runbook help? When the answer is no, the engineer who was on call edits it that week, while the details are fresh. New team members practise on staging with nothing but the runbook, and every place they hesitate becomes a change. We also retire runbooks for systems we no longer run, so the list stays short enough to trust.',
    'The result is calmer nights and shorter incidents. We are sharing the template with our clients this month.',
  ].join('\n\n');
  cpSync(path.join(blogDir, source.folder), path.join(blogDir, slug), { recursive: true });
  const heading = 'On-call runbooks that work at 3 a.m.';
  const related = posts
    .map((post) => post.data.id)
    .sort((a, b) => b - a)
    .slice(0, 3);
  const frontMatter = {
    id: nextId,
    title: slug,
    seoTitle: 'On-call runbooks that work',
    seoKeywords: 'runbooks, on-call, incident response',
    // The last topic of the list: its page must then list this post too.
    topics: [readJson('site/topics.json').topics.at(-1).slug],
    heading,
    description:
      'How our SRE team writes runbooks that a tired engineer can follow: one page, real commands, clear exits.',
    author: authorId,
    // Newer than every post, but never after the build day (it would be a scheduled post, held back).
    date: toPostDate(new Date(Math.min(newestTime + 86_400_000, today))),
    related,
    technical: true,
  };
  const yaml = Object.entries(frontMatter)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join('\n');
  writeFileSync(path.join(blogDir, slug, 'index.md'), `---\n${yaml}\n---\n\n${newsBody}\n`);

  // 1b. A draft and a post scheduled a month ahead: checked by the build, on no page of the production site.
  const heldPosts = [
    { slug: 'draft-capacity-planning-notes', draft: true, date: toPostDate(new Date(newestTime)) },
    { slug: 'scheduled-observability-primer', date: toPostDate(new Date(today + 30 * 86_400_000)) },
  ];
  heldPosts.forEach((held, index) => {
    const fields = {
      ...frontMatter,
      id: nextId + 1 + index,
      title: held.slug,
      heading: `Held back: ${held.slug}`,
      date: held.date,
      ...(held.draft && { draft: true }),
    };
    const lines = Object.entries(fields).map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
    mkdirSync(path.join(blogDir, held.slug));
    writeFileSync(path.join(blogDir, held.slug, 'index.md'), `---\n${lines.join('\n')}\n---\n\n${newsBody}\n`);
  });

  // 2. A new job with the next free code.
  const careers = readJson('careers/jobs.json');
  const nextJob = Math.max(...careers.jobs.map((job) => Number(job.jobId.slice(1)))) + 1;
  const jobId = `J${String(nextJob).padStart(3, '0')}`;
  const jobTag = 'prometheus';
  careers.jobs.push({
    ...careers.jobs[0],
    jobId,
    title: 'Site Reliability Intern',
    tags: ['Prometheus', 'Linux', 'part-time'],
    summary: 'Help the SRE team keep client platforms healthy: dashboards, alerts and runbooks.',
    howToApply: `Send your resume to the careers address with the subject line "${jobId} Site Reliability Intern".`,
  });
  // 2b. A job whose closing date was yesterday: it has left the site.
  const closedJobId = `J${String(nextJob + 1).padStart(3, '0')}`;
  careers.jobs.push({
    ...careers.jobs[0],
    jobId: closedJobId,
    title: 'Closed Data Intern',
    datePosted: new Date(today - 40 * 86_400_000).toISOString().slice(0, 10),
    validThrough: new Date(today - 86_400_000).toISOString().slice(0, 10),
  });
  writeJson('careers/jobs.json', careers);

  // 3. An FAQ question moves from one service page to another; the first page gets one more solution card.
  const serviceSlugs = readdirSync(path.join(content, 'services'))
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.replace(/\.json$/, ''))
    .sort();
  const fromSlug = serviceSlugs.find((name) => readJson(`services/${name}.json`).faq.length > 1);
  const toSlug = serviceSlugs.find((name) => name !== fromSlug);
  if (!fromSlug || !toSlug) throw new Error('The proof needs two service pages, one with two FAQ questions or more');
  const from = readJson(`services/${fromSlug}.json`);
  const moved = from.faq.pop();
  from.solutions.push({
    id: Math.max(...from.solutions.map((card) => card.id)) + 1,
    title: 'Incident response retainers',
    description:
      'An on-call team that knows your systems, with agreed response times and a written review after every incident.',
  });
  writeJson(`services/${fromSlug}.json`, from);
  const to = readJson(`services/${toSlug}.json`);
  // The editor also writes a fuller answer: three times as long.
  to.faq.push({ question: moved.question, answer: [moved.answer, moved.answer, moved.answer].join(' ') });
  writeJson(`services/${toSlug}.json`, to);

  const manifest = {
    post: { slug, heading, author: 'Meera Iyer' },
    held: heldPosts.map((held) => held.slug),
    closedJob: closedJobId,
    job: { jobId, title: 'Site Reliability Intern', tag: jobTag },
    faq: [
      { slug: fromSlug, heading: from.faqHeading, count: from.faq.length },
      { slug: toSlug, heading: to.faqHeading, count: to.faq.length },
    ],
    solutions: { slug: fromSlug, heading: from.solutionsHeading, count: from.solutions.length },
  };
  return manifest;
}

// `projects`: the browser pass of tests/editor-proof/playwright.config.ts ('all' is every spec of tests/e2e,
// 'content' the ones that read content).
const ROUNDS = [
  { name: 'editor changes', edit: editorChanges, projects: ['editor-changes', 'all'] },
  { name: 'lean content', edit: () => makeLeanContent(content, today), projects: ['content'] },
].filter((round) => (process.env.EDITOR_PROOF_ROUNDS ?? 'editor lean').includes(round.name.split(' ')[0]));

// The tests that read content, found by what they import (a new one joins without being listed here).
const unitTests = ['--findRelatedTests', ...CONTENT_READERS];
const specs = specsReadingContent('tests/e2e', root);
const GATES = [
  'check-headers',
  'check-inline-scripts',
  'check-links',
  'check-html',
  'check-structured-data',
  // More and longer content must stay within the templates' HTML budgets (editors' text is not counted).
  'check-html-budget',
];

let failure = null;
const timings = [];
try {
  await withBuildSetAside(root, 'editor-proof', async () => {
    for (const round of ROUNDS) {
      const started = Date.now();
      freshCopy();
      const manifest = round.edit();
      const manifestFile = path.join(work, 'manifest.json');
      writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
      console.log(
        `\nEditor proof, round "${round.name}": edited copy in ${content}:\n${JSON.stringify(manifest, null, 2)}`,
      );
      const env = {
        ...process.env,
        CONTENT_DIR: content,
        EDITOR_PROOF_MANIFEST: manifestFile,
        EDITOR_PROOF_SPECS: specs.join(' '),
        GATSBY_TELEMETRY_DISABLED: '1',
      };
      // Each step's time, for the summary (docs/architecture.md, "What npm test costs").
      const steps = [];
      const step = (name, fn) => {
        const begun = Date.now();
        fn();
        steps.push(`${name} ${Math.round((Date.now() - begun) / 1000)} s`);
      };
      try {
        step('unit', () => run('node_modules/.bin/jest', ['--ci', ...unitTests], env));
        step('build', () => run('node_modules/.bin/gatsby', ['build'], env));
        step('gates', () => GATES.forEach((gate) => run('node', [`scripts/quality/${gate}.mjs`], env)));
        step('browser', () =>
          run(
            'node_modules/.bin/playwright',
            [
              'test',
              '--config',
              'tests/editor-proof/playwright.config.ts',
              ...round.projects.map((name) => `--project=${name}`),
              ...process.argv.slice(2),
            ],
            env,
          ),
        );
      } catch (error) {
        throw new Error(`round "${round.name}": ${error.message}`);
      }
      timings.push(`${round.name} ${Math.round((Date.now() - started) / 1000)} s: ${steps.join(', ')}`);
    }
  });
} catch (error) {
  failure = error;
} finally {
  if (!process.env.KEEP_PROOF) rmSync(work, { recursive: true, force: true });
}
if (failure) {
  console.error(`\nEditor proof failed: ${failure.message}`);
  process.exit(1);
}
console.log(
  `\nEditor proof passed (${timings.join('; ')}): each round builds and passes its gates, the unit tests and the ${specs.length} specs that read content; the editor's round every spec.`,
);
