import { jobSchema } from '../../lib/content/careers-schema';
import { collections } from '.';

type Field = Record<string, unknown> & { name: string; label?: string; widget?: string };

/** Every field of every collection's forms, nested ones included, with the labels leading to it. */
function everyField(node: unknown, trail: string[] = []): Array<{ field: Field; trail: string }> {
  if (Array.isArray(node)) return node.flatMap((child) => everyField(child, trail));
  if (node === null || typeof node !== 'object') return [];
  const record = node as Record<string, unknown>;
  const here = typeof record.name === 'string' && 'widget' in record ? [record.label ?? record.name] : [];
  const path = [...trail, ...(here as string[])];
  // A field the form checks by the build's rules names its own kind in `base` (entry-checked-fields.ts).
  const field = { ...record, widget: record.base ?? record.widget } as Field;
  const own = here.length > 0 ? [{ field, trail: path.join(' › ') }] : [];
  return [...own, ...Object.values(record).flatMap((child) => everyField(child, path))];
}

const fields = everyField(collections);
const jobFields = () => {
  const careers = collections.find((collection) => collection.name === 'careers') as unknown;
  const jobs = everyField(careers).find(({ field }) => field.name === 'jobs')!.field;
  return Object.fromEntries((jobs.fields as Field[]).map((field) => [field.name, field]));
};

describe('lists and jobs in the CMS forms', () => {
  it('finds the forms’ fields', () => {
    expect(fields.length).toBeGreaterThan(100);
  });

  it('a collapsed list item shows its content, not its label ("Tag", "Paragraph")', () => {
    // Decap labels a collapsed item of a one-field list with the field's label unless `summary` names the value,
    // and an item of a many-field list with its first field's value unless `summary` says otherwise.
    const unnamed = fields
      .filter(({ field }) => field.widget === 'list')
      .filter(({ field }) => {
        const entry = field.field as Field | undefined;
        const summary = typeof field.summary === 'string' ? field.summary : '';
        if (entry) return !summary.includes(`{{fields.${entry.name}`);
        const first = (field.fields as Field[] | undefined)?.[0];
        return !summary.includes('{{fields.') && !['string', 'text'].includes(String(first?.widget));
      })
      .map(({ trail }) => trail);
    expect(unnamed).toEqual([]);
  });

  it('no label says "(optional)": Decap adds it to every field that is not required', () => {
    const doubled = fields.filter(({ field }) => /optional/i.test(String(field.label))).map(({ trail }) => trail);
    expect(doubled).toEqual([]);
  });

  it('offers options by plain names, never as codes like PER_DIEM', () => {
    const codes = fields
      .filter(({ field }) => field.widget === 'select')
      .flatMap(({ field, trail }) =>
        (field.options as Array<string | { label: string }>)
          .map((option) => (typeof option === 'string' ? option : option.label))
          .filter((name) => /^[A-Z]+(_[A-Z]+)+$|^[A-Z]{2,}$/.test(name))
          .map((name) => `${trail}: ${name}`),
      );
    expect(codes).toEqual([]);
  });

  it("stores the rule's codes behind the plain names of the kind of job and the pay unit", () => {
    const { employmentType, stipendUnit } = jobFields();
    const job = jobSchema.innerType().shape;
    const values = (field: Field) => (field.options as Array<{ value: string }>).map((option) => option.value);
    expect(values(employmentType!)).toEqual(job.employmentType.options);
    expect(values(stipendUnit!)).toEqual(job.stipendUnit.options);
    expect(employmentType!.options).toContainEqual({ label: 'Full-time', value: 'FULL_TIME' });
  });

  it('a new job starts with the next free code and today as its posting date', () => {
    const { jobId, datePosted } = jobFields();
    // Its J-and-three-digits rule is the build's, checked in the form (entry-checked-widget.ts).
    expect(jobId).toMatchObject({ widget: 'entry-checked', base: 'job-code' });
    expect(jobId).not.toHaveProperty('pattern');
    expect(datePosted).toMatchObject({ base: 'datetime', default: '{{now}}' });
  });
});
