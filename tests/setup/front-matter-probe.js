'use strict';
/**
 * Jest's global setup and teardown around the `---js` probe (tests/fixtures/blog/broken/blog/js-front-matter-probe):
 * that file's front matter, if any test ever ran it as code (gray-matter does), writes the marker below. The
 * marker is cleared before the run and the run fails if it exists afterwards, so no test reads front matter but
 * through src/lib/content/front-matter.ts (the lint rule bans importing gray-matter elsewhere).
 */
const { existsSync, rmSync } = require('node:fs');
const path = require('node:path');

const MARKER = path.join(__dirname, '../../test-results/front-matter-probe-ran');

module.exports = {
  MARKER,
  setup: async () => rmSync(MARKER, { force: true }),
  teardown: async () => {
    if (existsSync(MARKER)) throw new Error(`A test ran the ---js front-matter probe as code (${MARKER} exists).`);
  },
};
