// `npm run serve` (and `npm start` after the build): the production build on http://localhost:9000, served by
// Cloudflare's own runtime with the local EmailJS stand-in beside it (scripts/lib/local-site.mjs).
// Environment: PORT (9000), PUBLIC_DIR (public), OUTBOX_FILE (outbox/enquiries.jsonl).
// `--binding NAME=value` (repeatable) passes a variable or secret to the Pages Functions, as the Pages project
// does in production (docs/operations.md); without the GitHub ones, the editor's login explains what is missing.
import path from 'node:path';
import { startLocalSite } from './lib/local-site.mjs';

const bindings = {};
const argv = process.argv.slice(2);
for (let index = 0; index < argv.length; index += 1) {
  const match = argv[index] === '--binding' ? /^([A-Z0-9_]+)=(.*)$/s.exec(argv[index + 1] ?? '') : null;
  if (!match) {
    console.error(`Unknown argument "${argv[index]}". Usage: node scripts/serve.mjs [--binding NAME=value]...`);
    process.exit(2);
  }
  bindings[match[1]] = match[2];
  index += 1;
}

const root = process.env.PUBLIC_DIR ?? 'public';
let site;
try {
  site = await startLocalSite({ root, port: Number(process.env.PORT ?? 9000), bindings });
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
const shown = site.url.replace('127.0.0.1', 'localhost');
console.log(
  `StarOps site: ${shown} (serving ${path.relative(process.cwd(), path.resolve(root)) || '.'} with wrangler pages dev; Ctrl-C stops)`,
);
console.log(`Contact form: local EmailJS stand-in at ${shown}${site.standIn.path}, outbox ${site.standIn.outbox}`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    site.close().then(() => process.exit(0));
    setTimeout(() => process.exit(0), 4000).unref();
  });
}
