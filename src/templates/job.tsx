import React from 'react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { JobDetails } from '../components/careers/JobDetails';
import { Seo } from '../components/seo/Seo';
import type { JobPageContext } from '../gatsby/node/page-context';
import { buildJobPostingJsonLd } from '../lib/careers/job-posting';
import { truncateText } from '../lib/ui/text';
import { SearchIndexed } from '../components/search/SearchIndexed';

type Props = PageProps<Queries.JobPageQuery, JobPageContext>;

/** The job the page was created for; gatsby-node only creates pages for codes in content/careers/jobs.json. */
function findJob(data: Queries.JobPageQuery, jobId: string) {
  const job = data.jobsJson?.jobs.find((entry) => entry.jobId === jobId);
  if (!job) throw new Error(`content/careers/jobs.json: no job ${jobId}`);
  return job;
}

/** /careers/<code>/: the full role, stipend and how to apply, with JobPosting data (issue #7). */
export default function JobTemplate({ data, pageContext, location }: Props) {
  const job = findJob(data, pageContext.jobId);
  const others = data.jobsJson!.jobs.filter((entry) => entry.jobId !== job.jobId);
  return (
    <SearchIndexed>
      <JobDetails
        job={job}
        others={others}
        email={data.siteJson!.resumeEmail}
        breadcrumbs={jobTrail(data, job, location.pathname)}
      />
    </SearchIndexed>
  );
}

/** Home › Careers › this job: shown in the hero and given to Seo's BreadcrumbList. */
function jobTrail(data: Queries.JobPageQuery, job: { title: string }, path: string) {
  return [
    { name: data.jobsJson!.seoTitle, path: '/careers/' },
    { name: job.title, path },
  ];
}

export const query = graphql`
  query JobPage {
    jobsJson {
      seoTitle
      jobs {
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

export const Head: HeadFC<Queries.JobPageQuery, JobPageContext> = ({ data, pageContext, location }) => {
  const job = findJob(data, pageContext.jobId);
  const site = data.siteJson!;
  const careers = data.jobsJson!.seoTitle;
  const country =
    new Intl.DisplayNames(['en'], { type: 'region' }).of(site.headOffice.country) ?? site.headOffice.country;
  return (
    <Seo
      title={`${job.title} (${job.jobId}) | ${careers}`}
      description={truncateText(job.summary, 160)}
      path={location.pathname}
      structuredData={[
        buildJobPostingJsonLd({
          job,
          siteUrl: site.url,
          pagePath: location.pathname,
          organization: { name: site.name, logoPath: '/logo.png' },
          offices: [site.headOffice, ...site.offices],
          remoteCountry: country,
        }),
      ]}
      breadcrumbs={jobTrail(data, job, location.pathname)}
    />
  );
};
