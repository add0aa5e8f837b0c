// Proof that nothing an editor writes runs as code (docs/architecture.md, "Content is data"). A copy of content/
// gets a post and a legal page carrying each attack below plus a sample of the hostile-content corpus
// (tests/fixtures/hostile: DOMPurify's fixtures, html5sec.org, OWASP's cheat sheet, the attack classes), and a post
// whose front matter is `---js` code that would write a probe file. Then:
// 1. the build must refuse each file with a refused address by its own messages (file, field, line), and the
//    probe never appears: one short run per file, each stopping while Gatsby reads the content;
// 2. one full build that lets the refused addresses through (CONTENT_UNSAFE_HTML=as-text, so the pages carry the
//    sanitised article; raw HTML is text anyway), the inline-scripts gate on its output, then each of the build's
//    own inline scripts planted with hostile data into the hostile post's built page (past every sanitiser), the
//    gate again (it must now fail), and a browser pass (tests/hostile-content) over every built page under the
//    real headers: nothing runs, loads from elsewhere, navigates or carries an on* attribute.
// The whole corpus goes through the same chain in jest (tests/content/hostile-corpus.test.ts); this run builds a
// sample of it for real. The project's own build is set aside and put back (scripts/lib/proof-build.mjs).
// Usage: node scripts/quality/hostile-content.mjs   (about one extra build; KEEP_PROOF=1 keeps the copy)
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { importTs } from '../lib/import-ts.mjs';
import { capture, run, withBuildSetAside } from '../lib/proof-build.mjs';

const { parseFrontMatter } = await importTs('src/lib/content/front-matter.ts');
const { BOOT_SCRIPT, PAGE_BOOT_ID, jsonElement } = await importTs('src/lib/headers/inline-scripts.ts');
const { THEME_INIT_SCRIPT } = await importTs('src/lib/ui/theme-choice.ts');
const root = process.cwd();
const work = mkdtempSync(path.join(tmpdir(), 'hostile-content-'));
const probe = path.join(work, 'probe-ran.txt');

/** Each attack as an editor might paste it, and the start of the build's message for it (null: shown as text). */
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="parent.__hostile=1"/>').toString('base64');
const PAGE = Buffer.from('<script>parent.__hostile="data-link"</script>').toString('base64');
const ATTACKS = [
  ['<script>window.__hostile = "script"; fetch("/__hostile/script")</script>', null],
  // A picture that exists (the proof writes it beside the post), so only its handler is in question.
  ['<img src="./hostile-chart.png" alt="A chart" onerror="window.__hostile = \'onerror\'">', null],
  ['Read [the full guide](javascript:window.__hostile="javascript-link") first.', 'the link address "javascript:'],
  [`Open [the report](data:text/html;base64,${PAGE}) now.`, 'the link address "data:text/html'],
  [`![A chart](data:image/svg+xml;base64,${SVG})`, 'the picture address "data:image/svg+xml'],
  ['<iframe src="/__hostile/frame"></iframe>', null],
  ['<form action="/__hostile/form"><input name="q"><button>Send</button></form>', null],
  ['<style>body { display: none }</style>', null],
  ['<meta http-equiv="refresh" content="0;url=/__hostile/refresh">', null],
  ['<base href="https://evil.example/">', null],
];
const corpus = JSON.parse(readFileSync(path.join(root, 'tests/fixtures/hostile/vectors.json'), 'utf8'));
const { classes } = JSON.parse(readFileSync(path.join(root, 'tests/fixtures/hostile/classes.json'), 'utf8'));
/** Every class and the first vectors of each public source: a sample the real build carries. */
const SAMPLE_PER_SOURCE = 12;
const sample = [
  ...classes.map((entry) => entry.markdown),
  ...['dompurify', 'html5sec', 'owasp'].flatMap((source) =>
    corpus.vectors
      .filter((vector) => vector.source === source)
      .slice(0, SAMPLE_PER_SOURCE)
      .map((vector) => vector.payload),
  ),
  // Picture addresses are refused by the rule that pictures ship with the site too (checked in jest instead).
].filter((markdown) => !/!\[[^\]]*\]\(/.test(markdown));
const bodyOf = (attacks) =>
  attacks.map(([markdown], index) => `Paragraph ${index + 1} of the proof.\n\n${markdown}\n`).join('\n');
