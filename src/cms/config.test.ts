import { readdirSync } from 'node:fs';
import path from 'node:path';
import { DEPLOY_CONTEXT } from '../lib/publishing/commit-status';
import { cmsConfig, cmsSettings, findCmsSettingsProblems } from './config';

const ROOT = path.resolve(__dirname, '../..');
const config = cmsConfig(cmsSettings({ GITHUB_REPOSITORY: 'acme/site' }), 'https://example.com');

interface Collection {
  name: string;
  folder?: string;
  extension?: string;
  files?: Array<{ file: string }>;
}

/** Whether the CMS edits `file` (relative to the repository root), through a folder or a file entry. */
function isEditable(file: string): boolean {
  return (config.collections as Collection[]).some((collection) => {
    if (collection.files) return collection.files.some((entry) => entry.file === file);
    if (!collection.folder || !file.startsWith(`${collection.folder}/`)) return false;
    const rest = file.slice(collection.folder.length + 1);
    return collection.extension === 'md'
      ? /^[^/]+\/index\.md$/.test(rest)
      : rest === path.basename(rest) && rest.endsWith(`.${collection.extension}`);
  });
}

describe('CMS configuration', () => {
  it('publishes to the repository the build runs in, on main, through pull requests', () => {
    expect(config.backend).toMatchObject({ name: 'github', repo: 'acme/site', branch: 'main' });
    expect(config.publish_mode).toBe('editorial_workflow');
  });

  it('shows "View preview" from exactly the preview status the check posts, opening the entry itself', () => {
    // decap-cms-core backend.ts getDeployPreview returns nothing when show_preview_links is false.
    expect(config.show_preview_links).toBe(true);
    expect(config.backend.preview_context).toBe(DEPLOY_CONTEXT);
    const paths = Object.fromEntries(
      (config.collections as Array<{ name: string; preview_path?: string }>).map((c) => [c.name, c.preview_path]),
    );
    expect(paths).toMatchObject({
      blog: 'blog/{{fields.title}}/',
      services: 'services/{{fields.slug}}/',
      expertise: 'expertise/{{fields.slug}}/',
    });
  });

  it('takes the repository, branch and local port from the environment', () => {
    const settings = cmsSettings({
      GITHUB_REPOSITORY: 'acme/site',
      DECAP_GITHUB_REPO: 'acme/other',
      DECAP_BRANCH: 'content',
      DECAP_SERVER_PORT: '8123',
    });
    expect(cmsConfig(settings, 'https://example.com').backend).toMatchObject({ repo: 'acme/other', branch: 'content' });
    expect(cmsConfig(settings, 'https://example.com').local_backend).toEqual({ url: 'http://localhost:8123/api/v1' });
  });

  it("logs in through the site's own functions at its address, whatever the URL's form", () => {
    for (const url of ['https://www.example.com', 'https://www.example.com/', 'https://www.example.com/blog/']) {
      expect(cmsConfig(cmsSettings({}), url).backend).toMatchObject({
        base_url: 'https://www.example.com',
        auth_endpoint: 'api/auth',
      });
    }
  });

  it('carries production settings only in a deploy build: no local backend', () => {
    const settings = cmsSettings({ DEPLOY: 'true', GITHUB_REPOSITORY: 'acme/site', DECAP_SERVER_PORT: '8123' });
    expect(settings.localPort).toBeNull();
    expect(cmsConfig(settings, 'https://example.com')).not.toHaveProperty('local_backend');
    expect(JSON.stringify(cmsConfig(settings, 'https://example.com'))).not.toMatch(/localhost/);
  });

  it('refuses a deploy build that does not know its repository, naming the variable', () => {
    expect(findCmsSettingsProblems(cmsSettings({ DEPLOY: 'true' }))).toEqual([
      expect.stringContaining('DECAP_GITHUB_REPO'),
    ]);
    expect(findCmsSettingsProblems(cmsSettings({ DEPLOY: 'true', GITHUB_REPOSITORY: 'a/b' }))).toEqual([]);
    expect(findCmsSettingsProblems(cmsSettings({}))).toEqual([]);
  });

  it('falls back to port 8081 for an unusable DECAP_SERVER_PORT', () => {
    expect(cmsSettings({ DECAP_SERVER_PORT: 'eighty' }).localPort).toBe(8081);
  });

  it('gives every collection a unique name', () => {
    const names = (config.collections as Collection[]).map((collection) => collection.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('lets editors change every content file', () => {
    const files = readdirSync(path.join(ROOT, 'content'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(json|md)$/.test(entry.name))
      .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
    expect(files.filter((file) => !isEditable(file))).toEqual([]);
  });
});
