/**
 * GraphQL types of content/careers/jobs.json (rules: lib/content/careers-schema.ts). Each job is also a
 * Job node of its own (content-nodes.ts), so a job page queries only its job.
 */
export const careersTypeDefs = /* GraphQL */ `
  type CareersHero {
    title: String!
    tagline: String!
  }
  type Job implements Node @dontInfer {
    jobId: String!
    title: String!
    locations: [String!]!
    stipend: String!
    stipendUnit: String!
    stipendType: String!
    tags: [String!]!
    employmentType: String!
    datePosted: Date! @dateformat
    validThrough: Date! @dateformat
    summary: String!
    responsibilities: [String!]!
    requirements: [String!]!
    perks: [String!]!
    howToApply: String!
  }
  type JobsJson implements Node @dontInfer {
    hero: CareersHero!
    seoTitle: String!
    description: String!
    resumeText: String!
    jobs: [Job!]! @link(by: "jobId", from: "jobs.jobId")
  }
`;