const hostileBody = bodyOf(ATTACKS);
// A data: picture is also refused by the rule that pictures ship with the site (a file beside the post), which
// stays on in the as-text build, so that build can never carry one; the refusal runs prove its message.
// The corpus sample comes after the attacks, so one vector's open code fence cannot hide them.
const attacksAsText = bodyOf(ATTACKS.filter(([markdown]) => !markdown.startsWith('![')));
const sampleBody = sample.map((markdown, index) => `\n\nCorpus sample ${index + 1}.\n\n${markdown}\n`).join('');

/** A fresh copy of content/ under `name`, with `edit(dir)` applied; returns the copy's folder. */
function contentCopy(name, edit) {
  const dir = path.join(work, name);
  cpSync(path.join(root, 'content'), dir, { recursive: true });
  edit(dir);
  return dir;
}

/** A new post folder in `dir` copied from the newest-numbered post, with `frontMatter` text and `body`. */
function addPost(dir, slug, frontMatter, body) {
  const blog = path.join(dir, 'blog');
  const posts = readdirSync(blog).map((folder) => ({
    folder,
    data: parseFrontMatter(readFileSync(path.join(blog, folder, 'index.md'), 'utf8')).data,
  }));
  const source = posts.reduce((best, post) => (post.data.id > best.data.id ? post : best));
  cpSync(path.join(blog, source.folder), path.join(blog, slug), { recursive: true });
  const fields = {
    ...source.data,
    id: Math.max(...posts.map((post) => post.data.id)) + 1,
    title: slug,
    seoTitle: 'Hostile content proof',
    heading: 'Hostile content proof',
    description: 'A post that carries every kind of HTML the site refuses, to prove none of it runs.',
  };
  delete fields.poster;
  const yaml = Object.entries(fields)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join('\n');
  writeFileSync(path.join(blog, slug, 'index.md'), `${frontMatter(yaml)}\n${body}`);
  return path.join('blog', slug, 'index.md');
}

const LEGAL = 'privacy.md';
const addToLegal = (body) => (dir) => {
  const file = path.join(dir, 'legal', LEGAL);
  writeFileSync(file, `${readFileSync(file, 'utf8').trimEnd()}\n\n## Proof\n\n${body}`);
};
const POST = 'hostile-content-proof';
const JS_POST = 'front-matter-probe';
const jsFrontMatter = () =>
  `---js\n(function () { require('fs').writeFileSync(${JSON.stringify(probe)}, 'ran'); return { title: 'x' } })()\n---`;

/** The three refusals: the copy to build, the file, and what its message must say. */
const refused = ATTACKS.filter(([, message]) => message).map(([, message]) => message);
const refusals = [
  {
    name: 'post',
    dir: contentCopy('refuse-post', (dir) => addPost(dir, POST, (yaml) => `---\n${yaml}\n---`, hostileBody)),
    file: `blog/${POST}/index.md`,
    messages: refused,
  },
  {
    name: 'legal page',
    dir: contentCopy('refuse-legal', addToLegal(hostileBody)),
    file: `legal/${LEGAL}`,
    messages: refused,
  },
  {
    name: '---js front matter',
    dir: contentCopy('refuse-js', (dir) => addPost(dir, JS_POST, jsFrontMatter, 'Body.\n')),
    file: `blog/${JS_POST}/index.md`,
    messages: ['front matter starts with "---js": front matter is never run as code'],
  },
];

/**
 * Each of the build's own inline scripts, planted with hostile data the ways markup could give it: the JSON
 * element beside it, the attributes the scripts once read, and named elements standing in for `head` and
 * `currentScript`. If any acted, the page would navigate to evil.example or load a script from /__hostile/.
 */
const GADGETS = [
  `<script>${THEME_INIT_SCRIPT}</script>`,
  `${jsonElement(PAGE_BOOT_ID, {
    globals: { location: 'https://evil.example/globals', pagePath: '/__hostile/' },
    scripts: ['/__hostile/boot.js', 'https://evil.example/boot.js'],
  })}<script id="app-scripts">${BOOT_SCRIPT}</script>`,
  `<script data-globals='{"location":"https://evil.example/attribute"}' data-src='["/__hostile/attribute.js"]'>${BOOT_SCRIPT}</script>`,
  `<img name="currentScript" alt=""><form name="head">${jsonElement(PAGE_BOOT_ID, {
    globals: { pagePath: '/__hostile/' },
    scripts: ['/__hostile/clobbered.js'],
  })}<script>${BOOT_SCRIPT}</script></form>`,
].join('');

