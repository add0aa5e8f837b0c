import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CreateNodeArgs, Node } from 'gatsby';
import matter from 'gray-matter';
import { formatIssues } from '../../lib/content/format-issues';
import { findMissingFiles } from '../../lib/content/find-missing-files';
import { ruleFor } from './content-rules';

interface FileNode extends Node {
  sourceInstanceName: string;
  name: string;
  extension: string;
  absolutePath: string;
  relativePath: string;
}

/**
 * Checks every content file against its rule as Gatsby reads it, so an editor's typo stops the
 * build with the file and the field named (product-rules §3).
 */
export function validateContentFile({ node, reporter }: CreateNodeArgs): void {
  if (node.internal.type !== 'File') return;
  const file = node as FileNode;
  if (file.extension !== 'json' && file.extension !== 'md') return;
  const rule = ruleFor(file.sourceInstanceName, file.name);
  if (!rule) return;

  const display = path.relative(process.cwd(), file.absolutePath);
  const raw = readFileSync(file.absolutePath, 'utf8');
  let data: unknown;
  try {
    data = file.extension === 'md' ? matter(raw).data : JSON.parse(raw);
  } catch (error) {
    reporter.panicOnBuild(`${display}: cannot be parsed (${(error as Error).message})`);
    return;
  }
  const result = rule.safeParse(data);
  const problems = result.success ? [] : formatIssues(display, result.error.issues);
  const missing = findMissingFiles(data, (relative) =>
    existsSync(path.resolve(path.dirname(file.absolutePath), relative)),
  );
  problems.push(...missing.map((m) => `${display}: field "${m.field}": file ${m.value} does not exist`));
  if (problems.length > 0) {
    reporter.panicOnBuild(`Content error${problems.length > 1 ? 's' : ''}:\n  ${problems.join('\n  ')}`);
  }
}
