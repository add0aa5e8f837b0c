/** Page contexts hold keys only (STYLE §3); templates type their props with these. */

/** /careers/<code>/: the job code as written in content/careers/jobs.json, e.g. "J001". */
export interface JobPageContext {
  jobId: string;
}
