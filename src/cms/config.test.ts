import { readdirSync } from 'node:fs';
import path from 'node:path';
import { cmsConfig, cmsSettings } from './config';

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

  it('takes the repository, branch, login proxy and local port from the environment', () => {
    const settings = cmsSettings({
      GITHUB_REPOSITORY: 'acme/site',
      DECAP_GITHUB_REPO: 'acme/other',
      DECAP_BRANCH: 'content',
      DECAP_AUTH_URL: 'https://auth.example.com',
      DECAP_SERVER_PORT: '8123',
    });
    expect(cmsConfig(settings, 'https://example.com').backend).toMatchObject({
      repo: 'acme/other',
      branch: 'content',
      base_url: 'https://auth.example.com',
    });
    expect(cmsConfig(settings, 'https://example.com').local_backend).toEqual({ url: 'http://localhost:8123/api/v1' });
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
