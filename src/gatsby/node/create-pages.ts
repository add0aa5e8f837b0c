import { existsSync } from 'node:fs';
import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import { allNeighbours, paginate, sortLatest } from '../../lib/blog/ordering';
import { tagsWithPages } from '../../lib/blog/tags';
import { findContentProblems } from '../../lib/content/cross-file-checks';
import {
  authorPath,
  blogListPath,
  blogPostPath,
  blogTagPath,
  expertisePath,
  jobPath,
  legalPath,
  servicePath,
} from '../../lib/routes';
import type {
  AuthorPageContext,
  BlogListContext,
  BlogPostContext,
  BlogTagContext,
  JobPageContext,
  SlugContext,
} from './page-context';

const template = (name: string) => path.resolve(`src/templates/${name}.tsx`);

/**
 * Every generated page, with keys only in context (conventions §3). The cross-file content rules run
 * first; a broken file stops the build once, naming every file and field, before any page is made.
 * Tag pages exist for tags used by 2+ posts; author pages for authors with posts.
 */
export async function createPages({ graphql, actions, reporter }: CreatePagesArgs): Promise<void> {
  // One line per data source; typegen reads this query too (gatsby-config documentSearchPaths).
  const { data, errors } = await graphql<Queries.CreatePagesQuery>(`
    query CreatePages {
      allBlogPost {
        nodes {
          id
          postId
          slug
          file
          authorKey
          date
          relatedIds
          tags {
            name
            slug
          }
          rawMarkdownBody
        }
      }
      allAuthor {
        nodes {
          jsonId
        }
      }
      allService(sort: { order: ASC }) {
        nodes {
          slug
          order
        }
      }
      allExpertise(sort: { order: ASC }) {
        nodes {
          slug
          order
        }
      }
      allLegalPage {
        nodes {
          slug
        }
      }
      jobsJson {
        jobs {
          jobId
          locations
        }
      }
      siteJson {
        headOffice {
          city
          region
          country
        }
        offices {
          city
          region
          country
        }
      }
      homeJson {
        services {
          service
        }
      }
      aboutJson {
        emerging {
          expertise
        }
      }
    }
  `);
  if (errors || !data) {
    reporter.panicOnBuild('The CreatePages query failed: the content could not be read', errors);
    return;
  }
  const problems = findContentProblems(data, (file, relative) =>
    existsSync(path.resolve(path.dirname(file), relative)),
  );
  if (problems.length > 0) {
    reporter.panicOnBuild(`Content error${problems.length > 1 ? 's' : ''}:\n  ${problems.join('\n  ')}`);
    return;
  }
  const { createPage } = actions;

  for (const { slug } of data.allService.nodes) {
    createPage<SlugContext>({ path: servicePath(slug), component: template('service'), context: { slug } });
  }
  for (const { slug } of data.allExpertise.nodes) {
    createPage<SlugContext>({ path: expertisePath(slug), component: template('expertise'), context: { slug } });
  }
  for (const { slug } of data.allLegalPage.nodes) {
    createPage<SlugContext>({ path: legalPath(slug), component: template('legal-page'), context: { slug } });
  }
  for (const { jobId } of data.jobsJson!.jobs) {
    createPage<JobPageContext>({ path: jobPath(jobId), component: template('job'), context: { jobId } });
  }

  const posts = data.allBlogPost.nodes;
  const pagedTags = tagsWithPages(sortLatest(posts).map((post) => post.tags));
  const pagedSlugs = new Set(pagedTags.map((tag) => tag.slug));
  const neighbourOf = allNeighbours(posts);
  for (const post of posts) {
    const { previous, next } = neighbourOf.get(post.postId)!;
    createPage<BlogPostContext>({
      path: blogPostPath(post.slug),
      component: template('blog-post'),
      context: {
        id: post.id,
        previousId: previous?.id ?? '',
        nextId: next?.id ?? '',
        pagedTags: post.tags.filter((tag) => pagedSlugs.has(tag.slug)).map((tag) => tag.slug),
      },
    });
  }
  const listPages = paginate(posts.length);
  for (const { page, pageCount, skip, limit } of listPages) {
    createPage<BlogListContext>({
      path: blogListPath(page),
      component: template('blog-list'),
      context: { page, pageCount, skip, limit },
    });
  }
  for (const { slug } of pagedTags) {
    createPage<BlogTagContext>({ path: blogTagPath(slug), component: template('blog-tag'), context: { tag: slug } });
  }
  for (const { jsonId: author } of data.allAuthor.nodes) {
    const count = posts.filter((post) => post.authorKey === author).length;
    for (const { page, pageCount, skip, limit } of count > 0 ? paginate(count) : []) {
      createPage<AuthorPageContext>({
        path: authorPath(author, page),
        component: template('author'),
        context: { author, page, pageCount, skip, limit },
      });
    }
  }
  reporter.info(`Blog: ${posts.length} posts, ${listPages.length} list pages, ${pagedTags.length} tag pages`);
}
