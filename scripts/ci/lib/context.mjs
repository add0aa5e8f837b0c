// The run's GitHub context, read only from what GitHub Actions puts in the environment, so a test (or the
// rehearsal) hands a phase script a recorded event file and a stand-in API address and nothing else.
// Reads: GITHUB_EVENT_NAME, GITHUB_EVENT_PATH, GITHUB_REPOSITORY, GITHUB_SHA, GITHUB_REF, GITHUB_API_URL,
// GITHUB_TOKEN, GITHUB_SERVER_URL, GITHUB_RUN_ID, GITHUB_OUTPUT, GITHUB_STEP_SUMMARY.
import { appendFileSync, readFileSync } from 'node:fs';

/**
 * Example: `{ GITHUB_EVENT_NAME: 'push', GITHUB_REPOSITORY: 'acme/site' }` → eventName 'push', apiUrl
 * 'https://api.github.com', event `{}` (no event file).
 */
export function githubContext(env = process.env) {
  const event = env.GITHUB_EVENT_PATH ? JSON.parse(readFileSync(env.GITHUB_EVENT_PATH, 'utf8')) : {};
  const repository = env.GITHUB_REPOSITORY || event.repository?.full_name || '';
  const serverUrl = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '');
  return {
    eventName: env.GITHUB_EVENT_NAME ?? '',
    event,
    repository,
    sha: env.GITHUB_SHA ?? '',
    ref: env.GITHUB_REF ?? '',
    apiUrl: (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, ''),
    token: env.GITHUB_TOKEN || '',
    runUrl:
      env.GITHUB_RUN_ID && repository ? `${serverUrl}/${repository}/actions/runs/${env.GITHUB_RUN_ID}` : undefined,
  };
}

/** Appends `name=value` to $GITHUB_OUTPUT (a later step reads it as steps.<id>.outputs.<name>); prints it otherwise. */
export function setOutput(env, name, value) {
  const line = `${name}=${value}\n`;
  if (env.GITHUB_OUTPUT) appendFileSync(env.GITHUB_OUTPUT, line);
  else process.stdout.write(line);
}

/** Appends Markdown to the run's summary page ($GITHUB_STEP_SUMMARY), where the owner looks first. */
export function addSummary(env, markdown) {
  if (env.GITHUB_STEP_SUMMARY) appendFileSync(env.GITHUB_STEP_SUMMARY, `${markdown}\n`);
}

/** A `::warning` line GitHub shows on the run's page; the run goes on. */
export function warn(title, message) {
  console.log(`::warning title=${title}::${message.replace(/\r?\n/g, ' ')}`);
}
