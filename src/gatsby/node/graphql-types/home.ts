/** GraphQL types of content/site/home.json and testimonials.json (rules: lib/content/home-schema.ts). */
export const homeTypeDefs = /* GraphQL */ `
  type HomeBanner {
    title: String!
    text: String!
    ctaLabel: String!
    image: File! @fileByRelativePath
    imageAlt: String!
  }
  type HomeGlyphCard {
    id: Int!
    title: String!
    description: String!
    glyph: String!
  }
  type HomeServiceCard {
    id: Int!
    title: String!
    description: String!
    glyph: String!
    service: String!
  }
  type HomeTechItem {
    name: String!
    icon: String
    mark: BrandIcon @brandIcon(from: "icon")
  }
  type HomeTechTab {
    id: String!
    label: String!
    items: [HomeTechItem!]!
  }
  type HomeIndustry {
    id: Int!
    name: String!
    glyph: String!
  }
  type HomeJson implements Node @dontInfer {
    banner: HomeBanner!
    processHeading: String!
    processIntro: String!
    process: [HomeGlyphCard!]!
    servicesHeading: String!
    servicesIntro: String!
    services: [HomeServiceCard!]!
    techHeading: String!
    techIntro: String!
    techTabs: [HomeTechTab!]!
    whyHeading: String!
    whyIntro: String!
    why: [HomeGlyphCard!]!
    industriesHeading: String!
    industriesIntro: String!
    industries: [HomeIndustry!]!
    testimonialsHeading: String!
    testimonialsIntro: String!
    latestHeading: String!
    latestIntro: String!
  }
  type TestimonialsJson implements Node @dontInfer {
    key: String!
    name: String!
    role: String!
    review: String!
    profile: File! @fileByRelativePath
  }
`;
