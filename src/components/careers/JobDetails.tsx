import React from 'react';
import { Link } from 'gatsby';
import { Mail } from '../ui/icons';
import { employmentTypeLabel, formatStipend, JOB_SECTIONS } from '../../lib/careers/job-posting';
import { jobPath } from '../../lib/routes';
import type { Crumb } from '../../lib/seo/seo';
import { Container } from '../ui/Container';
import { Hero } from '../ui/Hero';
import * as S from './JobDetails.styles';

interface JobDetailsProps {
  job: NonNullable<Queries.JobPageQuery['job']>;
  others: Queries.JobPageQuery['others']['nodes'];
  email: string;
  /** Home › Careers › this job (the trail the page's BreadcrumbList uses). */
  breadcrumbs: readonly Crumb[];
}

/** A job page: the role, its facts (code, locations, stipend, dates), how to apply, and the other openings. */
export function JobDetails({ job, others, email, breadcrumbs }: JobDetailsProps) {
  const mailto = `mailto:${email}?subject=${encodeURIComponent(`${job.jobId} ${job.title}`)}`;
  return (
    <>
      <Hero
        eyebrow={`Job code ${job.jobId}`}
        breadcrumbs={breadcrumbs}
        title={job.title}
        intro={job.summary}
        actions={
          <S.Apply href={mailto}>
            <Mail size={18} aria-hidden="true" />
            Apply by e-mail
          </S.Apply>
        }
      />
      <S.Body>
        <Container>
          <S.Layout>
            <S.Main>
              {JOB_SECTIONS.map(([key, heading]) => {
                const id = heading.toLowerCase().replace(/[^a-z0-9]+/g, '-');
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
                <dt>Apply by</dt>
                <dd>{job.closingLabel}</dd>
              </S.Facts>
              <S.Tags aria-label="Skills and tags">
                {job.tags.map((tag) => (
                  <li key={tag}>{tag}</li>
                ))}
              </S.Tags>
            </S.Aside>
          </S.Layout>
          <S.Others aria-labelledby="other-openings">
            <h2 id="other-openings">Other openings</h2>
            <ul>
              {others.map((other) => (
                <li key={other.jobId}>
                  <Link to={jobPath(other.jobId)}>
                    {other.title} ({other.jobId})
                  </Link>
                </li>
              ))}
              <li>
                <Link to="/careers/">All openings and search</Link>
              </li>
            </ul>
          </S.Others>
        </Container>
      </S.Body>
    </>
  );
}
