import { SLUG_WORDS } from './blog-schema';
import { slugFromHeadline } from './slug-from-headline';

describe('slugFromHeadline', () => {
  it('makes lower-case words joined by hyphens, which the post rule accepts', () => {
    const slug = slugFromHeadline('Zero-Downtime Deploys: Blue/Green, Done Right');
    expect(slug).toBe('zero-downtime-deploys-blue-green-done-right');
    expect(slug).toMatch(SLUG_WORDS);
  });

  it('drops accents and apostrophes', () => {
    expect(slugFromHeadline('Café Ops: What’s New')).toBe('cafe-ops-whats-new');
  });

  it('stays within 60 characters, cut between words', () => {
    const slug = slugFromHeadline('word '.repeat(30));
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug).toMatch(SLUG_WORDS);
  });

  it('gives nothing for a headline without letters or digits', () => {
    expect(slugFromHeadline('—')).toBe('');
  });
});
