import { CONTENT_RULES, contentKeyOf, type ContentKey } from '../lib/content/content-rules';
import { countOf, type EditorProblem } from '../lib/content/editor-words';
import { checkContentEntry, type EntryContext } from '../lib/content/entry-check';
import { objectOf, unwrapRule } from '../lib/content/unwrap-rule';
import type { CaseStudyRef, ServiceCards } from '../lib/content/case-study-checks';
import type { CmsField } from './collections/fields';
import { ENTRY_CHECKED_WIDGET, labelsOf } from './entry-checked-fields';
import { withoutEmpty } from './formats';
import { decap } from './decap';
import { plain, type ImmutableLike, type Query, type WidgetProps } from './widget-props';

interface ControlProps extends WidgetProps {
  parentIds?: string[];
}

/**
 * Whether Decap lists the field's errors under its label (after a refused save, until the field changes): the
 * field then shows each message once, in Decap's list, which the refusal summary links to (refusal-summary.ts).
 */
export function decapShowsErrors(props: { forID?: string; fieldsErrors?: ImmutableLike }): boolean {
  // Decap hands the control its field's id as `forID` (components/Editor/EditorControlPane/Widget.js).
  const errors = props.forID
    ? (props.fieldsErrors?.get(props.forID) as { size?: number; length?: number } | undefined)
    : undefined;
  return Boolean(errors && (errors.size ?? errors.length ?? 0) > 0);
}

/**
 * What the open form reads from the repository when it opens: the icon names the build can draw (written by the
 * build to /admin/icon-names.json), the service pages and the case studies, for the rules across files.
 */
const repository = {
  key: '',
  iconNames: null as ReadonlySet<string> | null,
  services: null as ServiceCards[] | null,
  caseStudies: null as Array<CaseStudyRef & { slug: string }> | null,
  listeners: new Set<() => void>(),
  open(key: string, forID: string, query: Query): void {
    if (this.key === key) return;
    this.key = key;
    this.services = null;
    this.caseStudies = null;
    const told = () => this.listeners.forEach((listener) => listener());
    if (!this.iconNames) {
      void fetch('/admin/icon-names.json')
        .then((response) => response.json() as Promise<string[]>)
        .then((names) => {
          this.iconNames = new Set(names);
          told();
        })
        .catch(() => undefined);
    }
    void Promise.all([query(forID, 'services', ['slug'], ''), query(forID, 'case-studies', ['slug'], '')]).then(
      ([services, studies]) => {
        if (this.key !== key) return;
        this.services = services.payload.hits.map((hit) => ({
          slug: String(hit.data.slug),
          caseStudies: (hit.data.caseStudies ?? []) as ServiceCards['caseStudies'],
        }));
        this.caseStudies = studies.payload.hits.map((hit) => hit.data as unknown as CaseStudyRef & { slug: string });
        told();
      },
    );
  },
};

/** Which rule checks the entry's file: `content/services/<slug>.json` → `services/*`. */
function keyOf(collection: ImmutableLike, entry: ImmutableLike): ContentKey | null {
  const folder = collection.get('folder');
  if (typeof folder === 'string') return contentKeyOf(`${folder}/x.${String(collection.get('extension') ?? 'json')}`);
  const files = (collection.get('files') as ImmutableLike | undefined)?.toJS?.() as
    Array<{ name: string; file: string }> | undefined;
  const file = files?.find((candidate) => candidate.name === entry.get('slug'));
  return file ? contentKeyOf(file.file) : null;
}

/** The fields of the entry's form: a folder collection's own, or the open file's. */
function fieldsOfEntry(collection: ImmutableLike, entry: ImmutableLike): CmsField[] {
  const all = collection.toJS?.() as { fields?: CmsField[]; files?: Array<{ name: string; fields: CmsField[] }> };
  return all.fields ?? all.files?.find((file) => file.name === entry.get('slug'))?.fields ?? [];
}

/** The entry as its file will hold it (formats.ts): a list file's `items` is the file, a page's body is apart. */
function fileData(key: ContentKey, entry: ImmutableLike): unknown {
  const { body: _body, ...data } = ((entry.get('data') as ImmutableLike).toJS?.() ?? {}) as Record<string, unknown>;
  const written = withoutEmpty(data) as Record<string, unknown>;
  return key === 'authors/authors' || key === 'site/testimonials' ? (written.items ?? []) : written;
}

/** Every problem of the entry open in the form, as the build would find them; none for a file no rule covers. */
export function problemsOfEntry(props: ControlProps): EditorProblem[] {
  const { collection, entry } = props;
  const key = keyOf(collection, entry);
  if (!key || !(key in CONTENT_RULES)) return [];
  const fields = fieldsOfEntry(collection, entry);
  const labels = labelsOf(
    key === 'authors/authors' || key === 'site/testimonials' ? ((fields[0]?.fields as CmsField[]) ?? []) : fields,
  );
  const isPage = typeof collection.get('folder') === 'string';
  const context: EntryContext = {
    fileName: isPage && !entry.get('newRecord') ? String(entry.get('slug')) : null,
    labels,
    iconNames: repository.iconNames,
    services: repository.services,
    caseStudies: (repository.caseStudies ?? []).filter((study) => study.slug !== entry.get('slug')),
  };
  if (repository.caseStudies === null) context.caseStudies = null;
  // A field left empty is Decap's to report ("… is required"), once.
  return checkContentEntry(key, fileData(key, entry), context).filter(
    (problem) => problem.message !== 'Required' && !/^Must not be empty/.test(problem.message),
  );
}

