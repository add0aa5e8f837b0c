import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { builtPages, pageType } from './built-pages.mjs';

/**
 * First-load JavaScript of every built page: the inline scripts in its HTML plus every file of the
 * `app` chunk group and of the page's component chunk group (webpack.stats.json), raw and gzip.
 */
export function measureFirstLoadJs(root = 'public', artifacts = '.build-artifacts') {
  // The build moves webpack's stats out of public/ (src/gatsby/node/build-artifacts.ts).
  const statsFile = [path.join(artifacts, 'webpack.stats.json'), path.join(root, 'webpack.stats.json')].find(
    existsSync,
  );
  const stats = JSON.parse(readFileSync(statsFile ?? path.join(artifacts, 'webpack.stats.json'), 'utf8'));
  // A chunk group the stats do not name (renamed by webpack or Gatsby) is an error, never 0 bytes.
  const groupFiles = (name) => {
    const group = stats.namedChunkGroups?.[name];
    if (!group)
      throw new Error(`webpack.stats.json has no chunk group "${name}": the measure would count it as 0 bytes`);
    const files = group.assets.map((asset) => asset.name).filter((f) => f.endsWith('.js'));
    if (files.length === 0) throw new Error(`chunk group "${name}" has no JavaScript file in webpack.stats.json`);
    return files;
  };
  const sizeCache = new Map();
  const sizeOf = (file) => {
    if (!sizeCache.has(file)) {
      const buffer = readFileSync(path.join(root, file));
      sizeCache.set(file, {
        raw: buffer.length,
        gzip: gzipSync(buffer, { level: 9 }).length,
        text: buffer.toString('utf8'),
      });
    }
    return sizeCache.get(file);
  };
  return builtPages(root).map((page) => {
    const html = readFileSync(page.file, 'utf8');
    // JSON data blocks (JSON-LD, the page data before the build's own scripts) are data, not JavaScript.
    const inline = [
      ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/(?:ld\+)?json)[^>]*>([\s\S]*?)<\/script>/g),
    ]
      .map((m) => m[1])
      .join('');
    const dataFile = path.join(
      root,
      'page-data',
      page.route === '/' ? 'index' : page.route.replace(/^\/|\/$/g, '').replace(/\.html$/, ''),
      'page-data.json',
    );
    const component = existsSync(dataFile) ? JSON.parse(readFileSync(dataFile, 'utf8')).componentChunkName : null;
    const files = [...new Set([...groupFiles('app'), ...(component ? groupFiles(component) : [])])];
    const measured = files.map((file) => ({ file, ...sizeOf(file) }));
    const inlineBuffer = Buffer.from(inline);
    // The page's start scripts are in the JSON element before its start script in <head> (inline-scripts.ts).
    const loader = html.match(/<script type="application\/json" id="page-boot">([^<]*)<\/script>/);
    const startScripts = (loader ? (JSON.parse(loader[1]).scripts ?? []) : []).map((src) => src.replace(/^\//, ''));
    return {
      route: page.route,
      type: pageType(page.route),
      files: measured.map((m) => m.file),
      raw: measured.reduce((sum, m) => sum + m.raw, 0) + inlineBuffer.length,
      gzip: measured.reduce((sum, m) => sum + m.gzip, 0) + gzipSync(inlineBuffer, { level: 9 }).length,
      text: measured.map((m) => m.text).join('\n'),
      // Scripts the HTML starts before the first paint (the build's scripts-after-paint step removes them).
      asyncScripts: [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*\basync\b/g)].map((m) => m[1]),
      // Scripts the page's loader starts after the first paint, and those of them without V8's compile hint.
      startScripts,
      unhintedStartScripts: startScripts.filter(
        (file) => !sizeOf(file).text.startsWith('//# allFunctionsCalledOnLoad\n'),
      ),
    };
  });
}
