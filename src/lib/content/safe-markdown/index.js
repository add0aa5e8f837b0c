'use strict';
/**
 * What HTML and link targets an editor may put in a post or legal page (product-rules §3 Content is data).
 * Plain CommonJS because gatsby-transformer-remark imports its sub-plugins directly (src/gatsby/remark/safe-html)
 * and that plugin applies this rule; the build's content check, the CMS editor and its preview import it too.
 *
 * The allowlist is hast-util-sanitize's GitHub schema, narrowed: no form controls, links only to http(s),
 * mailto, relative paths and anchors, pictures only from http(s) or relative paths. An editor's HTML is
 * allowed when sanitising it changes nothing; anything else is refused by the build and, if it reaches the
 * pipeline anyway, shown as text.
 */
const unified = require('unified');
const remarkParse = require('remark-parse');
const remarkGfm = require('remark-gfm');
const raw = require('hast-util-raw');
const sanitize = require('hast-util-sanitize');
const toHtml = require('hast-util-to-html');
const github = require('hast-util-sanitize/lib/github.json');

const LINK_PROTOCOLS = ['http', 'https', 'mailto'];
const PICTURE_PROTOCOLS = ['http', 'https'];

/** hast-util-sanitize's schema: GitHub's, without `<input>`, with narrower link and picture protocols. */
const SCHEMA = {
  ...github,
  tagNames: github.tagNames.filter((name) => name !== 'input'),
  attributes: Object.fromEntries(Object.entries(github.attributes).filter(([name]) => name !== 'input')),
  required: {},
  protocols: { ...github.protocols, href: LINK_PROTOCOLS, src: PICTURE_PROTOCOLS, longDesc: PICTURE_PROTOCOLS },
  allowComments: true,
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
const attributeName = (property) => (property === 'className' ? 'class' : property.toLowerCase());

/** What the allowlist objects to in a parsed HTML fragment, in words; null when nothing. */
function describeProblem(node) {
  if (node.type === 'element') {
    const tag = node.tagName;
    if (!SCHEMA.tagNames.includes(tag)) return `the <${tag}> element is not allowed`;
    const allowed = [...(SCHEMA.attributes[tag] || []), ...SCHEMA.attributes['*']].map((entry) =>
      Array.isArray(entry) ? entry[0] : entry,
    );
    for (const [property, value] of Object.entries(node.properties || {})) {
      const name = attributeName(property);
      if (!allowed.includes(property)) return `the attribute "${name}" on <${tag}> is not allowed`;
      if (SCHEMA.clobber.includes(property))
        return `the attribute "${name}" on <${tag}> is not allowed (headings get their ids from their text)`;
      const protocols = SCHEMA.protocols[property];
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

/** Why an editor's raw HTML is refused, or null when the allowlist keeps it exactly. */
function checkHtml(html) {
  // A lone end tag parses to nothing, yet `</script>` left in place would read oddly once its start tag is text.
  const endTag = /^<\/([a-z][a-z0-9-]*)\s*>$/i.exec(html.trim());
  if (endTag && !SCHEMA.tagNames.includes(endTag[1].toLowerCase()))
    return `the <${endTag[1].toLowerCase()}> element is not allowed`;
  const tree = raw({ type: 'root', children: [{ type: 'raw', value: html }] });
  const before = toHtml(tree);
  const after = toHtml(sanitize(tree, SCHEMA));
  if (before === after) return null;
  return describeProblem(tree) || 'this HTML is not allowed';
}

/** Calls `fn(node, index, parent)` for every node, parents before children, children in reverse (fn may splice). */
function walk(node, fn, parent = null, index = null) {
  fn(node, index, parent);
  const children = node.children;
  if (Array.isArray(children)) for (let i = children.length - 1; i >= 0; i -= 1) walk(children[i], fn, node, i);
}

/**
 * Every problem in a parsed Markdown tree: `{ node, parent, index, problem }`, later siblings before earlier
 * ones, so the parent's children can be spliced in that order.
 */
function problemsIn(tree) {
  const found = [];
  walk(tree, (node, index, parent) => {
    const add = (problem) => found.push({ node, parent, index, problem });
    if (node.type === 'html') {
      const problem = checkHtml(node.value);
      if (problem) add(problem);
    } else if ((node.type === 'link' || node.type === 'definition') && !isSafeUrl(node.url)) {
      add(
        `the link address ${JSON.stringify(node.url)} is not allowed (only http, https, mailto, relative or #anchor)`,
      );
    } else if (node.type === 'image' && !isSafeUrl(node.url, true)) {
      add(`the picture address ${JSON.stringify(node.url)} is not allowed (only http, https or relative)`);
    }
  });
  return found;
}

const parse = (markdown) => {
  const processor = unified().use(remarkParse).use(remarkGfm);
  return processor.runSync(processor.parse(markdown));
};

/**
 * The disallowed HTML and link targets in a Markdown body, by line, first line first.
 * Example: `findUnsafeMarkdown('Hi\n\n<script>x()</script>')` → `[{ line: 3, problem: 'the <script> element is not allowed' }]`.
 */
function findUnsafeMarkdown(markdown) {
  const seen = new Set();
  return problemsIn(parse(markdown))
    .map(({ node, problem }) => ({ line: node.position ? node.position.start.line : 1, problem }))
    .sort((a, b) => a.line - b.line)
    .filter(({ line, problem }) => !seen.has(`${line} ${problem}`) && seen.add(`${line} ${problem}`));
}

/**
 * The remark step: whatever the rule refuses becomes harmless in place. Refused HTML is shown as its own text, a
 * link with a refused address keeps only its words, a picture only its alt text, a refused definition goes (its
 * references then read as plain text). Returns the tree.
 */
function neutraliseUnsafeMarkdown(tree) {
  for (const { node, parent, index } of problemsIn(tree)) {
    if (node.type === 'html') {
      node.type = 'text';
    } else if (node.type === 'image') {
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

module.exports = { SCHEMA, findUnsafeMarkdown, neutraliseUnsafeMarkdown, isSafeUrl };
