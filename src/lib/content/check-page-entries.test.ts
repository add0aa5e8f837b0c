import { checkPageEntries, type PageEntry } from './check-page-entries';

const entry = (fileName: string, order: number, slug = fileName): PageEntry => ({
  file: `content/services/${fileName}.json`,
  fileName,
  slug,
  order,
});

describe('checkPageEntries', () => {
  it('accepts files whose slugs match their names and whose orders differ', () => {
    expect(checkPageEntries([entry('saas', 3), entry('devops', 4), entry('product', 5)])).toEqual([]);
  });

  it('names the file and field when the slug differs from the file name', () => {
    expect(checkPageEntries([entry('saas', 3, 'sass')])).toEqual([
      'content/services/saas.json: field "slug": must be "saas" (the file name, which is the page URL), not "sass"',
    ]);
  });

  it('names both files when two share an order', () => {
    expect(checkPageEntries([entry('product', 4), entry('devops', 4)])).toEqual([
      'content/services/product.json: field "order": 4 is already used by content/services/devops.json; each page needs its own position',
    ]);
  });

  it('reports every problem, not just the first', () => {
    expect(checkPageEntries([entry('a', 1, 'x'), entry('b', 1)])).toHaveLength(2);
  });

  it('accepts an empty folder', () => {
    expect(checkPageEntries([])).toEqual([]);
  });
});
