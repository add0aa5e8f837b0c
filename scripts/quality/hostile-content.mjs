// Proof that nothing an editor writes runs as code (docs/architecture.md, "Content is data"). A copy of content/
// gets a post and a legal page carrying each attack below, and a post whose front matter is `---js` code that
// would write a probe file. Then:
// 1. the build must refuse each hostile file with its own messages (file, field, line), and the probe never
//    appears: one short run per file, each stopping while Gatsby reads the content;
// 2. one full build that lets the hostile HTML through (CONTENT_UNSAFE_HTML=as-text, so the build's remark step
//    shows it as text), the inline-scripts gate on its output, and a browser pass (tests/hostile-content) that
//    listens for Content-Security-Policy violations and checks the DOM: nothing runs, nothing navigates.
// The project's own build is set aside and put back (scripts/lib/proof-build.mjs), as in the editor proof.
// Usage: node scripts/quality/hostile-content.mjs   (about one extra build; KEEP_PROOF=1 keeps the copy)
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { importTs } from '../lib/import-ts.mjs';
import { capture, run, withBuildSetAside } from '../lib/proof-build.mjs';

const { parseFrontMatter } = await importTs('src/lib/content/front-matter.ts');
const root = process.cwd();
const work = mkdtempSync(path.join(tmpdir(), 'hostile-content-'));
const probe = path.join(work, 'probe-ran.txt');

/** Each attack as an editor might paste it, and the start of the build's message for it. */
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="parent.__hostile=1"/>').toString('base64');
const PAGE = Buffer.from('<script>parent.__hostile="data-link"</script>').toString('base64');
const ATTACKS = [
  ['<script>window.__hostile = "script"; fetch("/__hostile/script")</script>', 'the <script> element is not allowed'],
  // A picture that exists (the proof writes it beside the post), so only its handler is in question.
  [
    '<img src="./hostile-chart.png" alt="A chart" onerror="window.__hostile = \'onerror\'">',
    'the attribute "onerror" on <img>',
  ],
  ['Read [the full guide](javascript:window.__hostile="javascript-link") first.', 'the link address "javascript:'],
  [`Open [the report](data:text/html;base64,${PAGE}) now.`, 'the link address "data:text/html'],
  [`![A chart](data:image/svg+xml;base64,${SVG})`, 'the picture address "data:image/svg+xml'],
  ['<iframe src="/__hostile/frame"></iframe>', 'the <iframe> element is not allowed'],
  ['<form action="/__hostile/form"><input name="q"><button>Send</button></form>', 'the <form> element is not allowed'],
  ['<style>body { display: none }</style>', 'the <style> element is not allowed'],
  ['<meta http-equiv="refresh" content="0;url=/__hostile/refresh">', 'the <meta> element is not allowed'],
  ['<base href="https://evil.example/">', 'the <base> element is not allowed'],
];
const bodyOf = (attacks) =>
  attacks.map(([markdown], index) => `Paragraph ${index + 1} of the proof.\n\n${markdown}\n`).join('\n');
const hostileBody = bodyOf(ATTACKS);
// A data: picture is also refused by the rule that pictures ship with the site (a file beside the post), which
// stays on in the as-text build, so that build can never carry one; the refusal runs prove its message.
const asTextBody = bodyOf(ATTACKS.filter(([markdown]) => !markdown.startsWith('![')));

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
const addToLegal = (dir) => {
  const file = path.join(dir, 'legal', LEGAL);
  writeFileSync(file, `${readFileSync(file, 'utf8').trimEnd()}\n\n## Proof\n\n${hostileBody}`);
};
const POST = 'hostile-content-proof';
const JS_POST = 'front-matter-probe';
const jsFrontMatter = () =>
  `---js\n(function () { require('fs').writeFileSync(${JSON.stringify(probe)}, 'ran'); return { title: 'x' } })()\n---`;

/** The three refusals: the copy to build, the file, and what its message must say. */
const refusals = [
  {
    name: 'post',
    dir: contentCopy('refuse-post', (dir) => addPost(dir, POST, (yaml) => `---\n${yaml}\n---`, hostileBody)),
    file: `blog/${POST}/index.md`,
    messages: ATTACKS.map(([, message]) => message),
  },
  {
    name: 'legal page',
    dir: contentCopy('refuse-legal', addToLegal),
    file: `legal/${LEGAL}`,
    messages: ATTACKS.map(([, message]) => message),
  },
  {
    name: '---js front matter',
    dir: contentCopy('refuse-js', (dir) => addPost(dir, JS_POST, jsFrontMatter, 'Body.\n')),
    file: `blog/${JS_POST}/index.md`,
    messages: ['front matter starts with "---js": front matter is never run as code'],
  },
];

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
        const expected = new RegExp(`${escape(squash(shown + field))}[^]{0,12}${escape(squash(message))}`);
        if (!expected.test(squashed))
          problems.push(`${refusal.name}: the build's output lacks "${shown}${field}… ${message}"`);
      }
      if (existsSync(probe)) problems.push(`${refusal.name}: the front-matter probe ran (${probe} exists)`);
      console.log(`Hostile content: ${refusal.name} refused${status === 0 ? ' NOT' : ''} (exit ${status}).`);
    }
    if (problems.length > 0) return;
    // One build that lets the hostile HTML through as text, then the gate and the browser on it.
    const through = contentCopy('as-text', (dir) => {
      addPost(dir, POST, (yaml) => `---\n${yaml}\n---`, asTextBody);
      cpSync(path.join(root, 'static', 'logo.png'), path.join(dir, 'blog', POST, 'hostile-chart.png'));
      addToLegal(dir);
    });
    const asText = env(through, { CONTENT_UNSAFE_HTML: 'as-text', HOSTILE_POST: POST, HOSTILE_LEGAL: LEGAL });
    run('node_modules/.bin/gatsby', ['build'], asText);
    run('node', ['scripts/quality/check-inline-scripts.mjs'], asText);
    run('node_modules/.bin/playwright', ['test', '--config', 'tests/hostile-content/playwright.config.ts'], asText);
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
  `\nHostile-content proof passed: the build refused the hostile post, legal page and ---js front matter with ` +
    `their messages, the probe never ran, and with the HTML let through as text no page ran anything.`,
);
