import yaml from 'js-yaml';

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  shell?: string;
  with?: Record<string, unknown>;
}
interface Job {
  steps?: Step[];
  defaults?: { run?: { shell?: string } };
}
interface Workflow {
  defaults?: { run?: { shell?: string } };
  jobs?: Record<string, Job>;
}

/** A run step that runs the project's own code (it needs node_modules): a script, an npm script, npx, .ci/run. */
const PROJECT_CODE =
  /\bnode\s+(?!--version\b)\S|\bnpm\s+(run|test|start|exec|t)\b|\bnpx\s|\.ci\/run\b|\bbash\s+\S+\.sh\b/;
const INSTALL = /(^|[\s;&|(])npm\s+ci\b/;
/** The shells that stop on a failure inside a pipe: GitHub's `bash` is `bash --noprofile --norc -eo pipefail {0}`. */
const PIPEFAIL_SHELLS = ['bash', 'bash -eo pipefail {0}', 'bash --noprofile --norc -eo pipefail {0}'];

/**
 * The rules every workflow keeps (docs/operations.md "The workflows"), as messages naming workflow, job and step:
 * each job checks out, sets up Node 22 with npm's cache and runs `npm ci` before anything runs project code, and
 * every run step uses a shell with pipefail. Example: a job running `node scripts/x.mjs` before `npm ci` →
 * `['check.yml › check › step 3 (node scripts/x.mjs): runs project code before npm ci']`.
 */
export function workflowProblems(file: string, source: string): string[] {
  const workflow = yaml.safeLoad(source) as Workflow;
  const problems: string[] = [];
  for (const [jobName, job] of Object.entries(workflow.jobs ?? {})) {
    const steps = job.steps ?? [];
    const where = (index: number, step: Step) =>
      `${file} › ${jobName} › step ${index + 1} (${step.name ?? step.uses ?? step.run?.trim().split('\n')[0]})`;
    const installedAt = steps.findIndex((step) => step.run !== undefined && INSTALL.test(step.run));
    if (installedAt === -1) problems.push(`${file} › ${jobName}: never runs npm ci`);
    const checkout = steps.findIndex((step) => step.uses?.startsWith('actions/checkout@'));
    const node = steps.findIndex((step) => step.uses?.startsWith('actions/setup-node@'));
    if (checkout !== 0) problems.push(`${file} › ${jobName}: the first step is not actions/checkout`);
    if (node !== 1 || String(steps[1]?.with?.['node-version']) !== '22' || steps[1]?.with?.cache !== 'npm') {
      problems.push(`${file} › ${jobName}: the second step is not actions/setup-node with node-version 22, cache npm`);
    }
    if (installedAt !== -1 && installedAt !== 2) problems.push(`${file} › ${jobName}: npm ci is not the third step`);
    steps.forEach((step, index) => {
      if (step.uses?.startsWith('./') && (installedAt === -1 || index < installedAt)) {
        problems.push(`${where(index, step)}: runs a local action before npm ci`);
      }
      if (step.run === undefined) return;
      if (PROJECT_CODE.test(step.run) && (installedAt === -1 || index < installedAt)) {
        problems.push(`${where(index, step)}: runs project code before npm ci`);
      }
      const shell = step.shell ?? job.defaults?.run?.shell ?? workflow.defaults?.run?.shell;
      const pipefail = (shell && PIPEFAIL_SHELLS.includes(shell.trim())) || /set -[a-z]*o pipefail/.test(step.run);
      if (!pipefail) {
        const pipes = /(^|[^|])\|(?!\|)/.test(step.run.replace(/'[^']*'|"[^"]*"/g, ''));
        problems.push(
          `${where(index, step)}: ${pipes ? 'pipes without pipefail' : 'runs without pipefail'} (shell: ${shell ?? "GitHub's default bash -e"})`,
        );
      }
    });
  }
  return problems;
}
