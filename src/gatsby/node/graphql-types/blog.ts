import type { CreateSchemaCustomizationArgs } from 'gatsby';
import type { GraphQLFieldResolver, GraphQLObjectType } from 'gatsby/graphql';

/**
 * GraphQL types of the blog (rules: lib/content/blog-schema.ts). Each content/blog/<slug>/index.md
 * becomes a MarkdownRemark node and, beside it, a BlogPost node with typed front matter
 * (content-nodes.ts); authors come from content/authors/authors.json, linked by key (jsonId,
 * because gatsby-transformer-json renames an entry's `id`).
 */
export const blogTypeDefs = /* GraphQL */ `
  type Author implements Node @dontInfer {
    jsonId: String!
    name: String!
    email: String!
    position: String!
    profile: File @fileByRelativePath
    link: String!
    bio: String!
    featured: Boolean
    posts: [BlogPost!]! @link(by: "authorKey", from: "jsonId")
  }
  type BlogTag {
    name: String!
    slug: String!
  }
  type BlogPost implements Node @dontInfer {
    postId: Int!
    slug: String!
    seoTitle: String!
    seoKeywords: String!
    keywords: [String!]!
    tags: [BlogTag!]!
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
    related: [BlogPost!]! @link(by: "postId", from: "relatedIds")
    technical: Boolean!
    featured: Boolean!
    imageMaxHeight: Int
    "The post's own poster (front matter \`poster\`), processed by gatsby-plugin-image; null when drawn."
    posterPath: String
    poster: File @link(by: "absolutePath", from: "posterPath")
    "The drawn poster of a post without its own (src/gatsby/node/blog-posters.ts); null otherwise."
    posterName: String
    drawnPoster: BlogPoster @link(by: "name", from: "posterName")
    wordCount: Int!
    readingTimeMinutes: Int!
    file: String!
    html: String! @fromMarkdown(field: "html")
    rawMarkdownBody: String! @fromMarkdown(field: "rawMarkdownBody")
  }
  "A poster drawn at build time, already in its final files (issue 15 item 4)."
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
  type BlogJson implements Node @dontInfer {
    name: String!
    heroTitle: String!
    heroIntro: String!
    description: String!
    posterTagline: String!
  }
`;

/**
 * `html: String! @fromMarkdown(field: "html")` hands a BlogPost field to its parent MarkdownRemark's
 * own resolver (or plain value), so the remark plugins (images, alerts, highlighting) run exactly once per post.
 */
export function createBlogFieldExtensions({ actions }: CreateSchemaCustomizationArgs): void {
  actions.createFieldExtension({
    name: 'fromMarkdown',
    args: { field: 'String!' },
    extend(options: { field: string }) {
      const resolve: GraphQLFieldResolver<{ parent: string }, GatsbyResolverContext> = (
        source,
        args,
        context,
        info,
      ) => {
        const markdown = context.nodeModel.getNodeById({ id: source.parent, type: 'MarkdownRemark' });
        const type = info.schema.getType('MarkdownRemark') as GraphQLObjectType;
        const field = type.getFields()[options.field];
        if (!markdown || !field) throw new Error(`BlogPost ${source.parent}: no Markdown ${options.field}`);
        if (!field.resolve) return (markdown as Record<string, unknown>)[options.field];
        return field.resolve(markdown, args, context, { ...info, fieldName: options.field });
      };
      return { resolve };
    },
  });
}

interface GatsbyResolverContext {
  nodeModel: { getNodeById: (args: { id: string; type: string }) => unknown };
}
