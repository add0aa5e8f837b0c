/** @jest-environment node */
import { buildRobotsTxt } from './post-build';

describe('buildRobotsTxt', () => {
  const robots = buildRobotsTxt('https://www.staropstechnologies.com/');

  it('allows crawling and points to the sitemap index by absolute URL', () => {
    expect(robots).toBe('User-agent: *\nAllow: /\n\nSitemap: https://www.staropstechnologies.com/sitemap-index.xml\n');
  });
});
