import { buildProfilePageJsonLd } from './blog-seo';

const site = {
  name: 'StarOps Technologies',
  shortName: 'StarOps',
  url: 'https://www.example.com',
  social: [],
};

describe('buildProfilePageJsonLd', () => {
  it('is a ProfilePage whose mainEntity is the author as a Person', () => {
    const data = buildProfilePageJsonLd(
      site,
      {
        name: 'Karan Mehta',
        position: 'SRE',
        link: 'https://www.linkedin.com/in/k',
        profile: { publicURL: '/static/k.jpg' },
        bio: 'Keeps fleets patched.',
      },
      '/blog/authors/karan/',
    );
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      url: 'https://www.example.com/blog/authors/karan/',
      mainEntity: {
        '@type': 'Person',
        '@id': 'https://www.example.com/blog/authors/karan/#person',
        name: 'Karan Mehta',
        jobTitle: 'SRE',
        url: 'https://www.linkedin.com/in/k',
        image: 'https://www.example.com/static/k.jpg',
        description: 'Keeps fleets patched.',
      },
    });
  });

  it('leaves out what the author does not have', () => {
    const data = buildProfilePageJsonLd(site, { name: 'Neha' }, '/blog/authors/neha/');
    expect(data.mainEntity).not.toHaveProperty('image');
    expect(data.mainEntity).not.toHaveProperty('description');
  });
});
