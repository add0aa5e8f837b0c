// Decap's local backend over a throw-away copy of content/, for the CMS end-to-end tests
// (tests/cms): the editor writes into test-results/cms-repo/content, never into content/.
// decap-server takes its repository root from GIT_REPO_DIRECTORY and its port from PORT.
import { createRequire } from 'node:module';
import path from 'node:path';
import { copyContent } from './content-copy.mjs';

const require = createRequire(import.meta.url);
const repo = copyContent(path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..'));

process.env.GIT_REPO_DIRECTORY = repo;
process.env.PORT = process.env.DECAP_SERVER_PORT ?? '8081';
process.env.BIND_HOST = '127.0.0.1';
process.env.MODE = 'fs';
process.env.LOG_LEVEL = 'warn';
require('decap-server/dist/index.js');
