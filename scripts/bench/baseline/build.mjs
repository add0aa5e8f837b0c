// Builds the bench's baseline page (page.mjs) into a folder the bench serves like a site build: index.html with
// the server-rendered markup and styled-components' inline <style>, and one minified production bundle that
// hydrates it. Returns the folder. Usage from the bench: `const dir = await buildBaseline();`.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { build } from 'esbuild';

const here = path.dirname(new URL(import.meta.url).pathname);

export async function buildBaseline(outDir = path.resolve(here, '../../../node_modules/.cache/bench-baseline')) {
  mkdirSync(outDir, { recursive: true });
  await build({
    stdin: {
      contents: `import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Page } from './page.mjs';
hydrateRoot(document.getElementById('root'), createElement(Page));`,
      resolveDir: here,
      loader: 'js',
    },
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2020',
    define: { 'process.env.NODE_ENV': '"production"' },
    outfile: path.join(outDir, 'app.js'),
    logLevel: 'error',
  });
  // The server side is bundled too (styled-components and React are CommonJS; esbuild resolves their exports
  // the way the browser bundle does), then run once to write the document.
  const renderer = path.join(outDir, 'render.cjs');
  await build({
    stdin: {
      contents: `import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { Page } from './page.mjs';
export function render() {
  const sheet = new ServerStyleSheet();
  try {
    const markup = renderToString(sheet.collectStyles(createElement(Page)));
    return { markup, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}`,
      resolveDir: here,
      loader: 'js',
    },
    bundle: true,
    format: 'cjs',
    platform: 'node',
    mainFields: ['module', 'main'],
    define: { 'process.env.NODE_ENV': '"production"' },
    outfile: renderer,
    logLevel: 'error',
  });
  const { markup, styles } = createRequire(import.meta.url)(renderer).render();
  rmSync(renderer);
  writeFileSync(
    path.join(outDir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Bench baseline</title><meta name="description" content="The benchmark's minimal reference page.">${styles}<script type="module" src="/app.js"></script></head><body><div id="root">${markup}</div></body></html>\n`,
  );
  return outDir;
}
