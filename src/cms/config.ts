import { isDeployBuild } from '../lib/contact/contact-config';
import { DEPLOY_CONTEXT } from '../lib/publishing/commit-status';
import { collections } from './collections';

/** Where the local backend (decap-server) listens unless DECAP_SERVER_PORT says otherwise. */
const DEFAULT_DECAP_SERVER_PORT = 8081;

/**
 * Settings from the build's environment (docs/editing.md); GitHub Actions sets GITHUB_REPOSITORY.
 * A deploy build (DEPLOY=true) carries production settings only: no local backend, so `localPort` is null.
 * Example: `{ GITHUB_REPOSITORY: 'acme/site' }` → repo `acme/site`, branch `main`, local port 8081.
 */
export function cmsSettings(env: Record<string, string | undefined>) {
  const port = Number(env.DECAP_SERVER_PORT ?? DEFAULT_DECAP_SERVER_PORT);
  return {
    repo: env.DECAP_GITHUB_REPO || env.GITHUB_REPOSITORY || undefined,
    branch: env.DECAP_BRANCH || 'main',
    localPort: isDeployBuild(env) ? null : Number.isInteger(port) && port > 0 ? port : DEFAULT_DECAP_SERVER_PORT,
  };
}

/** What a deploy build cannot go without: the editor must know which repository it edits. */
export function findCmsSettingsProblems(settings: ReturnType<typeof cmsSettings>): string[] {
  if (settings.localPort !== null || settings.repo) return [];
  return [
    'Deploy build (DEPLOY=true) does not know the repository the content editor edits: set DECAP_GITHUB_REPO ' +
      '(owner/name); GitHub Actions sets GITHUB_REPOSITORY by itself (docs/operations.md).',
  ];
}

/**
 * /admin/config.yml: the editorial workflow makes every change a pull request that CI checks. The GitHub
 * login is the site's own Pages Functions (`functions/api/auth.ts`, `callback.ts`) on the site's address.
 */
export function cmsConfig(settings: ReturnType<typeof cmsSettings>, siteUrl: string) {
  return {
    backend: {
      name: 'github',
      repo: settings.repo,
      branch: settings.branch,
      base_url: new URL(siteUrl).origin,
      auth_endpoint: 'api/auth',
      // The status whose address is "View preview": exactly the one the check posts (DEPLOY_CONTEXT), not any
      // context containing "deploy" (decap-cms-lib-util `isPreviewContext`).
      preview_context: DEPLOY_CONTEXT,
      squash_merges: true,
      commit_messages: {
        create: 'Add {{collection}} "{{slug}}" (CMS)',
        update: 'Update {{collection}} "{{slug}}" (CMS)',
        delete: 'Delete {{collection}} "{{slug}}" (CMS)',
        uploadMedia: 'Upload "{{path}}" (CMS)',
        deleteMedia: 'Delete "{{path}}" (CMS)',
      },
    },
    // The local backend's API, which Decap uses instead of GitHub when the editor runs on localhost; never deployed.
    ...(settings.localPort === null ? {} : { local_backend: { url: `http://localhost:${settings.localPort}/api/v1` } }),
    publish_mode: 'editorial_workflow',
    site_url: siteUrl,
    display_url: siteUrl,
    logo_url: '/favicon.svg',
    media_folder: 'content/site/images',
    public_folder: './images',
    // "View preview" on an entry once its preview is deployed (decap-cms-core backend.ts `getDeployPreview` returns
    // early when this is false); collections' `preview_path` makes it open the entry's own page.
    show_preview_links: true,
    search: true,
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections,
  };
}
