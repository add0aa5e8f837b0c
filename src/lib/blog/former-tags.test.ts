import { FORMER_TAGS, redirectsFile } from './former-tags';

const rules = (text: string) =>
  text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split(' '));

describe('redirectsFile', () => {
  it("sends each former tag page to its topic's page when the build has it, else to the blog", () => {
    const built = new Set(['/blog/', '/blog/topics/ansible/', '/blog/topics/databases/']);
    const written = rules(redirectsFile(built));
    expect(written).toContainEqual(['/blog/tags/ansible-inventory/', '/blog/topics/ansible/', '301']);
    expect(written).toContainEqual(['/blog/tags/gtid/', '/blog/topics/databases/', '301']);
    expect(written).toContainEqual(['/blog/tags/nginx/', '/blog/', '301']);
    for (const [, target] of written) expect(built.has(target!)).toBe(true);
  });

  it('lists every former tag once, the catch-all for other tag addresses last', () => {
    const written = rules(redirectsFile(new Set()));
    expect(written.slice(0, -1).map(([from]) => from)).toEqual(
      Object.keys(FORMER_TAGS).map((tag) => `/blog/tags/${tag}/`),
    );
    expect(written.at(-1)).toEqual(['/blog/tags/*', '/blog/', '301']);
  });
});
