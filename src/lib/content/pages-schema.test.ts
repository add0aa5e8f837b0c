import type { z } from 'zod';
import { contentSlugs as slugsIn, readContent, schemaMessages } from '../../../tests/content/content-dir';
import { expertiseSchema, serviceSchema } from './pages-schema';

/**
 * The service and expertise rules hold whatever the card and FAQ counts, shown on copies of the first
 * file of each folder (every file passing its rule: validate-content.test.ts).
 */
const read = <F extends 'services' | 'expertise'>(folder: F, slug: string) =>
  readContent<z.input<F extends 'services' ? typeof serviceSchema : typeof expertiseSchema>>(`${folder}/${slug}.json`);
const [firstService = ''] = slugsIn('services');
const [firstArea = ''] = slugsIn('expertise');
const serviceFile = `content/services/${firstService}.json`;
const areaFile = `content/expertise/${firstArea}.json`;

const problems = (schema: typeof serviceSchema | typeof expertiseSchema, file: string, data: unknown) =>
  schemaMessages(schema, data, file);

it.each(['services', 'expertise'])('content/%s has at least one page', (folder) => {
  expect(slugsIn(folder).length).toBeGreaterThan(0);
});

describe('serviceSchema', () => {
  it('names the file and field when a required field is missing', () => {
    const { hero: _hero, ...data } = read('services', firstService);
    expect(problems(serviceSchema, serviceFile, data)).toEqual([`${serviceFile}: field "hero": Required`]);
  });

  it('names a missing nested field by its full path', () => {
    const data = read('services', firstService);
    Reflect.deleteProperty(data.faq[0]!, 'answer');
    expect(problems(serviceSchema, serviceFile, data)).toEqual([`${serviceFile}: field "faq[0].answer": Required`]);
  });

  it('accepts one card or seven, one FAQ question or twelve', () => {
    const data = read('services', firstService);
    const [card] = data.solutions;
    data.solutions = Array.from({ length: 7 }, (_, index) => ({ ...card!, id: index + 1 }));
    data.caseStudies = [data.caseStudies[0]!];
    data.faq = [{ question: 'Only question?', answer: 'Only answer.' }];
    expect(problems(serviceSchema, serviceFile, data)).toEqual([]);
    data.faq = Array.from({ length: 12 }, (_, index) => ({ question: `Question ${index}?`, answer: 'An answer.' }));
    expect(problems(serviceSchema, serviceFile, data)).toEqual([]);
  });

  it('refuses an empty section and repeated card ids', () => {
    const data = read('services', firstService);
    data.faq = [];
    data.solutions = [data.solutions[0]!, data.solutions[0]!];
    expect(problems(serviceSchema, serviceFile, data)).toEqual([
      `${serviceFile}: field "solutions[1].id": Duplicate id ${data.solutions[0]!.id} (already used by entry 0)`,
      `${serviceFile}: field "faq": Needs at least one entry`,
    ]);
  });

  it('allows at most one FAQ item to start open', () => {
    const data = read('services', firstService);
    const question = { question: 'Q?', answer: 'A.' };
    data.faq = [{ ...question, open: true }, question];
    expect(problems(serviceSchema, serviceFile, data)).toEqual([]);
    data.faq = [
      { ...question, open: true },
      { ...question, open: true },
    ];
    expect(problems(serviceSchema, serviceFile, data)).toEqual([
      `${serviceFile}: field "faq": At most one question may be open`,
    ]);
  });
});

describe('expertiseSchema', () => {
  it('accepts any number of offerings and reasons, but not none', () => {
    const data = read('expertise', firstArea);
    data.offerings = [data.offerings[0]!];
    data.whyChooseUs = [...data.whyChooseUs, { ...data.whyChooseUs[0]!, id: 999 }];
    expect(problems(expertiseSchema, areaFile, data)).toEqual([]);
    data.offerings = [];
    expect(problems(expertiseSchema, areaFile, data)).toEqual([
      `${areaFile}: field "offerings": Needs at least one entry`,
    ]);
  });
});
