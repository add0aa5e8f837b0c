import React from 'react';
import { Link } from 'gatsby';
import { jobPath } from '../../lib/routes';
import { BigFigure, HeroPanel, PanelLabel, PanelLead, PanelList, RowValue } from '../ui/HeroPanel';

interface CareersPanelProps {
  /** The open jobs (a job past its closing date has no node). */
  jobs: ReadonlyArray<{ jobId: string; title: string }>;
  firstWeek: { heading: string; steps: ReadonlyArray<{ when: string; what: string }> };
}

/** The careers hero's second column: how many roles are open, each a link, and what a first week looks like. */
export function CareersPanel({ jobs, firstWeek }: CareersPanelProps) {
  return (
    <HeroPanel aria-labelledby="open-roles-label">
      <div>
        <PanelLabel id="open-roles-label">Open roles</PanelLabel>
        <BigFigure>{jobs.length}</BigFigure>
        {jobs.length > 0 ? (
          <PanelLead>
            {jobs.map((job, index) => (
              <React.Fragment key={job.jobId}>
                {index > 0 ? ' · ' : null}
                <Link to={jobPath(job.jobId)}>{job.title}</Link>
              </React.Fragment>
            ))}
          </PanelLead>
        ) : (
          <PanelLead>None right now; we still read every CV.</PanelLead>
        )}
      </div>
      <PanelLabel as="h3">{firstWeek.heading}</PanelLabel>
      <PanelList>
        {firstWeek.steps.map((step) => (
          <li key={step.when}>
            <RowValue>{step.when}</RowValue>
            <span>{step.what}</span>
          </li>
        ))}
      </PanelList>
    </HeroPanel>
  );
}
