import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CreateNodeArgs, Node } from 'gatsby';
import type { ZodTypeAny } from 'zod';
import matter from 'gray-matter';
import { formatIssues, formatPath } from '../../lib/content/format-issues';
import { contactPageSchema } from '../../lib/content/contact-schema';
import { authorsSchema, blogCopySchema, blogPostSchema } from '../../lib/content/blog-schema';
import { aboutSchema } from '../../lib/content/about-schema';
import { careersSchema } from '../../lib/content/careers-schema';
import { gallerySchema } from '../../lib/content/gallery-schema';
import { homeSchema, testimonialsSchema } from '../../lib/content/home-schema';
import { expertiseSchema, serviceSchema } from '../../lib/content/pages-schema';
import { legalFrontmatterSchema } from '../../lib/content/legal-schema';
import { navigationSchema, pagesCopySchema, siteSchema } from '../../lib/content/site-schema';

export interface FileNode extends Node {
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
  const { sourceInstanceName: folder, name } = file;
  const rule = contentRules[`${folder}/${name}`] ?? contentRules[`${folder}/*`];
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
  // A page file's slug is its URL segment, so it must equal the file name.
  const slug = result.success ? (result.data as { slug?: unknown }).slug : undefined;
  if (typeof slug === 'string' && slug !== file.name) {
    problems.push(
      `${display}: field "slug": must be "${file.name}" (the file name, which is the page URL), not "${slug}"`,
    );
  }
  for (const { field, value } of findFileReferences(data)) {
    if (!existsSync(path.resolve(path.dirname(file.absolutePath), value)))
      problems.push(`${display}: field "${field}": file ${value} does not exist`);
  }
  if (problems.length > 0) {
    reporter.panicOnBuild(`Content error${problems.length > 1 ? 's' : ''}:\n  ${problems.join('\n  ')}`);
  }
}

/**
 * Which schema checks which content file, keyed by `<source folder>/<file name without extension>`;
 * `*` matches any file in the folder. Markdown files are checked on their front matter.
 * Adding a content type = adding a line here.
 */
const contentRules: Record<string, ZodTypeAny> = {
  'site/site': siteSchema,
  'site/navigation': navigationSchema,
  'site/pages': pagesCopySchema,
  'site/contact': contactPageSchema,
  'services/*': serviceSchema,
  'expertise/*': expertiseSchema,
  'legal/*': legalFrontmatterSchema,
  'site/blog': blogCopySchema,
  'authors/authors': authorsSchema,
  'blog/index': blogPostSchema,
  'site/home': homeSchema,
  'site/testimonials': testimonialsSchema,
  'site/about': aboutSchema,
  'site/gallery': gallerySchema,
  'careers/jobs': careersSchema,
};

/** Every relative file reference (`./x.png`, `../y.jpg`) in a content object, with its field. */
function findFileReferences(
  value: unknown,
  trail: Array<string | number> = [],
): Array<{ field: string; value: string }> {
  if (typeof value === 'string') {
    return /^\.\.?\/[^\s]+\.[a-z0-9]+$/i.test(value) ? [{ field: formatPath(trail), value }] : [];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => findFileReferences(item, [...trail, index]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => findFileReferences(item, [...trail, key]));
  }
  return [];
}
