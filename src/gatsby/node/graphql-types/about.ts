/** GraphQL types of content/site/about.json (rules: lib/content/about-schema.ts). */
export const aboutTypeDefs = /* GraphQL */ `
  type AboutBanner {
    title: String!
    text: String!
    image: File! @fileByRelativePath
    imageAlt: String!
  }
  type AboutClient {
    name: String!
    logo: File! @fileByRelativePath
  }
  type AboutKnowUs {
    heading: String!
    text: [String!]!
    image: File! @fileByRelativePath
    imageAlt: String!
  }
  type AboutStat {
    id: Int!
    label: String!
    value: Int!
    suffix: String!
  }
  type AboutValue {
    id: Int!
    title: String!
    description: String!
    glyph: String!
  }
  type AboutEmerging {
    id: Int!
    title: String!
    description: String!
    icon: String
    mark: BrandIcon @brandIcon(from: "icon")
    expertise: String!
  }
  type AboutJson implements Node @dontInfer {
    seoTitle: String!
    description: String!
    banner: AboutBanner!
    clientsHeading: String!
    clients: [AboutClient!]!
    knowUs: AboutKnowUs!
    statsHeading: String!
    stats: [AboutStat!]!
    valuesHeading: String!
    values: [AboutValue!]!
    emergingHeading: String!
    emerging: [AboutEmerging!]!
  }
`;
