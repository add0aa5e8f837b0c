'use strict';
/**
 * Local remark plugin for blog posts (product-rules §10 Post body). Plain CommonJS because gatsby-transformer-remark
 * loads sub-plugins with a bare import, so it cannot be TypeScript; types live in index.d.ts.
 *
 * It runs before gatsby-remark-images and gatsby-remark-prismjs and:
 * - gives images without alt text the generic label "Blog image" (product-rules §7);
 * - settles each code block's language to one of the site's (else `text`) before Prism writes it into HTML;
 * - turns GitHub-style alerts (`> [!NOTE]`, `[!TIP]`, `[!WARNING]`) into a labelled <aside>;
 * - wraps every fenced code block with a bar holding a visible language label and a copy button
 *   (static HTML; the post component's one delegated click handler does the copying), and a
 *   keyboard-focusable scroll area for long lines;
 * - puts tables in a keyboard-focusable scroll area so wide ones never widen the page on phones;
 * - gives every h2 and h3 a stable id (the slug of its text, numbered when repeated) and turns its
 *   text into a link to itself, so a reader can copy the section's address; the id is also stored
 *   where gatsby-transformer-remark's `headings` field reads it, so the table of contents links match.
 */

const { slugify } = require('../../../lib/slug');

const DEFAULT_ALT = 'Blog image';

/** Alert kinds editors may use, with their visible labels (BLOG-FORMAT). */
const ALERT_LABELS = { note: 'Note', tip: 'Tip', warning: 'Warning' };

/** Display names of the code languages allowed in posts (docs/editing.md "Blog posts"). */
const LANGUAGE_LABELS = {
  shell: 'Shell',
  bash: 'Bash',
  json: 'JSON',
  python: 'Python',
  sql: 'SQL',
  jsx: 'JSX',
  yaml: 'YAML',
  hcl: 'HCL',
  vim: 'Vim script',
  text: 'Text',
  js: 'JavaScript',
  css: 'CSS',
};

const ALERT_MARKER = /^\[!([A-Za-z]+)\][ \t]*(\r?\n)?/;

/** Calls `fn(node, index, parent)` for every node, parents before children. */
function walk(node, fn, parent = null, index = null) {
  fn(node, index, parent);
  if (Array.isArray(node.children)) {
    // Iterate over a copy: fn may replace the child at `index` with a wrapper.
    [...node.children].forEach((child) => walk(child, fn, node, node.children.indexOf(child)));
  }
}

