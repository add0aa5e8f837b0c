#!/usr/bin/env node
// Which check a pull request needs (docs/editing.md "How a change is checked"):
//   node scripts/ci/select-lane.mjs --base <sha> [--head <sha>]   (runs git diff --name-status base...head)
//   git diff --name-status A...B | node scripts/ci/select-lane.mjs  (reads the list from stdin)
// Prints `lane=content|full` and `routes=/a/,/b/` (append to $GITHUB_OUTPUT); the rule: src/lib/publishing/lane.ts.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { importTs, root } from './load-ts.mjs';

const { values } = parseArgs({ options: { base: { type: 'string' }, head: { type: 'string', default: 'HEAD' } } });
const diff = values.base
  ? execFileSync('git', ['diff', '--name-status', '--no-renames', `${values.base}...${values.head}`], {
      cwd: root,
      encoding: 'utf8',
    })
  : readFileSync(0, 'utf8');

const { parseNameStatus, selectLane, formatLaneOutput } = await importTs('src/lib/publishing/lane.ts');
process.stdout.write(formatLaneOutput(selectLane(parseNameStatus(diff))));
