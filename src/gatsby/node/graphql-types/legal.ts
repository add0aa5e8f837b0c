/**
 * GraphQL type of content/legal/<slug>.md (rules: lib/content/legal-schema.ts). A LegalPage node is
 * made from each legal Markdown file (content-nodes.ts), so these pages do not depend on the blog's
 * front matter type; `remark` links to the MarkdownRemark node that renders the body.
 */
export const legalTypeDefs = /* GraphQL */ `
  type LegalPage implements Node @dontInfer {
    slug: String!
    title: String!
    description: String!
    updated: Date! @dateformat
    remark: MarkdownRemark! @link
  }
`;
