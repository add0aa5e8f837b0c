import { describeMissing, missingReferences } from './site-references';

describe('missingReferences', () => {
  it('finds references to files that do not exist, with their field', () => {
    const entries = [{ service: 'devops' }, { service: 'sass' }, { service: 'saas' }];
    expect(missingReferences('services', 'service', entries, ['devops', 'saas'])).toEqual([
      { field: 'services[1].service', value: 'sass' },
    ]);
  });
  it('finds nothing when every reference resolves', () => {
    expect(missingReferences('emerging', 'expertise', [{ expertise: 'python' }], ['python'])).toEqual([]);
  });
});

describe('describeMissing', () => {
  it('names the file, the field and the missing target', () => {
    expect(
      describeMissing('content/site/home.json', (slug) => `content/services/${slug}.json`, [
        { field: 'services[1].service', value: 'sass' },
      ]),
    ).toEqual(['content/site/home.json: field "services[1].service": content/services/sass.json does not exist']);
  });
});