/** The value a key path leads to in `data`: `faq[2].answer`. */
function valueAt(data: unknown, field: string): unknown {
  return field
    .split(/[.[\]]+/)
    .filter(Boolean)
    .reduce<unknown>(
      (parent, key) => (parent && typeof parent === 'object' ? (parent as Record<string, unknown>)[key] : undefined),
      data,
    );
}

/**
 * The problems a field of the form shows: a top-level field its own; a field inside a list or group, those of
 * the same name whose value is this field's (a field does not know its place in the list, only its value). A
 * problem of a whole list or group is shown by the first field inside it.
 */
export function problemsOfControl(
  problems: readonly EditorProblem[],
  props: ControlProps,
  data: unknown,
): EditorProblem[] {
  const name = String(props.field.get('name'));
  const nested = (props.parentIds ?? []).length > 0;
  const mine = plain(props.value);
  return problems.filter((problem) => {
    const path = leafOf(problem.field, data);
    if (!nested) return path === name;
    const last = /(?:^|\.)([^.[\]]+)(?:\[\d+\])?$/.exec(path)?.[1];
    const at = valueAt(data, path);
    return last === name && path.includes('.') && JSON.stringify(at ?? '') === JSON.stringify(withoutEmpty(mine) ?? '');
  });
}

/** A problem of a list or a group belongs to its first field: `faq` → `faq[0].question`. */
function leafOf(field: string, data: unknown): string {
  let path = field;
  for (let depth = 0; depth < 4; depth += 1) {
    const value = valueAt(data, path);
    if (Array.isArray(value) && value.length > 0 && value[0] && typeof value[0] === 'object') path = `${path}[0]`;
    else if (value && typeof value === 'object' && !Array.isArray(value)) {
      const first = Object.keys(value)[0];
      if (!first) break;
      path = `${path}.${first}`;
    } else break;
  }
  return path;
}

/** The length limit the build sets on a field of the entry's rule, if any: services' `summary` → 160. */
function limitOf(key: ContentKey | null, props: ControlProps): number | null {
  if (!key || (props.parentIds ?? []).length > 0) return null;
  const rule = objectOf(CONTENT_RULES[key])?.shape[String(props.field.get('name'))] as
    Parameters<typeof unwrapRule>[0] | undefined;
  const schema = rule ? (unwrapRule(rule).schema as { maxLength?: number | null }) : null;
  return schema?.maxLength ?? null;
}

/**
 * A field of a page, a job or a setting checked by the build's own rules as the editor types
 * (lib/content/entry-check.ts): the field shows its problems, and Decap refuses to save while any field has a
 * problem (it calls a control's `isValid`). Wraps the field's own widget, named by `base` (entryCheckedFields).
 */
export function registerEntryCheckedWidget(): void {
  const { CMS, createClass, h } = decap();
  const control = createClass<
    ControlProps,
    { unsubscribe?: () => void; forceUpdate: () => void; mine: () => EditorProblem[] }
  >({
    componentDidMount() {
      const listener = () => this.forceUpdate();
      repository.listeners.add(listener);
      this.unsubscribe = () => repository.listeners.delete(listener);
    },
    componentWillUnmount() {
      this.unsubscribe?.();
    },
    // Other fields change what this one may hold (a second open question): render on every change.
    shouldComponentUpdate() {
      return true;
    },
    isValid() {
      const mine = this.mine();
      if (mine.length === 0) return true;
      return { error: { type: 'CUSTOM', message: mine.map((problem) => problem.message).join(' · ') } };
    },
    mine() {
      const { collection, entry } = this.props;
      const key = keyOf(collection, entry);
      return key ? problemsOfControl(problemsOfEntry(this.props), this.props, fileData(key, entry)) : [];
    },
    render() {
      const { field, forID, value, entry, collection, query } = this.props;
      repository.open(`${String(collection.get('name'))}:${String(entry.get('slug') ?? 'new')}`, forID, query);
      const base = CMS.getWidget(String(field.get('base'))).control;
      const limit = limitOf(keyOf(collection, entry), this.props);
      const length = typeof value === 'string' ? value.trim().length : 0;
      const mine = this.mine();
      // Decap shows a refused field's messages itself (under the label); until a save, they show here, live.
      const shownByDecap = decapShowsErrors(this.props);
      return h(
        'div',
        { className: 'checked-field' },
        h(base, this.props as unknown as Record<string, unknown>),
        limit &&
          !mine.some((problem) => problem.message.startsWith(countOf(length, limit))) &&
          h(
            'p',
            { id: `${forID}-count`, className: length > limit ? 'field-count over' : 'field-count' },
            countOf(length, limit),
          ),
        mine.length > 0 &&
          !shownByDecap &&
          h(
            'ul',
            { id: `${forID}-problems`, className: 'field-problems', role: 'alert' },
            ...mine.map((problem) => h('li', { key: problem.message }, problem.message)),
          ),
      );
    },
  });
  CMS.registerWidget(ENTRY_CHECKED_WIDGET, control, CMS.getWidget('string').preview);
}