/** The code language without Prism options: `bash{1,3}` → `bash`; none → `text`. */
function languageOf(lang) {
  const name = String(lang || 'text')
    .toLowerCase()
    .replace(/[{:].*$/, '');
  return name || 'text';
}

/** Visible label for a code language: `languageLabel('js')` → `JavaScript`, unknown → upper case. */
function languageLabel(lang) {
  const name = languageOf(lang);
  return LANGUAGE_LABELS[name] || name.toUpperCase();
}

/** A picture without alt text gets the generic label, on the tree (raw HTML is text, so there is no other <img>). */
function fillImageAlt(node) {
  if (node.type === 'image' && !String(node.alt || '').trim()) node.alt = DEFAULT_ALT;
}

/** Prism's line options after a language, and nothing else: `{1,3-5}`. */
const LINE_OPTIONS = /^\{[\d,\s-]*\}$/;

/**
 * The fence's language as the code block's tree carries it to Prism: a language of LANGUAGE_LABELS (plus Prism's
 * line options), anything else `text`, and no meta. gatsby-remark-prismjs writes the language into HTML attributes
 * as a string, so only names from the list may reach it. Example: `js" onmouseover="x` → `text`.
 */
function settleLanguage(node) {
  if (node.type !== 'code') return;
  const name = languageOf(node.lang);
  const options = String(node.lang || '').slice(name.length);
  const known = Object.prototype.hasOwnProperty.call(LANGUAGE_LABELS, name);
  node.lang = known ? `${name}${LINE_OPTIONS.test(options) ? options : ''}` : 'text';
  node.meta = null;
}

/** The alert kind of a blockquote (`note`, `tip`, `warning`), or null for an ordinary quote. */
function alertKind(node) {
  const first = node.children?.[0];
  const text = first?.type === 'paragraph' && first.children[0];
  if (!text || text.type !== 'text') return null;
  const match = ALERT_MARKER.exec(text.value);
  const kind = match?.[1].toLowerCase();
  return kind && ALERT_LABELS[kind] ? kind : null;
}

function convertAlert(node) {
  const kind = alertKind(node);
  if (!kind) return;
  const paragraph = node.children[0];
  const text = paragraph.children[0];
  text.value = text.value.replace(ALERT_MARKER, '');
  if (!text.value) paragraph.children.shift();
  const isEmpty = paragraph.children.every((child) => child.type === 'text' && !child.value.trim());
  if (isEmpty) node.children.shift();
  node.data = { hName: 'aside', hProperties: { className: ['callout', `callout-${kind}`] } };
  node.children.unshift({
    type: 'paragraph',
    data: { hProperties: { className: ['callout-label'] } },
    children: [{ type: 'text', value: ALERT_LABELS[kind] }],
  });
}

function element(tagName, properties, children) {
  return { type: 'element', tagName, properties, children };
}

function wrapCode(node, index, parent) {
  if (node.type !== 'code' || !parent || parent.type === 'blogCodeScroll') return;
  const language = languageOf(node.lang);
  const label = languageLabel(node.lang);
  // The language label and Copy button are no part of the text: search excerpts skip them.
  const bar = {
    type: 'blogCodeBar',
    data: {
      hName: 'div',
      hProperties: { className: ['code-block-bar'], dataPagefindIgnore: '' },
      hChildren: [
        element('span', { className: ['code-block-lang'] }, [{ type: 'text', value: label }]),
        element('button', { type: 'button', className: ['code-block-copy'], dataCopyCode: '' }, [
          element('span', { className: ['code-block-copy-text'] }, [{ type: 'text', value: 'Copy' }]),
          element('span', { className: ['visually-hidden'] }, [{ type: 'text', value: ` ${label} code` }]),
        ]),
      ],
    },
  };
  const scroll = {
    type: 'blogCodeScroll',
    data: {
      hName: 'div',
      hProperties: { className: ['code-block-scroll'], tabIndex: 0, role: 'group', ariaLabel: `${label} code` },
    },
    children: [node],
  };
  parent.children[index] = {
    type: 'blogCodeBlock',
    data: { hName: 'div', hProperties: { className: ['code-block'], dataLanguage: language } },
    children: [bar, scroll],
  };
}

function wrapTable(node, index, parent) {
  if (node.type !== 'table' || !parent) return;
  parent.children[index] = {
    type: 'blogTableScroll',
    data: {
      hName: 'div',
      hProperties: { className: ['table-scroll'], tabIndex: 0, role: 'group', ariaLabel: 'Table' },
    },
    children: [node],
  };
}

/** The plain text of a node: `## Use **tmux** now` → `Use tmux now`. */
function plainText(node) {
  if (typeof node.value === 'string' && node.type !== 'html') return node.value;
  return (node.children || []).map(plainText).join('');
}

/**
 * A heading's URL fragment: the site's slug of its text (src/lib/slug.js), `section` when nothing is left.
 * Example: `headingSlug('Step 2: Install Docker!')` → `step-2-install-docker`.
 */
function headingSlug(text) {
  return slugify(text) || 'section';
}

/** Returns a function that makes slugs unique within one document: `a`, `a-1`, `a-2`… */
function uniqueSlugger() {
  const used = new Set();
  return (text) => {
    const base = headingSlug(text);
    let slug = base;
    for (let n = 1; used.has(slug); n += 1) slug = `${base}-${n}`;
    used.add(slug);
    return slug;
  };
}

function hasLink(node) {
  return node.type === 'link' || (node.children || []).some(hasLink);
}

function anchorHeading(node, slugFor) {
  if (node.type !== 'heading' || (node.depth !== 2 && node.depth !== 3)) return;
  const id = slugFor(plainText(node));
  node.data = { ...node.data, id, hProperties: { ...node.data?.hProperties, id } };
  const anchor = { type: 'link', url: `#${id}`, title: null, data: { hProperties: { className: ['heading-anchor'] } } };
  if (hasLink(node)) {
    // A link cannot hold another link: add a separate, labelled anchor after the text instead.
    anchor.data.hProperties.ariaLabel = `Link to the section ${plainText(node)}`;
    // The "#" lives in hChildren so the heading's text (and the table of contents) stays without it.
    anchor.data.hChildren = [{ type: 'text', value: '#' }];
    node.children.push({ type: 'text', value: ' ' }, { ...anchor, children: [] });
  } else {
    node.children = [{ ...anchor, children: node.children }];
  }
}

function blogBlocks({ markdownAST }) {
  const slugFor = uniqueSlugger();
  walk(markdownAST, (node, index, parent) => {
    anchorHeading(node, slugFor);
    fillImageAlt(node);
    settleLanguage(node);
    if (node.type === 'blockquote') convertAlert(node);
    wrapCode(node, index, parent);
    wrapTable(node, index, parent);
  });
  return markdownAST;
}

module.exports = blogBlocks;
module.exports.languageLabel = languageLabel;
module.exports.headingSlug = headingSlug;
module.exports.plainText = plainText;
