import React from 'react';
import { CardLink } from '../ui/link-card';
import { ArrowRight, MapPin, Wallet } from '../ui/icons';
import { formatStipend } from '../../lib/careers/job-posting';
import { jobPath } from '../../lib/routes';
import * as S from './JobCard.styles';

/** A job as the careers list shows it. */
export type JobSummary = NonNullable<Queries.CareersPageQuery['jobsJson']>['jobs'][number];

/** One job in the careers list (docs/editing.md "Jobs"): title, code, locations, stipend with its type, tags. */
export function JobCard({ job }: { job: JobSummary }) {
  return (
    <S.Card>
      <S.Code>{job.jobId}</S.Code>
      <S.Title>
        <CardLink to={jobPath(job.jobId)}>{job.title}</CardLink>
      </S.Title>
      <S.Facts>
        {[
          { Icon: MapPin, term: 'Locations', detail: job.locations.join(' · ') },
          { Icon: Wallet, term: 'Stipend', detail: formatStipend(job.stipend, job.stipendUnit, job.stipendType) },
        ].map(({ Icon, term, detail }) => (
          <div key={term}>
            <dt>
              <Icon size={16} aria-hidden="true" />
              <span className="visually-hidden">{term}</span>
            </dt>
            <dd>{detail}</dd>
          </div>
        ))}
      </S.Facts>
      <S.Tags aria-label="Skills and tags">
        {job.tags.map((tag) => (
          <li key={tag}>{tag}</li>
        ))}
      </S.Tags>
      <S.More aria-hidden="true">
        Details and how to apply <ArrowRight size={16} />
      </S.More>
    </S.Card>
  );
}
