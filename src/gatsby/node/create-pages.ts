import { recordContentProblems } from './content-problems-file';
import { withFormLabels } from './form-labels';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import { allNeighbours, paginate } from '../../lib/blog/ordering';
import { findContentNotices, findContentProblems } from '../../lib/content/cross-file-checks';
import {
  authorPath,
  blogListPath,
  blogPostPath,
  caseStudyPath,
  expertisePath,
  jobPath,
  legalPath,
  servicePath,
  topicPath,
} from '../../lib/routes';
import type {
  AuthorPageContext,
  BlogListContext,
  BlogPostContext,
  JobPageContext,
  SlugContext,
  TopicPageContext,
} from './page-context';

/**
 * Every generated page, keys only in context (conventions §3), after the cross-file content rules: a broken
 * file stops the build once, naming every file and field. Topic and author pages: only those with posts.
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
          topicSlugs
          previewOnly
          rawMarkdownBody
        }
      }
      allHeldPost {
        nodes {
          postId
          slug
          file
          authorKey
          date
          relatedIds
          topicSlugs
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
          caseStudies {
            id
          }
        }
      }
      teamJson {
        members {
          id
          author
        }
      }
      allCaseStudy {
        nodes {
          slug
          service
          card
          alsoServices
          featured
          onHome
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
      topicsJson {
        topics {
          slug
          service
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
        industries {
          id
        }
      }
      aboutJson {
        emerging {
          expertise
        }
        stats {
          value
          countsHomeIndustries
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
  ).map(withFormLabels);
  if (problems.length > 0) {
    recordContentProblems(problems);
    reporter.panicOnBuild(`Content error${problems.length > 1 ? 's' : ''}:\n  ${problems.join('\n  ')}`);
    return;
  }
  for (const notice of findContentNotices(data)) reporter.warn(`Content notice: ${withFormLabels(notice)}`);
  const page = <Context extends object>(at: string, template: string, context: Context) =>
    actions.createPage<Context>({ path: at, component: path.resolve(`src/templates/${template}.tsx`), context });

  for (const { slug } of data.allService.nodes) page<SlugContext>(servicePath(slug), 'service', { slug });
  for (const { slug } of data.allExpertise.nodes) page<SlugContext>(expertisePath(slug), 'expertise', { slug });
  for (const { slug } of data.allCaseStudy.nodes) page<SlugContext>(caseStudyPath(slug), 'case-study', { slug });
  for (const { slug } of data.allLegalPage.nodes) page<SlugContext>(legalPath(slug), 'legal-page', { slug });
  for (const { jobId } of data.jobsJson!.jobs) page<JobPageContext>(jobPath(jobId), 'job', { jobId });

  const posts = data.allBlogPost.nodes;
  const neighbourOf = allNeighbours(posts);
  for (const post of posts) {
    const { previous, next } = neighbourOf.get(post)!;
    page<BlogPostContext>(blogPostPath(post.slug), 'blog-post', {
      id: post.id,
      previousId: previous?.id ?? '',
      nextId: next?.id ?? '',
    });
  }
  const listPages = paginate(posts.length);
  for (const list of listPages) page<BlogListContext>(blogListPath(list.page), 'blog-list', list);
  let topicPages = 0;
  for (const { slug: topic } of data.topicsJson!.topics) {
    // A topic no post carries yet gets no page (and no filter link): an empty list is no page to land on.
    const count = posts.filter((post) => post.topicSlugs.includes(topic)).length;
    for (const list of count > 0 ? paginate(count) : []) {
      page<TopicPageContext>(topicPath(topic, list.page), 'blog-topic', { topic, ...list });
      topicPages += 1;
    }
  }
  for (const { jsonId: author } of data.allAuthor.nodes) {
    const count = posts.filter((post) => post.authorKey === author).length;
    for (const list of count > 0 ? paginate(count) : []) {
      page<AuthorPageContext>(authorPath(author, list.page), 'author', { author, ...list });
    }
  }
  const held = data.allHeldPost.nodes.length;
  reporter.info(
    `Blog: ${posts.length} posts (${held} drafts or scheduled held back), ${listPages.length} list pages, ${topicPages} topic pages`,
  );
}
