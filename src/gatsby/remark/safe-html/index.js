'use strict';
/**
 * Local remark plugin, first in gatsby-transformer-remark's list so it sees only what the editor wrote (the
 * later plugins add HTML of their own): raw HTML becomes its text and refused link and picture targets harmless
 * text (src/lib/content/safe-markdown). The whole article is then sanitised once more after every step
 * (src/gatsby/node/sanitised-html.ts), before it reaches a page, a feed or the search index.
 */
const { neutraliseUnsafeMarkdown } = require('../../../lib/content/safe-markdown');

module.exports = ({ markdownAST }) => neutraliseUnsafeMarkdown(markdownAST);
