// Gate: every built page validates with the Nu HTML Checker (vnu.jar, needs Java) with zero errors.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gatePages } from './built-pages.mjs';

const require = createRequire(import.meta.url);
const jar = path.join(path.dirname(require.resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');
const files = gatePages('HTML check', process.argv[2] ?? process.env.PUBLIC_DIR ?? 'public').map((page) => page.file);

const result = spawnSync('java', ['-Xss4m', '-jar', jar, '--errors-only', '--format', 'json', ...files], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
if (result.error) {
  console.error(
    `HTML check could not run Java (${result.error.message}). Install a JRE, e.g. apt-get install -y default-jre-headless.`,
  );
  process.exit(1);
}
const { messages = [] } = JSON.parse(result.stderr || '{"messages":[]}');
const errors = messages.filter((m) => m.type === 'error');
for (const error of errors) {
  console.error(`${path.relative(process.cwd(), new URL(error.url).pathname)}:${error.lastLine}: ${error.message}`);
  if (error.extract) console.error(`    ${error.extract.replace(/\s+/g, ' ').slice(0, 200)}`);
}
console.log(`HTML: ${files.length} pages checked with the Nu HTML Checker, ${errors.length} error(s).`);
process.exit(errors.length > 0 ? 1 : 0);
