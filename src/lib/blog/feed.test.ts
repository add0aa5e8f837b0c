import { feedItem } from './feed';

describe('feedItem', () => {
  it('links the post by absolute URL and lists author and tags', () => {
    const item = feedItem('https://www.staropstechnologies.com', {
      slug: 'terraform-fundamentals',
      heading: 'Terraform Fundamentals',
      description: 'Providers, resources, state.',
      date: '2026-02-09',
      author: { name: 'Rohit Yadav' },
      tags: [{ name: 'terraform' }, { name: 'aws provider' }],
    });
    expect(item).toEqual({
      title: 'Terraform Fundamentals',
      description: 'Providers, resources, state.',
      date: '2026-02-09',
      url: 'https://www.staropstechnologies.com/blog/terraform-fundamentals/',
      guid: 'https://www.staropstechnologies.com/blog/terraform-fundamentals/',
      author: 'Rohit Yadav',
      categories: ['terraform', 'aws provider'],
    });
  });
});
