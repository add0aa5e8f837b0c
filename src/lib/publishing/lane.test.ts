import { formatLaneOutput, parseNameStatus, routesForContentFile, selectLane } from './lane';

const modified = (path: string) => ({ status: 'M', path });

describe('selectLane', () => {
  it('gives a content-only change the content lane with the pages it feeds', () => {
    expect(selectLane([modified('content/site/about.json'), modified('content/careers/jobs.json')])).toEqual({
      lane: 'content',
      routes: ['/about/', '/careers/'],
    });
  });
  it('runs the whole suite when any file outside content/ changes', () => {
    expect(selectLane([modified('content/site/about.json'), modified('src/pages/about.tsx')])).toEqual({
      lane: 'full',
      routes: [],
    });
    expect(selectLane([modified('package-lock.json')]).lane).toBe('full');
  });
  it('runs the whole suite when nothing is listed (an unknown diff is not proof of safety)', () => {
    expect(selectLane([]).lane).toBe('full');
  });
  it('treats a path that only starts like content/ as code', () => {
    expect(selectLane([modified('content-tools/x.json')]).lane).toBe('full');
  });
  it('lists each route once, sorted', () => {
    const choice = selectLane([modified('content/blog/a/index.md'), modified('content/blog/a/poster.png')]);
    expect(choice.routes).toEqual(['/', '/blog/', '/blog/a/']);
  });
});

describe('routesForContentFile', () => {
  it('maps a post, its images and its listing', () => {
    expect(routesForContentFile(modified('content/blog/docker/index.md'))).toEqual(['/blog/docker/', '/blog/', '/']);
    expect(routesForContentFile(modified('content/blog/docker/images/a.png'))).toContain('/blog/docker/');
  });
  it('does not visit a deleted post, only its listing', () => {
    expect(routesForContentFile({ status: 'D', path: 'content/blog/docker/index.md' })).toEqual(['/blog/', '/']);
  });
  it('maps service, expertise and legal files to their pages', () => {
    expect(routesForContentFile(modified('content/services/saas.json'))).toContain('/services/saas/');
    expect(routesForContentFile(modified('content/expertise/aws.json'))).toContain('/expertise/aws/');
    expect(routesForContentFile(modified('content/legal/terms.md'))).toEqual(['/terms/']);
  });
  it('maps site files to the page they feed, and company-wide files to home', () => {
    expect(routesForContentFile(modified('content/site/contact.json'))).toEqual(['/contact/']);
    expect(routesForContentFile(modified('content/site/site.json'))).toEqual(['/']);
    expect(routesForContentFile(modified('content/site/images/team.jpg'))).toEqual(['/']);
  });
});

describe('parseNameStatus', () => {
  it('reads name-status lines and bare paths', () => {
    expect(parseNameStatus('M\tcontent/a.json\nD\tcontent/b.json\n\ncontent/c.json\n')).toEqual([
      { status: 'M', path: 'content/a.json' },
      { status: 'D', path: 'content/b.json' },
      { status: 'M', path: 'content/c.json' },
    ]);
  });
  it('splits a rename into both paths, so moving a file out of content/ is code', () => {
    const files = parseNameStatus('R100\tcontent/x.json\tsrc/x.json');
    expect(files).toEqual([
      { status: 'D', path: 'content/x.json' },
      { status: 'A', path: 'src/x.json' },
    ]);
    expect(selectLane(files).lane).toBe('full');
  });
});

describe('formatLaneOutput', () => {
  it('writes GITHUB_OUTPUT lines', () => {
    expect(formatLaneOutput({ lane: 'content', routes: ['/', '/about/'] })).toBe('lane=content\nroutes=/,/about/\n');
    expect(formatLaneOutput({ lane: 'full', routes: [] })).toBe('lane=full\nroutes=\n');
  });
});
