/**
 * `@publishedLink(type: "BlogPost", by: "postId", from: "relatedIds")`: like Gatsby's `@link`, but an id whose
 * node is not in this build (a draft, a scheduled post, a closed job, a deleted post) is left out instead of
 * failing the query; the build reports dangling related posts (cross-file-checks.ts). Order follows `from`.
 */
export interface PublishedLinkOptions {
  type: string;
  by: string;
  /** A field of the source, or `list.field` for a field of each entry of a list (JobsJson `jobs.jobId`). */
  from: string;
}

interface NodeModel {
  findAll: (args: { type: string; query: object }) => Promise<{ entries: Iterable<Record<string, unknown>> }>;
}

/** The linked values of `from`: `readPath({ jobs: [{ jobId: 'J1' }] }, 'jobs.jobId')` → `['J1']`. */
export function readPath(source: Record<string, unknown>, from: string): unknown[] {
  const [head = '', ...rest] = from.split('.');
  const value = source[head];
  const list = Array.isArray(value) ? value : value == null ? [] : [value];
  if (rest.length === 0) return list;
  return list.flatMap((item) => readPath(item as Record<string, unknown>, rest.join('.')));
}

export function resolvePublishedLink(options: PublishedLinkOptions) {
  return async (source: Record<string, unknown>, _args: unknown, context: { nodeModel: NodeModel }) => {
    const values = readPath(source, options.from);
    if (values.length === 0) return [];
    const { entries } = await context.nodeModel.findAll({
      type: options.type,
      query: { filter: { [options.by]: { in: values } } },
    });
    // Two posts may share a number until an editor renumbers one (validate-posts.ts `postNotices`): the older
    // one (date, then slug) keeps it, as the build reports.
    const found = [...entries].sort((a, b) => `${a.date}\u0000${a.slug}`.localeCompare(`${b.date}\u0000${b.slug}`));
    return values.flatMap((value) => found.filter((node) => node[options.by] === value).slice(0, 1));
  };
}
