// Decap's local backend over a throw-away copy of content/, for the CMS end-to-end tests
// (tests/cms): the editor writes into test-results/cms-repo/content, never into content/.
// decap-server takes its repository root from GIT_REPO_DIRECTORY and its port from PORT.
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
export const repo = path.join(root, 'test-results', 'cms-repo');

rmSync(repo, { recursive: true, force: true });
mkdirSync(repo, { recursive: true });
cpSync(path.join(root, 'content'), path.join(repo, 'content'), { recursive: true });

process.env.GIT_REPO_DIRECTORY = repo;
process.env.PORT = process.env.DECAP_SERVER_PORT ?? '8081';
process.env.BIND_HOST = '127.0.0.1';
process.env.MODE = 'fs';
process.env.LOG_LEVEL = 'warn';
require('decap-server/dist/index.js');
