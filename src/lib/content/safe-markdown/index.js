'use strict';
/**
 * What an editor's Markdown may become on a page (product-rules §3 Content is data). Plain CommonJS because
 * gatsby-transformer-remark imports its sub-plugins directly (src/gatsby/remark/safe-html applies this rule); the
 * build's content check, the rendered-HTML lock in the schema, the CMS editor and its preview import it too.
 *
 * Two rules, one for every Markdown field (posts, legal pages, any later type):
 * 1. In the source: raw HTML is always text. An editor's `<b>` or `<script>` is shown as written, like code; no
 *    content used raw HTML when this rule came in, and Markdown says everything posts need. Link targets are
 *    http(s), mailto, relative or #anchors, pictures http(s) or relative; anything else is refused by name.
 * 2. In the result: the article's complete HTML, after every remark step (ours, gatsby-remark-images', Prism's), is
 *    parsed as a browser parses the page around it and sanitised as a whole with hast-util-sanitize and RENDERED,
 *    the allowlist of what those steps write. If sanitising changes anything, or the HTML reaches outside its
 *    container (`<body>`/`<html>` attributes, `<head>` content, an end tag that closes the article), it is refused;
 *    the page carries the sanitised tree's own serialisation, so what the browser parses is what was checked.
 */
const raw = require('hast-util-raw');
const sanitize = require('hast-util-sanitize');
const toHtml = require('hast-util-to-html');
const github = require('hast-util-sanitize/lib/github.json');

const LINK_PROTOCOLS = ['http', 'https', 'mailto'];
const PICTURE_PROTOCOLS = ['http', 'https'];

const without = (list, names) => list.filter((entry) => !names.includes(Array.isArray(entry) ? entry[0] : entry));

/**
 * hast-util-sanitize's schema for a rendered article: GitHub's, without form controls, with what the build's own
 * steps write (code bars and copy buttons, notes, scrollable tables, heading anchors, Prism's tokens, responsive
 * pictures). `id`s keep their names (heading anchors; editors cannot write attributes, their HTML is text).
 */
const RENDERED = {
  ...github,
  strip: ['script', 'style', 'template', 'noscript', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes'],
  clobber: [],
  tagNames: [...github.tagNames.filter((name) => name !== 'input'), 'aside', 'button', 'picture', 'source'],
  attributes: {
    ...Object.fromEntries(Object.entries(github.attributes).filter(([name]) => name !== 'input')),
    '*': [
      ...without(github.attributes['*'], ['action', 'method', 'encType', 'acceptCharset', 'accept', 'name']),
      'className',
      'role',
    ],
    a: ['href'],
    div: ['dataLanguage', 'dataPagefindIgnore'],
    button: ['dataCopyCode'],
    code: ['dataMeta'],
    // gatsby-remark-images: sizes and layout from the build's options, never from the editor.
    span: ['style'],
    img: ['src', 'srcSet', 'sizes', 'loading', 'decoding', 'style'],
    source: ['srcSet', 'sizes', 'type', 'media'],
  },
  required: {},
  protocols: { ...github.protocols, href: LINK_PROTOCOLS, src: PICTURE_PROTOCOLS, longDesc: PICTURE_PROTOCOLS },
  allowComments: false,
  allowDoctypes: false,
};

/** The scheme a browser would see: `' JaVa\tscript:x'` → `javascript`; null for relative URLs and anchors. */
function schemeOf(url) {
  // Browsers drop ASCII whitespace and control characters inside a URL's scheme.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point here
  const cleaned = String(url).replace(/[\u0000-\u0020\u007f]/g, '');
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned);
  return match ? match[1].toLowerCase() : null;
}

/** Whether a Markdown link (`picture` false) or picture target is allowed. */
function isSafeUrl(url, picture = false) {
  const scheme = schemeOf(url);
  return scheme === null || (picture ? PICTURE_PROTOCOLS : LINK_PROTOCOLS).includes(scheme);
}

/** `onClick` → `onclick`, `className` → `class`, for messages in the editor's own words. */
const attributeName = (property) => {
  if (property === 'className') return 'class';
  if (/^on[A-Z]/.test(property)) return property.toLowerCase();
  return property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
};

/** Calls `fn(node, index, parent)` for every node, parents before children, children in reverse (fn may splice). */
function walk(node, fn, parent = null, index = null) {
  fn(node, index, parent);
  const children = node.children;
  if (Array.isArray(children)) for (let i = children.length - 1; i >= 0; i -= 1) walk(children[i], fn, node, i);
}

/**
 * Every problem in a parsed Markdown tree's link and picture targets: `{ node, parent, index, problem }`, later
 * siblings before earlier ones, so the parent's children can be spliced in that order.
 */
