import path from 'node:path';
import { readSiteIdentity } from './site';

describe('readSiteIdentity', () => {
  it('reads the company identity from the content', () => {
    expect(readSiteIdentity().url).toMatch(/^https?:\/\//);
  });

  it('stops with the file and the field of a broken site.json', () => {
    const broken = path.resolve(__dirname, '../../tests/fixtures/content-broken');
    expect(() => readSiteIdentity(broken)).toThrow(
      'tests/fixtures/content-broken/site/site.json: field "phone": Must be +91 followed by ten digits',
    );
  });
});
