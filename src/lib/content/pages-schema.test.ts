import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { formatIssues } from './format-issues';
import { expertiseSchema, offeringCounts, serviceFaqCounts, serviceSchema } from './pages-schema';

/** Content contract for the service and expertise pages (SPEC §2/§3, issue #4 counts). */
const contentDir = path.resolve(__dirname, '../../../content');
const read = (folder: string, slug: string) =>
  JSON.parse(readFileSync(path.join(contentDir, folder, `${slug}.json`), 'utf8')) as Record<string, unknown>;
const slugsIn = (folder: string) =>
  readdirSync(path.join(contentDir, folder))
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.replace(/\.json$/, ''))
    .sort();

function problems(schema: typeof serviceSchema | typeof expertiseSchema, file: string, data: unknown): string[] {
  const result = schema.safeParse(data);
  return result.success ? [] : formatIssues(file, result.error.issues);
}

describe('service content', () => {
  it('has one file per service route of the spec, IT staff augmentation included', () => {
    expect(slugsIn('services')).toEqual(
      ['appdevelopment', 'devops', 'itconsulting', 'itservices', 'product', 'saas', 'webdevelopment'].sort(),
    );
  });

  it.each(slugsIn('services'))('%s passes its rule (6 solutions, 6 case studies, FAQ count)', (slug) => {
    expect(problems(serviceSchema, `content/services/${slug}.json`, read('services', slug))).toEqual([]);
  });

  it('names the file and field when a required field is missing', () => {
    const { hero: _hero, ...data } = read('services', 'saas');
    expect(problems(serviceSchema, 'content/services/saas.json', data)).toEqual([
      'content/services/saas.json: field "hero": Required',
    ]);
  });

  it('names a missing nested field by its full path', () => {
    const data = read('services', 'product') as { faq: Array<Record<string, unknown>> };
    delete data.faq[2]!.answer;
    expect(problems(serviceSchema, 'content/services/product.json', data)).toEqual([
      'content/services/product.json: field "faq[2].answer": Required',
    ]);
  });

  it('enforces the SPEC FAQ count per service', () => {
    const data = read('services', 'devops') as { faq: unknown[] };
    expect(serviceFaqCounts.devops).toBe(9);
    data.faq.pop();
    expect(problems(serviceSchema, 'content/services/devops.json', data)).toEqual([
      'content/services/devops.json: field "faq": Must have exactly 9 questions',
    ]);
  });

  it('requires exactly 6 solutions and 6 case studies', () => {
    const data = read('services', 'webdevelopment') as { solutions: unknown[]; caseStudies: unknown[] };
    data.solutions.pop();
    data.caseStudies.push(data.caseStudies[0]);
    expect(problems(serviceSchema, 'content/services/webdevelopment.json', data)).toEqual([
      'content/services/webdevelopment.json: field "solutions": Must have exactly 6 entries',
      'content/services/webdevelopment.json: field "caseStudies": Must have exactly 6 entries',
    ]);
  });

  it('allows at most one FAQ item to start open', () => {
    const data = read('services', 'itservices') as { faq: Array<{ open?: boolean }> };
    data.faq[0]!.open = true;
    expect(problems(serviceSchema, 'content/services/itservices.json', data)).toEqual([]);
    data.faq[1]!.open = true;
    expect(problems(serviceSchema, 'content/services/itservices.json', data)).toEqual([
      'content/services/itservices.json: field "faq": At most one question may be open',
    ]);
  });
});

describe('expertise content', () => {
  it('has one file per expertise route of the spec', () => {
    expect(slugsIn('expertise')).toEqual(['devops', 'django', 'flutter', 'nextjs', 'python', 'reactjs']);
  });

  it.each(slugsIn('expertise'))('%s passes its rule (offerings count, 6 reasons, 10 FAQs)', (slug) => {
    const data = read('expertise', slug) as { offerings: unknown[] };
    expect(problems(expertiseSchema, `content/expertise/${slug}.json`, data)).toEqual([]);
    expect(data.offerings).toHaveLength(offeringCounts[slug]!);
  });

  it('names the file and field when the offerings count is wrong', () => {
    const data = read('expertise', 'reactjs') as { offerings: unknown[] };
    data.offerings.push(data.offerings[0]);
    expect(problems(expertiseSchema, 'content/expertise/reactjs.json', data)).toEqual([
      'content/expertise/reactjs.json: field "offerings": Must have exactly 4 entries',
    ]);
  });

  it('fixes the SPEC content defects: DevOps intro is about DevOps, Django FAQ heading about Django, Flutter has its own images', () => {
    const devops = read('expertise', 'devops') as { intro: { text: string[] } };
    expect(devops.intro.text.join(' ')).toMatch(/DevOps/);
    expect(devops.intro.text.join(' ')).not.toMatch(/Django/);
    expect((read('expertise', 'django') as { faqHeading: string }).faqHeading).toMatch(/Django/);
    const images = slugsIn('expertise').flatMap((slug) => {
      const data = read('expertise', slug) as { intro: { image: string }; offeringsImage: string };
      return [data.intro.image, data.offeringsImage];
    });
    expect(new Set(images).size).toBe(images.length);
  });
});
