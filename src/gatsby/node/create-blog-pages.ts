import { existsSync } from 'node:fs';
import path from 'node:path';
import type { CreatePagesArgs, Node } from 'gatsby';
import { allNeighbours, paginate, sortLatest } from '../../lib/blog/ordering';
import type { BlogPostFields } from '../../lib/blog/post-node';
import { tagsWithPages } from '../../lib/blog/tags';
import { formatContentIssue, validatePosts, type PostRecord } from '../../lib/blog/validate-posts';
import { authorPath, blogListPath, blogPostPath, blogTagPath } from '../../lib/routes';
import type { AuthorPageContext, BlogListContext, BlogPostContext, BlogTagContext } from './page-context';
import { templates } from './templates';

type BlogPostNode = Node & BlogPostFields;
type AuthorNode = Node & { jsonId: string };
type MarkdownNode = Node & { rawMarkdownBody?: string; frontmatter?: { poster?: string } };

/**
 * Checks the cross-file rules of all posts, then creates /blog/<slug>/, the paginated /blog/ list
 * list, /blog/tags/<tag>/ for tags used by 2+ posts, and /blog/authors/<key>/ (paginated) for every
 * author with posts. A broken post stops the build naming its file and field.
 */
export async function createBlogPages({ actions, reporter, getNodesByType, getNode }: CreatePagesArgs): Promise<void> {
  const posts = getNodesByType('BlogPost') as BlogPostNode[];
  const authors = getNodesByType('Author') as AuthorNode[];
  const records = posts.map((post) => toRecord(post, getNode(post.parent ?? '') as MarkdownNode | undefined));
  const issues = validatePosts(records, {
    authorKeys: authors.map((author) => author.jsonId),
    fileExists: (file, relative) => existsSync(path.resolve(path.dirname(file), relative)),
  });
  if (issues.length > 0) {
    reporter.panicOnBuild(
      `Blog content error${issues.length > 1 ? 's' : ''}:\n  ${issues.map(formatContentIssue).join('\n  ')}`,
    );
    return;
  }

  const pagedTags = tagsWithPages(sortLatest(posts).map((post) => post.tags));
  const pagedSlugs = new Set(pagedTags.map((tag) => tag.slug));
  const neighbourOf = allNeighbours(posts);
  for (const post of posts) {
    const { previous = null, next = null } = neighbourOf.get(post.postId) ?? {};
    actions.createPage<BlogPostContext>({
      path: blogPostPath(post.slug),
      component: templates.blogPost,
      context: {
        id: post.id,
        previousId: previous?.id ?? '',
        nextId: next?.id ?? '',
        pagedTags: post.tags.filter((tag) => pagedSlugs.has(tag.slug)).map((tag) => tag.slug),
      },
    });
  }
  for (const { page, pageCount, skip, limit } of paginate(posts.length)) {
    actions.createPage<BlogListContext>({
      path: blogListPath(page),
      component: templates.blogList,
      context: { page, pageCount, skip, limit },
    });
  }
  for (const tag of pagedTags) {
    actions.createPage<BlogTagContext>({
      path: blogTagPath(tag.slug),
      component: templates.blogTag,
      context: { tag: tag.slug },
    });
  }
  for (const author of authors) {
    const count = posts.filter((post) => post.authorKey === author.jsonId).length;
    if (count === 0) continue;
    for (const { page, pageCount, skip, limit } of paginate(count)) {
      actions.createPage<AuthorPageContext>({
        path: authorPath(author.jsonId, page),
        component: templates.author,
        context: { author: author.jsonId, page, pageCount, skip, limit },
      });
    }
  }
  reporter.info(
    `Blog: ${posts.length} posts, ${paginate(posts.length).length} list pages, ${pagedTags.length} tag pages`,
  );
}

function toRecord(post: BlogPostNode, markdown: MarkdownNode | undefined): PostRecord {
  return {
    file: post.file,
    folder: path.basename(path.dirname(post.file)),
    id: post.postId,
    slug: post.slug,
    author: post.authorKey,
    date: post.dateText,
    related: post.relatedIds,
    poster: markdown?.frontmatter?.poster ?? null,
    body: markdown?.rawMarkdownBody ?? '',
  };
}
