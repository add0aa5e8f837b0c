import { checkJsonLd } from '../../../scripts/quality/json-ld-rules.mjs';
import { buildCaseStudyJsonLd, buildPortfolioJsonLd } from './case-study-seo';

const site = { name: 'StarOps Technologies', url: 'https://www.example.test' };
const study = {
  title: 'A case study',
  summary: 'What happened.',
  published: '2026-11-28',
  industry: 'Retail',
  path: '/portfolio/a-case-study/',
  image: '/social-card.png',
  serviceNames: ['DevOps'],
};

describe('case study JSON-LD', () => {
  it('is an Article the structured-data gate accepts, with absolute URLs', () => {
    const data = buildCaseStudyJsonLd(site, study);
    expect(data).toMatchObject({
      '@type': 'Article',
      headline: 'A case study',
      image: ['https://www.example.test/social-card.png'],
      mainEntityOfPage: 'https://www.example.test/portfolio/a-case-study/',
    });
    expect(checkJsonLd(data)).toEqual([]);
  });

  it('is refused by the gate without a date or an image', () => {
    const data = buildCaseStudyJsonLd(site, { ...study, published: 'soon' });
    expect(checkJsonLd(data)).toContain('datePublished must be a date');
    expect(checkJsonLd({ ...buildCaseStudyJsonLd(site, study), image: [] })).toContain('image is required');
  });

  it('lists the portfolio pages in order', () => {
    const list = buildPortfolioJsonLd(site.url, ['/portfolio/a/', '/portfolio/b/']);
    expect(list).toMatchObject({
      itemListElement: [{ position: 1 }, { position: 2, url: 'https://www.example.test/portfolio/b/' }],
    });
    expect(checkJsonLd(list)).toEqual([]);
    expect(checkJsonLd({ ...list, itemListElement: [{ '@type': 'ListItem', position: 2, url: 'x' }] })).toEqual([
      'itemListElement[0].position must be 1',
      'itemListElement[0].url must be an absolute URL',
    ]);
  });
});
