'use strict';
/**
 * Local remark plugin, first in gatsby-transformer-remark's list so it sees only what the editor wrote (the
 * later plugins add trusted HTML of their own). Whatever src/lib/content/safe-markdown refuses becomes harmless
 * text before it can reach a page, a feed or the search index. The content check refuses such a file anyway;
 * this step is the second lock, for a build that lets it through (the hostile-content proof).
 */
const { neutraliseUnsafeMarkdown } = require('../../../lib/content/safe-markdown');

module.exports = ({ markdownAST }) => neutraliseUnsafeMarkdown(markdownAST);
