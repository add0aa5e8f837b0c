// Proof that editors can publish on their own (docs/editing.md): copies content/ to a temporary folder,
// makes an editor's typical changes there the way other tools write files (JSON.stringify with 2 spaces,
// front matter in double quotes), builds that copy with CONTENT_DIR, then runs the content tests, the
// headers, link, HTML and structured-data gates and a browser smoke pass (tests/editor-proof) on it.
// The project's own build (public/, .cache/, .build-artifacts/) is set aside during the proof and put back afterwards.
// Usage: node scripts/quality/editor-proof.mjs   (about one extra build; KEEP_PROOF=1 keeps the copy)
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { importTs } from '../lib/import-ts.mjs';
import { run, withBuildSetAside } from '../lib/proof-build.mjs';

const root = process.cwd();
// The build's own front-matter reader (YAML only; a ---js block is refused, never run).
const { parseFrontMatter } = await importTs('src/lib/content/front-matter.ts');
const work = mkdtempSync(path.join(tmpdir(), 'editor-proof-'));
const content = path.join(work, 'content');
cpSync(path.join(root, 'content'), content, { recursive: true });

const readJson = (relative) => JSON.parse(readFileSync(path.join(content, relative), 'utf8'));
/** How a CMS or a script writes JSON: two-space JSON.stringify, every array expanded. */
const writeJson = (relative, data) => writeFileSync(path.join(content, relative), `${JSON.stringify(data, null, 2)}\n`);
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const toPostDate = (date) =>
  `${String(date.getUTCDate()).padStart(2, '0')} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;

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
// The body (and its images) of an existing post stands in for the editor's article text.
cpSync(path.join(blogDir, source.folder), path.join(blogDir, slug), { recursive: true });
const sourceFile = readFileSync(path.join(blogDir, source.folder, 'index.md'), 'utf8');
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
  heading,
  description:
    'How our SRE team writes runbooks that a tired engineer can follow: one page, real commands, clear exits.',
  author: authorId,
  date: toPostDate(new Date(newestTime + 86_400_000)),
  related,
  technical: true,
};
const yaml = Object.entries(frontMatter)
  .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
  .join('\n');
writeFileSync(path.join(blogDir, slug, 'index.md'), `---\n${yaml}\n---\n${parseFrontMatter(sourceFile).body}`);

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
to.faq.push({ question: moved.question, answer: moved.answer });
writeJson(`services/${toSlug}.json`, to);

const manifest = {
  post: { slug, heading, author: 'Meera Iyer' },
  job: { jobId, title: 'Site Reliability Intern', tag: jobTag },
  faq: [
    { slug: fromSlug, heading: from.faqHeading, count: from.faq.length },
    { slug: toSlug, heading: to.faqHeading, count: to.faq.length },
  ],
  solutions: { slug: fromSlug, heading: from.solutionsHeading, count: from.solutions.length },
};
const manifestFile = path.join(work, 'manifest.json');
writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
console.log(`Editor proof: edited copy in ${content}:\n${JSON.stringify(manifest, null, 2)}`);

// Build and check the copy, with the project's own build set aside.
const env = {
  ...process.env,
  CONTENT_DIR: content,
  EDITOR_PROOF_MANIFEST: manifestFile,
  GATSBY_TELEMETRY_DISABLED: '1',
};
let failure = null;
try {
  await withBuildSetAside(root, 'editor-proof', () => {
    run(
      'node_modules/.bin/jest',
      ['tests/content', 'src/lib/content', 'src/gatsby/node/validate-content.test.ts'],
      env,
    );
    run('node_modules/.bin/gatsby', ['build'], env);
    for (const gate of [
      'check-headers',
      'check-inline-scripts',
      'check-links',
      'check-html',
      'check-structured-data',
    ]) {
      run('node', [`scripts/quality/${gate}.mjs`], env);
    }
    run('node_modules/.bin/playwright', ['test', '--config', 'tests/editor-proof/playwright.config.ts'], env);
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
  '\nEditor proof passed: a new author and post, a new job, moved FAQ questions and an extra card build, pass every gate and work in the browser.',
);
