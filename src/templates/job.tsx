import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { JobDetails } from '../components/careers/JobDetails';
import { Seo } from '../components/seo/Seo';
import type { JobPageContext } from '../gatsby/node/page-context';
import { buildJobPostingJsonLd } from '../lib/careers/job-posting';
import { truncateText } from '../lib/ui/text';
import { SearchIndexed } from '../components/search/SearchIndexed';
import { BuiltHead } from '../components/seo/BuiltHead';

/** /careers/<code>/: the full role, stipend and how to apply, with JobPosting data (issue #7). */
export default function JobTemplate({ data, location }: PageProps<Queries.JobPageQuery, JobPageContext>) {
  return (
    <SearchIndexed>
      <JobDetails
        job={data.job!}
        others={data.others.nodes}
        email={data.siteJson!.resumeEmail}
        breadcrumbs={jobTrail(data, location.pathname)}
      />
    </SearchIndexed>
  );
}

/** Home › Careers › this job: shown in the hero and given to Seo's BreadcrumbList. */
function jobTrail(data: Queries.JobPageQuery, path: string) {
  return [
    { name: data.jobsJson!.seoTitle, path: '/careers/' },
    { name: data.job!.title, path },
  ];
}

export const query = graphql`
  query JobPage($jobId: String!) {
    job(jobId: { eq: $jobId }) {
      jobId
      title
      summary
      responsibilities
      requirements
      perks
      howToApply
      locations
      stipend
      stipendUnit
      stipendType
      tags
      employmentType
      datePosted
      validThrough
      postedLabel: datePosted(formatString: "D MMMM YYYY")
      closingLabel: validThrough(formatString: "D MMMM YYYY")
    }
    others: allJob(filter: { jobId: { ne: $jobId } }) {
      nodes {
        jobId
        title
      }
    }
    jobsJson {
      seoTitle
    }
    siteJson {
      url
      name
      resumeEmail
      headOffice {
        street
        city
        region
        postalCode
        country
      }
      offices {
        city
        region
        country
      }
    }
  }
`;

const HeadTags: HeadFC<Queries.JobPageQuery, JobPageContext> = ({ data, location }) => (
  <Seo
    title={`${data.job!.title} (${data.job!.jobId}) | ${data.jobsJson!.seoTitle}`}
    description={truncateText(data.job!.summary, 160)}
    path={location.pathname}
    structuredData={[buildJobPostingJsonLd(data.job!, data.siteJson!, location.pathname)]}
    breadcrumbs={jobTrail(data, location.pathname)}
  />
);

export const Head = process.env.BUILD_STAGE === 'build-javascript' ? BuiltHead : HeadTags;
