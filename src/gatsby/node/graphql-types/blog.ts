import type { GraphQLFieldResolver, GraphQLObjectType } from 'gatsby/graphql';

/** Node types built in code: a BlogPost beside each post's MarkdownRemark (content-nodes.ts), and drawn posters. */
export const blogTypeDefs = /* GraphQL */ `
  type BlogTag {
    name: String!
    slug: String!
  }
  type BlogPost implements Node @dontInfer {
    postId: Int!
    slug: String!
    seoTitle: String!
    keywords: [String!]!
    tags: [BlogTag!]!
    "The curated topics (content/site/topics.json) in the post's order: the first picks its service call."
    topicSlugs: [String!]!
    topics: [Topic!]! @link(by: "slug", from: "topicSlugs")
    heading: String!
    description: String!
    authorKey: String!
    author: Author! @link(by: "jsonId", from: "authorKey")
    dateText: String!
    date: Date! @dateformat
    updatedText: String
    updated: Date @dateformat
    headings: [MarkdownHeading] @fromMarkdown(field: "headings")
    relatedIds: [Int!]!
    related: [BlogPost!]! @publishedLink(type: "BlogPost", by: "postId", from: "relatedIds")
    technical: Boolean!
    featured: Boolean!
    imageMaxHeight: Int
    "The post's own poster (front matter \`poster\`), processed by gatsby-plugin-image; null when drawn."
    posterPath: String
    poster: File @link(by: "absolutePath", from: "posterPath")
    "The drawn poster of a post without its own (src/gatsby/node/poster-cache.ts); null otherwise."
    posterName: String
    drawnPoster: BlogPoster @link(by: "name", from: "posterName")
    "A draft or scheduled post, shown only because this is a preview build (SHOW_DRAFTS=1)."
    previewOnly: Boolean!
    wordCount: Int!
    readingTimeMinutes: Int!
    file: String!
    html: String! @fromMarkdown(field: "html")
    rawMarkdownBody: String! @fromMarkdown(field: "rawMarkdownBody")
  }
  "A post a production build holds back (draft, or dated after the build day): checked, never rendered."
  type HeldPost implements Node @dontInfer {
    postId: Int!
    slug: String!
    file: String!
    authorKey: String!
    date: String!
    relatedIds: [Int!]!
    topicSlugs: [String!]!
    rawMarkdownBody: String!
  }
  "A poster drawn at build time, already in its final files (product-rules §10 Posters)."
  type BlogPoster implements Node @dontInfer {
    name: String!
    "The post card's image: WebP at the card widths, for GatsbyImage."
    card: GatsbyImageData!
    "The og:image / twitter:image (JPEG, 1200x630)."
    social: BlogPosterImage!
  }
  type BlogPosterImage {
    src: String!
    width: Int!
    height: Int!
  }
`;

/** The BlogPoster of a post without its own `poster`, linked by its `posterName`. */
export const drawnPosterName = (slug: string): string => `post/${slug}`;
/** The BlogPoster of the blog list and tag pages (their social image). */
export const BLOG_LIST_POSTER = 'list';

/** `@fromMarkdown(field: "html")` hands a field to the parent MarkdownRemark's resolver: remark runs once per post. */
export function resolveFromMarkdown(name: string): GraphQLFieldResolver<{ parent: string }, GatsbyResolverContext> {
  return (source, args, context, info) => {
    const markdown = context.nodeModel.getNodeById({ id: source.parent, type: 'MarkdownRemark' });
    const field = (info.schema.getType('MarkdownRemark') as GraphQLObjectType).getFields()[name];
    if (!markdown || !field) throw new Error(`BlogPost ${source.parent}: no Markdown ${name}`);
    if (!field.resolve) return (markdown as Record<string, unknown>)[name];
    return field.resolve(markdown, args, context, { ...info, fieldName: name });
  };
}

interface GatsbyResolverContext {
  nodeModel: { getNodeById: (args: { id: string; type: string }) => unknown };
}
