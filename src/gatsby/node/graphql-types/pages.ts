/** GraphQL types of content/services/*.json and content/expertise/*.json (rules: lib/content/pages-schema.ts). */
export const pagesTypeDefs = /* GraphQL */ `
  type PageHero {
    title: String!
    intro: String!
  }
  type PageIntro {
    heading: String!
    text: [String!]!
    image: File! @fileByRelativePath
    imageAlt: String!
  }
  type ContentCard {
    id: Int!
    title: String!
    description: String!
  }
  type FaqItem {
    question: String!
    answer: String!
    open: Boolean
  }
  type Service implements Node @dontInfer {
    slug: String!
    order: Int!
    name: String!
    summary: String!
    seoTitle: String!
    description: String!
    hero: PageHero!
    intro: PageIntro!
    solutionsHeading: String!
    solutions: [ContentCard!]!
    caseStudiesHeading: String!
    caseStudies: [ContentCard!]!
    faqHeading: String!
    faq: [FaqItem!]!
  }
  type Expertise implements Node @dontInfer {
    slug: String!
    order: Int!
    name: String!
    icon: String!
    mark: BrandIcon @brandIcon(from: "icon")
    summary: String!
    seoTitle: String!
    description: String!
    hero: PageHero!
    intro: PageIntro!
    offeringsHeading: String!
    offeringsImage: File! @fileByRelativePath
    offeringsImageAlt: String!
    offerings: [ContentCard!]!
    whyChooseUsHeading: String!
    whyChooseUs: [ContentCard!]!
    faqHeading: String!
    faq: [FaqItem!]!
  }
`;
