/** Curated blog topics (product-rules §10 Topics): the rules shared by pages, the post's call and the build check. */

interface TopicRef {
  slug: string;
  service: string;
}

/**
 * The service a post offers its reader: the one its first topic belongs to (editors order a post's topics, the
 * first is its main subject). Example: topics `['terraform', 'cloud']` with terraform → devops gives `devops`;
 * null when the post's first topic is unknown (the build refuses that, see topicProblems).
 */
export function serviceOfPost(topicSlugs: readonly string[], topics: readonly TopicRef[]): string | null {
  const [first] = topicSlugs;
  return topics.find((topic) => topic.slug === first)?.service ?? null;
}

/**
 * The topics that get a page and a filter link: those at least one post carries, in the editors' order, with
 * their post counts. Example: topics [linux, cloud, frontend], posts tagged [[cloud], [cloud, linux]] →
 * linux (1), cloud (2); frontend has no post, so no empty page and no link to one.
 */
export function topicsWithPosts<T extends { slug: string }>(
  topics: readonly T[],
  postTopics: ReadonlyArray<readonly string[]>,
): Array<T & { count: number }> {
  return topics
    .map((topic) => ({ ...topic, count: postTopics.filter((slugs) => slugs.includes(topic.slug)).length }))
    .filter((topic) => topic.count > 0);
}

/**
 * Topics across files: every post topic is listed in content/site/topics.json, and every topic's service has
 * its page in content/services/. One message per problem, naming the file and field.
 */
export function topicProblems(
  posts: ReadonlyArray<{ file: string; topicSlugs: readonly string[] }>,
  topics: readonly TopicRef[],
  serviceSlugs: readonly string[],
): string[] {
  const known = new Set(topics.map((topic) => topic.slug));
  const services = new Set(serviceSlugs);
  return [
    ...topics.flatMap((topic, index) =>
      services.has(topic.service)
        ? []
        : [
            `content/site/topics.json: field "topics[${index}].service": content/services/${topic.service}.json does not exist`,
          ],
    ),
    ...posts.flatMap((post) =>
      post.topicSlugs.flatMap((slug, index) =>
        known.has(slug)
          ? []
          : [`${post.file}: field "topics[${index}]": "${slug}" is not a topic in content/site/topics.json`],
      ),
    ),
  ];
}
