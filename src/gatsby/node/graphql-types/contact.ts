/** GraphQL type of content/site/contact.json (rules: lib/content/contact-schema.ts). PageHero: pages.ts. */
export const contactTypeDefs = /* GraphQL */ `
  type ContactJson implements Node @dontInfer {
    seoTitle: String!
    description: String!
    hero: PageHero!
    formIntro: String!
    nextSteps: ContactNextSteps!
    sellingPointsHeading: String!
    sellingPoints: [SellingPoint!]!
    tilesHeading: String!
    tiles: ContactTiles!
  }
  type ContactNextSteps {
    heading: String!
    steps: [String!]!
  }
  type SellingPoint {
    id: Int!
    title: String!
    description: String!
    glyph: String!
  }
  type ContactTiles {
    phone: String!
    location: String!
    email: String!
  }
`;
