import React from 'react';
import { graphql, Link, type HeadFC, type PageProps } from 'gatsby';
import { Seo } from '../components/seo/Seo';
import type { JobPageContext } from '../gatsby/node/page-context';
import { buildJobPostingJsonLd, employmentTypeLabel, formatStipend, JOB_SECTIONS } from '../lib/careers/job-posting';
import { useSiteData } from '../hooks/use-site-data';
import { careersPath, jobPath } from '../lib/routes';
import { truncateText } from '../lib/ui/text';
import { SearchIndexed } from '../components/search/SearchIndexed';
import { BuiltHead } from '../components/seo/BuiltHead';
import { Container } from '../components/ui/Container';
import { staticSection } from '../components/ui/deferred';
import { Hero } from '../components/ui/Hero';
import { Mail } from '../components/ui/icons';
import * as S from './job.styles';

// Below the openings: kept as the server sent it (components/ui/deferred.tsx).
const ClosingCall = staticSection(() => import('../components/contact/ClosingCall'), 'ClosingCall');

/** /careers/<code>/ (product-rules §2 Careers): the role, its facts, how to apply and the other openings, with JobPosting data. */
export default function JobTemplate({ data, location }: PageProps<Queries.JobPageQuery, JobPageContext>) {
  const job = data.job!;
  const email = useSiteData().resumeEmail;
  const mailto = `mailto:${email}?subject=${encodeURIComponent(`${job.jobId} ${job.title}`)}`;
  // The job's facts fill the hero's second column: what a candidate checks first, on the first screen.
  const facts = (
    <S.Aside aria-label="Job facts">
      <S.Facts>
        <dt>Job code</dt>
        <dd>{job.jobId}</dd>
        <dt>Locations</dt>
        <dd>{job.locations.join(', ')}</dd>
        <dt>Stipend</dt>
        <dd>{formatStipend(job.stipend, job.stipendUnit, job.stipendType)}</dd>
        <dt>Type</dt>
        <dd>{employmentTypeLabel(job.employmentType)}</dd>
        <dt>Posted</dt>
        <dd>{job.postedLabel}</dd>
        {job.closingLabel && (
          <>
            <dt>Apply by</dt>
            <dd>{job.closingLabel}</dd>
          </>
        )}
      </S.Facts>
      <S.Tags aria-label="Skills and tags">
        {job.tags.map((tag) => (
          <li key={tag}>{tag}</li>
        ))}
      </S.Tags>
    </S.Aside>
  );
  return (
    <>
      <SearchIndexed>
        <Hero
          eyebrow={`Job code ${job.jobId}`}
          breadcrumbs={jobTrail(data, location.pathname)}
          title={job.title}
          intro={job.summary}
          aside={facts}
          actions={
            <S.Apply href={mailto}>
              <Mail size={18} aria-hidden="true" />
              Apply by e-mail
            </S.Apply>
          }
        />
        <S.Body>
          <Container>
            <S.Main>
              {JOB_SECTIONS.map(([key, heading, id]) => {
                return (
                  <section key={key} aria-labelledby={id}>
                    <h2 id={id}>{heading}</h2>
                    <ul>
                      {job[key].map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  </section>
                );
              })}
              <section aria-labelledby="how-to-apply">
                <h2 id="how-to-apply">How to apply</h2>
                <p>{job.howToApply}</p>
                <p>
                  <a href={mailto}>
                    E-mail your application for {job.jobId} to {email}
                  </a>
                </p>
              </section>
            </S.Main>
            <S.Others aria-labelledby="other-openings">
              <h2 id="other-openings">Other openings</h2>
              <ul>
                {data.others.nodes.map((other) => (
                  <li key={other.jobId}>
                    <Link to={jobPath(other.jobId)}>
                      {other.title} ({other.jobId})
                    </Link>
                  </li>
                ))}
                <li>
                  <Link to={careersPath}>All openings and search</Link>
                </li>
              </ul>
            </S.Others>
          </Container>
        </S.Body>
      </SearchIndexed>
      <ClosingCall careers={{ email, text: data.jobsJson!.resumeText }} />
    </>
  );
}

/** Home › Careers › this job: shown in the hero and given to Seo's BreadcrumbList. */
function jobTrail(data: Queries.JobPageQuery, path: string) {
  return [
    { name: data.jobsJson!.seoTitle, path: careersPath },
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
    others: allJob(filter: { jobId: { ne: $jobId } }, sort: { jobId: ASC }) {
      nodes {
        jobId
        title
      }
    }
    jobsJson {
      resumeText
      seoTitle
    }
  }
`;

const HeadTags: HeadFC<Queries.JobPageQuery, JobPageContext> = ({ data, location }) => {
  const site = useSiteData();
  return (
    <Seo
      title={`${data.job!.title} (${data.job!.jobId}) | ${data.jobsJson!.seoTitle}`}
      description={truncateText(data.job!.summary, 160)}
      path={location.pathname}
      structuredData={[buildJobPostingJsonLd(data.job!, site, location.pathname)]}
      breadcrumbs={jobTrail(data, location.pathname)}
    />
  );
};

export const Head = process.env.BUILD_STAGE === 'build-javascript' ? BuiltHead : HeadTags;