function problemsIn(tree) {
  const found = [];
  walk(tree, (node, index, parent) => {
    const add = (problem) => found.push({ node, parent, index, problem });
    if ((node.type === 'link' || node.type === 'definition') && !isSafeUrl(node.url)) {
      add(
        `the link address ${JSON.stringify(node.url)} is not allowed (only http, https, mailto, relative or #anchor)`,
      );
    } else if (node.type === 'image' && !isSafeUrl(node.url, true)) {
      add(`the picture address ${JSON.stringify(node.url)} is not allowed (only http, https or relative)`);
    }
  });
  return found;
}

/**
 * The link and picture targets the rule refuses in a parsed Markdown tree, by line, first line first.
 * Example: `findUnsafeLinks(tree)` for `Hi\n\n[x](javascript:y)` → `[{ line: 3, problem: 'the link address …' }]`.
 */
function findUnsafeLinks(tree) {
  const seen = new Set();
  const start = (node) => (node.position ? node.position.start : { line: 1, column: 1 });
  return problemsIn(tree)
    .sort((a, b) => start(a.node).line - start(b.node).line || start(a.node).column - start(b.node).column)
    .map(({ node, problem }) => ({ line: start(node).line, problem }))
    .filter(({ line, problem }) => !seen.has(`${line} ${problem}`) && seen.add(`${line} ${problem}`));
}

/**
 * The remark step, first in the chain: raw HTML becomes its own text, a link with a refused address keeps only its
 * words, a picture only its alt text, a refused definition goes (its references then read as plain text).
 * Returns the tree.
 */
function neutraliseUnsafeMarkdown(tree) {
  walk(tree, (node) => {
    if (node.type === 'html') node.type = 'text';
  });
  for (const { node, parent, index } of problemsIn(tree)) {
    if (node.type === 'image') {
      node.type = 'text';
      node.value = node.alt || '';
      delete node.url;
    } else if (parent) {
      // A link's words stay in its place; a definition goes.
      parent.children.splice(index, 1, ...(node.type === 'link' ? node.children : []));
    }
  }
  return tree;
}

/** What the allowlist objects to in a parsed tree, in words; null when nothing. */
function describeProblem(node) {
  if (node.type === 'comment') return 'an HTML comment is not allowed';
  if (node.type === 'element') {
    const tag = node.tagName;
    if (!RENDERED.tagNames.includes(tag)) return `the <${tag}> element is not allowed`;
    const allowed = [...(RENDERED.attributes[tag] || []), ...RENDERED.attributes['*']].map((entry) =>
      Array.isArray(entry) ? entry[0] : entry,
    );
    for (const [property, value] of Object.entries(node.properties || {})) {
      const name = attributeName(property);
      if (!allowed.includes(property)) return `the attribute "${name}" on <${tag}> is not allowed`;
      const protocols = RENDERED.protocols[property];
      if (protocols && typeof value === 'string' && !isSafeUrl(value, property !== 'href'))
        return `the address ${JSON.stringify(value)} on <${tag}> is not allowed (only ${protocols.join(', ')}, relative or #anchor)`;
    }
  }
  for (const child of node.children || []) {
    const problem = describeProblem(child);
    if (problem) return problem;
  }
  return null;
}

const OPEN = '<div data-article-root="">';

/**
 * An article's HTML as a browser parses it in its page, then sanitised as a whole. Returns `{ html, problem }`:
 * `html` is the sanitised tree's serialisation (what the page carries), `problem` null when sanitising changed
 * nothing and nothing reached outside the article, else the first problem in words.
 * Example: `sanitiseArticle('<p a="x>')` → `{ html: '', problem: 'the attribute "a" …' }`-like refusals.
 */
function sanitiseArticle(html) {
  const page = raw({
    type: 'root',
    children: [
      { type: 'doctype', name: 'html' },
      { type: 'raw', value: `<html><head></head><body>${OPEN}${html}</div></body></html>` },
    ],
  });
  const root = page.children.find((node) => node.type === 'element' && node.tagName === 'html');
  const [head, body] = root.children.filter((node) => node.type === 'element');
  const article = body.children.find((node) => node.type === 'element' && node.properties.dataArticleRoot === '');
  let problem = null;
  for (const element of [root, head, body]) {
    if (Object.keys(element.properties || {}).length > 0)
      problem = problem || `the <${element.tagName}> element is not allowed (its attributes would apply to the page)`;
  }
  if (head.children.length > 0) problem = problem || 'the <head> element is not allowed';
  if (!article || body.children.some((node) => node !== article && !(node.type === 'text' && !node.value.trim())))
    problem = problem || 'an end tag closes the article early (its content would land outside it)';
  const tree = { type: 'root', children: article ? article.children : [] };
  const before = toHtml(tree);
  const clean = sanitize(tree, RENDERED);
  const after = toHtml(clean);
  if (before !== after) problem = problem || describeProblem(tree) || 'this HTML is not allowed';
  return { html: after, problem };
}

module.exports = {
  RENDERED,
  findUnsafeLinks,
  neutraliseUnsafeMarkdown,
  sanitiseArticle,
  isSafeUrl,
};
