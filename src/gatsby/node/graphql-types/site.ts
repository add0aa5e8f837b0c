/** GraphQL types of content/site/site.json and navigation.json (rules: lib/content/site-schema.ts). */
export const siteTypeDefs = /* GraphQL */ `
  type SiteJson implements Node @dontInfer {
    name: String!
    shortName: String!
    tagline: String!
    blurb: String!
    defaultDescription: String!
    url: String!
    phone: String!
    phoneDisplay: String!
    email: String!
    resumeEmail: String!
    headOffice: Office!
    offices: [Office!]!
    mapLabel: String!
    mapLink: String!
    mapEmbedUrl: String!
    social: [SocialProfile!]!
    foundingYear: Int!
    employees: EmployeeRange!
    themeColor: String!
  }
  type Office {
    name: String!
    street: String
    city: String!
    region: String!
    postalCode: String
    country: String!
  }
  type SocialProfile {
    network: String!
    url: String!
  }
  type EmployeeRange {
    min: Int!
    max: Int!
  }
  type NavigationJson implements Node @dontInfer {
    services: [NavCard!]!
    expertise: [NavCard!]!
    insights: [NavCard!]!
  }
  type NavCard {
    id: String!
    title: String!
    description: String!
    url: String!
    glyph: String
    icon: String
    mark: BrandIcon @brandIcon(from: "icon")
    image: File @fileByRelativePath
  }
`;

export const pageCopyTypeDefs = /* GraphQL */ `
  type PageCopy {
    title: String!
    intro: String!
    description: String!
    listHeading: String!
    listIntro: String!
  }
  type PagesJson implements Node @dontInfer {
    services: PageCopy!
    expertise: PageCopy!
    portfolio: PageCopy!
    notFound: PageCopy!
  }
`;