/** The built hostile post with every gadget right after `<body>`; returns the file. */
function plantGadgets() {
  const file = path.join(root, 'public', 'blog', POST, 'index.html');
  const html = readFileSync(file, 'utf8');
  const planted = html.replace(/<body[^>]*>/, (tag) => `${tag}<div id="hostile-gadgets">${GADGETS}</div>`);
  if (planted === html) throw new Error(`${file}: no <body> to plant the gadgets in`);
  writeFileSync(file, planted);
  return file;
}

const squash = (text) => text.replace(/\s+/g, '');
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const env = (contentDir, extra = {}) => ({
  ...process.env,
  CONTENT_DIR: contentDir,
  GATSBY_TELEMETRY_DISABLED: '1',
  ...extra,
});
const problems = [];
let failure = null;
try {
  await withBuildSetAside(root, 'hostile-content', async () => {
    for (const refusal of refusals) {
      const { status, output } = capture('node_modules/.bin/gatsby', ['build'], env(refusal.dir));
      const shown = path.relative(root, path.join(refusal.dir, refusal.file));
      writeFileSync(path.join(work, `${refusal.dir.split(path.sep).pop()}.log`), output);
      if (status === 0) problems.push(`${refusal.name}: the build accepted ${shown}`);
      // Gatsby wraps its messages at 80 columns, inside words too: compare without any whitespace.
      const squashed = squash(output);
      for (const message of refusal.messages) {
        const field = refusal.name === '---js front matter' ? ': cannot be parsed (' : ': field "body" (line ';
        // A post's messages name the field by its form label ("Text (body)", src/gatsby/node/form-labels.ts).
        const fieldPattern =
          refusal.name === '---js front matter'
            ? escape(squash(field))
            : `:(?:field"body"|[^:]{1,40}\\(body\\))\\(line`;
        const expected = new RegExp(`${escape(squash(shown))}${fieldPattern}[^]{0,12}${escape(squash(message))}`);
        if (!expected.test(squashed))
          problems.push(`${refusal.name}: the build's output lacks "${shown}${field}… ${message}"`);
      }
      if (existsSync(probe)) problems.push(`${refusal.name}: the front-matter probe ran (${probe} exists)`);
      console.log(`Hostile content: ${refusal.name} refused${status === 0 ? ' NOT' : ''} (exit ${status}).`);
    }
    if (problems.length > 0) return;
    // One build that lets the refused addresses through, then the gate, the planted gadgets and the browser.
    // The corpus sample goes into the legal page: posts add editorial rules (code languages, alt text) that
    // would refuse some vectors for reasons of their own.
    const through = contentCopy('as-text', (dir) => {
      addPost(dir, POST, (yaml) => `---\n${yaml}\n---`, attacksAsText);
      cpSync(path.join(root, 'static', 'logo.png'), path.join(dir, 'blog', POST, 'hostile-chart.png'));
      addToLegal(`${attacksAsText}\n${sampleBody}`)(dir);
    });
    const asText = env(through, { CONTENT_UNSAFE_HTML: 'as-text', HOSTILE_POST: POST, HOSTILE_LEGAL: LEGAL });
    run('node_modules/.bin/gatsby', ['build'], asText);
    run('node', ['scripts/quality/check-inline-scripts.mjs'], asText);
    plantGadgets();
    const gate = spawnSync('node', ['scripts/quality/check-inline-scripts.mjs'], { encoding: 'utf8', env: asText });
    if (gate.status === 0 || !/the build's own inline script outside <head>/.test(gate.stderr))
      problems.push('the inline-scripts gate did not name the gadgets planted outside <head>');
    run('node_modules/.bin/playwright', ['test', '--config', 'tests/hostile-content/playwright.config.ts'], {
      ...asText,
      HOSTILE_GADGETS: '1',
    });
    if (existsSync(probe)) problems.push(`the front-matter probe ran (${probe} exists)`);
  });
} catch (error) {
  failure = error;
} finally {
  if (!process.env.KEEP_PROOF) rmSync(work, { recursive: true, force: true });
}
if (failure || problems.length > 0) {
  console.error(`\nHostile-content proof failed:\n  ${[...problems, failure?.message].filter(Boolean).join('\n  ')}`);
  process.exit(1);
}
console.log(
  `\nHostile-content proof passed: the build refused the hostile addresses in a post and a legal page and ---js ` +
    `front matter with their messages, the probe never ran, and with ${sample.length} corpus vectors built, the ` +
    `build's own scripts planted with hostile data, no page ran, loaded or navigated to anything.`,
);
