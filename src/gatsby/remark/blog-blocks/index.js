'use strict';
/**
 * Local remark plugin for blog posts (issue 5 item 2). Plain CommonJS because gatsby-transformer-remark
 * loads sub-plugins with a bare import, so it cannot be TypeScript; types live in index.d.ts.
 *
 * It runs before gatsby-remark-images and gatsby-remark-prismjs and:
 * - gives images without alt text the generic label "Blog image" (SPEC §7);
 * - turns GitHub-style alerts (`> [!NOTE]`, `[!TIP]`, `[!WARNING]`) into a labelled <aside>;
 * - wraps every fenced code block with a bar holding a visible language label and a copy button
 *   (static HTML; the post component's one delegated click handler does the copying), and a
 *   keyboard-focusable scroll area for long lines;
 * - puts tables in a keyboard-focusable scroll area so wide ones never widen the page on phones.
 */

const DEFAULT_ALT = 'Blog image';

/** Alert kinds editors may use, with their visible labels (BLOG-FORMAT). */
const ALERT_LABELS = { note: 'Note', tip: 'Tip', warning: 'Warning' };

/** Display names of the code languages allowed in posts (SPEC §3 Blog entry). */
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

function fillImageAlt(node) {
  if (node.type === 'image' && !String(node.alt || '').trim()) node.alt = DEFAULT_ALT;
  if (node.type === 'html' && /<img\b/i.test(node.value)) {
    node.value = node.value.replace(/<img\b(?![^>]*\balt=)/gi, `<img alt="${DEFAULT_ALT}"`);
  }
}

/** The alert kind of a blockquote (`note`, `tip`, `warning`), or null for an ordinary quote. */
function alertKind(node) {
  const first = node.children && node.children[0];
  const text = first && first.type === 'paragraph' && first.children[0];
  if (!text || text.type !== 'text') return null;
  const match = ALERT_MARKER.exec(text.value);
  const kind = match && match[1].toLowerCase();
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
  const bar = {
    type: 'blogCodeBar',
    data: {
      hName: 'div',
      hProperties: { className: ['code-block-bar'] },
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

function blogBlocks({ markdownAST }) {
  walk(markdownAST, (node, index, parent) => {
    fillImageAlt(node);
    if (node.type === 'blockquote') convertAlert(node);
    wrapCode(node, index, parent);
    wrapTable(node, index, parent);
  });
  return markdownAST;
}

module.exports = blogBlocks;
module.exports.languageLabel = languageLabel;
module.exports.DEFAULT_ALT = DEFAULT_ALT;
