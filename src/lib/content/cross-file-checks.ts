import { topicProblems } from '../blog/topics';
import { postNotices, validatePosts } from '../blog/validate-posts';
import { resolveJobLocations } from '../careers/job-posting';
import { caseStudyProblems } from './case-study-checks';

type PagesData = Queries.CreatePagesQuery;

/**
 * Every rule that spans files (product-rules §3), all at once so an editor fixes them in one go.
 * `fileExists(file, relative)` says whether `relative` (e.g. ./diagram.png) exists beside `file`.
 */
export function findContentProblems(
  data: PagesData,
  fileExists: (file: string, relative: string) => boolean,
): string[] {
  const { homeJson, aboutJson, jobsJson, siteJson, topicsJson, allService, allExpertise } = data;
  if (!homeJson || !aboutJson || !jobsJson || !siteJson || !topicsJson) {
    return [
      'content/site/home.json, about.json, site.json, topics.json and content/careers/jobs.json: one could not be read',
    ];
  }
  const authorKeys = data.allAuthor.nodes.map((author) => author.jsonId);
  const offices = [siteJson.headOffice, ...siteJson.offices];
  return [
    ...validatePosts(everyPost(data), authorKeys, fileExists),
    // Held posts too: a scheduled post's topic must exist before its day comes.
    ...topicProblems(
      everyPost(data),
      topicsJson.topics,
      allService.nodes.map((service) => service.slug),
    ),
    ...checkPageOrder(allService.nodes, 'services'),
    ...caseStudyProblems(data.allCaseStudy.nodes, allService.nodes),
    ...aboutJson.stats.flatMap((stat, index) =>
      stat.countsHomeIndustries && stat.value !== homeJson.industries.length
        ? [
            `content/site/about.json: field "stats[${index}].value": ${stat.value}, but content/site/home.json lists ${homeJson.industries.length} industries; the counter must match the tiles`,
          ]
        : [],
    ),
    ...(data.teamJson?.members ?? []).flatMap((member, index) =>
      member.author && !authorKeys.includes(member.author)
        ? [
            `content/site/team.json: field "members[${index}].author": no author "${member.author}" in content/authors/authors.json`,
          ]
        : [],
    ),
    ...checkPageOrder(allExpertise.nodes, 'expertise'),
    ...missingReferences('content/site/home.json', 'services', 'service', homeJson.services, allService.nodes),
    ...missingReferences('content/site/about.json', 'emerging', 'expertise', aboutJson.emerging, allExpertise.nodes),
    ...jobsJson.jobs.flatMap((job, index) =>
      resolveJobLocations(job.locations, offices).unknown.map(
        (location) =>
          `content/careers/jobs.json: field "jobs[${index}].locations": "${location}" is neither Remote nor an office city in content/site/site.json`,
      ),
    ),
  ];
}

/**
 * What the build repaired and reports without stopping (validate-posts.ts `postNotices`): a number two posts
 * share, a related post that is gone. Printed as warnings; the pull request's check shows them too.
 */
export function findContentNotices(data: Pick<PagesData, 'allBlogPost' | 'allHeldPost'>): string[] {
  return postNotices(everyPost(data));
}

/** Published posts and the ones a production build holds back (drafts, scheduled), each marked. */
function everyPost({ allBlogPost, allHeldPost }: Pick<PagesData, 'allBlogPost' | 'allHeldPost'>) {
  return [
    ...allBlogPost.nodes.map((post) => ({ ...post, held: post.previewOnly })),
    ...allHeldPost.nodes.map((post) => ({ ...post, held: true })),
  ];
}

/** No two files of a page folder share an `order` (menus and listings would be ambiguous). */
function checkPageOrder(nodes: ReadonlyArray<{ slug: string; order: number }>, folder: string): string[] {
  const files = nodes.map(({ order, slug }) => ({ order, file: `content/${folder}/${slug}.json` }));
  files.sort((a, b) => a.file.localeCompare(b.file));
  return files.flatMap(({ order, file }, index) => {
    const other = files.slice(0, index).find((earlier) => earlier.order === order);
    return other
      ? [`${file}: field "order": ${order} is already used by ${other.file}; each page needs its own position`]
      : [];
  });
}

/** Home service cards and about's emerging technologies must name a page file that exists. */
function missingReferences<K extends string>(
  file: string,
  list: string,
  key: K,
  entries: ReadonlyArray<Record<K, string>>,
  targets: ReadonlyArray<{ slug: string }>,
): string[] {
  const known = new Set(targets.map((target) => target.slug));
  const folder = key === 'service' ? 'services' : key;
  return entries.flatMap((entry, index) =>
    known.has(entry[key])
      ? []
      : [`${file}: field "${list}[${index}].${key}": content/${folder}/${entry[key]}.json does not exist`],
  );
}
