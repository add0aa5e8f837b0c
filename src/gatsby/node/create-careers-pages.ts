import type { CreatePagesArgs } from 'gatsby';
import { resolveJobLocations } from '../../lib/careers/job-posting';
import { jobPath } from '../../lib/routes';
import type { PageCreator } from './create-pages';
import type { JobPageContext } from './page-context';
import { templates } from './templates';

const FILE = 'content/careers/jobs.json';

interface Place {
  city: string;
  region: string;
  country: string;
}

/** Result of the query below (graphqlTypegen does not type queries run in gatsby-node). */
interface CareersPagesResult {
  jobsJson: { jobs: Array<{ jobId: string; locations: string[] }> } | null;
  siteJson: { headOffice: Place; offices: Place[] } | null;
}

/**
 * One page per job at /careers/<code in lower case>/ (issue #7). Every job location must be Remote or the
 * city of a company office in content/site/site.json, so the JobPosting address is real.
 */
export const createCareersPages: PageCreator = async ({ graphql, actions, reporter }: CreatePagesArgs) => {
  const result = await graphql<CareersPagesResult>(`
    query CareersPages {
      jobsJson {
        jobs {
          jobId
          locations
        }
      }
      siteJson {
        headOffice {
          city
          region
          country
        }
        offices {
          city
          region
          country
        }
      }
    }
  `);
  if (result.errors || !result.data?.jobsJson || !result.data.siteJson) {
    reporter.panicOnBuild(`${FILE}: could not be read for the job pages`, result.errors);
    return;
  }
  const { jobsJson, siteJson } = result.data;
  const offices = [siteJson.headOffice, ...siteJson.offices];
  const problems = jobsJson.jobs.flatMap((job, index) =>
    resolveJobLocations(job.locations, offices).unknown.map(
      (location) =>
        `${FILE}: field "jobs[${index}].locations": "${location}" is neither Remote nor an office city in content/site/site.json`,
    ),
  );
  if (problems.length > 0) {
    reporter.panicOnBuild(`Content error${problems.length > 1 ? 's' : ''}:\n  ${problems.join('\n  ')}`);
    return;
  }
  for (const job of jobsJson.jobs) {
    actions.createPage<JobPageContext>({
      path: jobPath(job.jobId),
      component: templates.job,
      context: { jobId: job.jobId },
    });
  }
};
