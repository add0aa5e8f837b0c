import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contactPageSchema } from './contact-schema';

/** SPEC §2 Contact: the side panel's selling points, in this order. */
const SPEC_SELLING_POINTS = [
  'Excellent Team',
  'Effective Delivery',
  'Quality Efforts',
  'Genuineness and Commitment',
  'Source Code Authorization',
  'Non-Disclosure Agreement',
  'No Lock-In Contract',
  'Agile & DevOps Implementation',
  'Clean Code',
  'Fast and Easy On-boarding',
  'Total Control Over the Code',
];

const file = path.resolve(__dirname, '../../../content/site/contact.json');
const content = JSON.parse(readFileSync(file, 'utf8')) as { sellingPoints: Array<{ title: string }> };

describe('content/site/contact.json', () => {
  it('passes its schema', () => {
    expect(contactPageSchema.safeParse(content).error?.issues ?? []).toEqual([]);
  });
  it('lists the eleven SPEC selling points in order', () => {
    expect(content.sellingPoints.map((point) => point.title)).toEqual(SPEC_SELLING_POINTS);
  });
});

describe('contactPageSchema', () => {
  it('rejects ten selling points', () => {
    const result = contactPageSchema.safeParse({ ...content, sellingPoints: content.sellingPoints.slice(1) });
    expect(result.error?.issues[0]).toMatchObject({ path: ['sellingPoints'], message: 'Must have exactly 11 entries' });
  });
  it('rejects a repeated title', () => {
    const points = [...content.sellingPoints.slice(0, 10), content.sellingPoints[0]];
    const result = contactPageSchema.safeParse({ ...content, sellingPoints: points });
    expect(result.error?.issues[0]).toMatchObject({ path: ['sellingPoints'], message: 'Titles must be unique' });
  });
});
