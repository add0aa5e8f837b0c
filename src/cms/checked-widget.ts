import { MONTHS, parsePostDate } from '../lib/blog/post-date';
import { indiaDay } from '../lib/publishing/publication';
import { blogPostSchema } from '../lib/content/blog-schema';
import { countOf, type EditorProblem } from '../lib/content/editor-words';
import { checkPostEntry, type OtherPost, type PostEntryContext } from '../lib/content/post-entry-check';
import { slugFromHeadline } from '../lib/content/slug-from-headline';
import { objectOf, unwrapRule } from '../lib/content/unwrap-rule';
import { postState } from '../lib/publishing/post-state';
import { CHECKED_WIDGET } from './checked-fields';
import { LIST_ONLY_KEYS, withoutEmpty } from './formats';
import { clearEntryState, showEntryState } from './entry-state';
import { decap } from './decap';
import { decapShowsErrors } from './entry-checked-widget';
import { plain, type ImmutableLike, type Query, type WidgetProps } from './widget-props';

interface ControlProps extends WidgetProps {
  getAsset: (path: string, field: unknown) => { path?: string; url?: string; fileObj?: unknown } | null;
  classNameWrapper: string;
}

/** What the form reads from the repository when it opens: every post, and the authors. */
interface Repository {
  others: Array<OtherPost & { slug: string }>;
  authorKeys: string[] | null;
}

/**
 * The open post form, shared by its fields. Decap renders a field again only when its own value changes, so each
 * field records its value here and tells the others, which then check the whole post with every field's latest
 * value. The posts and authors are read fresh from the repository whenever a post form opens (never a list kept
 * from earlier in the session, so a number or address saved minutes ago is known).
 */
const form = {
  key: '',
  mounted: 0,
  values: {} as Record<string, unknown>,
  repository: null as Repository | null,
  listeners: new Set<() => void>(),
  notify(): void {
    this.listeners.forEach((listener) => listener());
  },
  /** Starts over for another entry (or a new one): forgets the values and reads the repository again. */
  open(key: string, forID: string, query: Query): void {
    if (this.key === key) return;
    this.key = key;
    this.values = {};
    this.repository = null;
    const today = indiaDay(new Date());
    void Promise.all([
      query(forID, 'blog', ['id'], ''),
      query(forID, 'authors', ['items.*.id'], '', 'authors').catch(() => null),
    ]).then(([posts, authors]) => {
      if (this.key !== key) return;
      const items = (authors?.payload.hits[0]?.data.items ?? null) as Array<{ id?: unknown }> | null;
      this.repository = {
        others: posts.payload.hits.map((hit) => {
          const date = typeof hit.data.date === 'string' ? parsePostDate(hit.data.date) : null;
          return {
            slug: folderOf(String(hit.slug ?? hit.data.title ?? '')),
            id: hit.data.id,
            heading: hit.data.heading,
            held: Boolean(hit.data.draft) || (date !== null && date > today),
          };
        }),
        authorKeys: items ? items.map((item) => String(item.id)) : null,
      };
      this.notify();
    });
  },
  /** Records a field's value; the other fields are told after this render. */
  record(name: string, value: unknown): void {
    const plainValue = plain(value);
    if (name in this.values && JSON.stringify(this.values[name]) === JSON.stringify(plainValue)) return;
    this.values[name] = plainValue;
    setTimeout(() => this.notify(), 0);
  },
};

/** A day (YYYY-MM-DD) as posts write it: `'2026-12-05'` → `'05 Dec 2026'`. */
const postDateText = (day: string) => `${day.slice(8, 10)} ${MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;

/** Which entry a field belongs to: a saved post by its folder, or a new one. */
const formKey = (entry: ImmutableLike) => (entry.get('newRecord') ? 'new' : `saved:${String(entry.get('slug'))}`);

/** A post's entry is `<folder>/index` (the collection's `path`); its folder is its address. */
const folderOf = (entrySlug: string) => entrySlug.replace(/\/index$/, '');

/** The form's labels by field name: `{ heading: 'Headline', … }`. */
function labelsOf(collection: ImmutableLike): Record<string, string> {
  const fields = (collection.get('fields') as ImmutableLike | undefined)?.toJS?.() as
    Array<{ name: string; label?: string }> | undefined;
  return Object.fromEntries((fields ?? []).map((field) => [field.name, field.label ?? field.name]));
}

/** Whether a picture beside the post exists, from Decap's asset store: unknown (undefined) while it loads. */
function pictureExists(getAsset: ControlProps['getAsset'], field: unknown, relative: string): boolean | undefined {
  const asset = getAsset(relative, field);
  if (!asset || asset.path === 'empty.svg') return undefined;
  if (asset.fileObj) return true;
  // Decap falls back to the address as written when the repository has no such file.
  return /^(blob:|data:|https?:)/.test(asset.url ?? '');
}

/** Every problem of the post open in the form, as the build would find them. */
export function problemsOfForm(props: ControlProps): EditorProblem[] {
  const { entry, collection, field, getAsset, value } = props;
  const name = String(field.get('name'));
  const data = {
    ...((entry.get('data') as ImmutableLike).toJS?.() as Record<string, unknown>),
    ...form.values,
    [name]: plain(value),
  };
  const { body, ...withListKeys } = data;
  const rest = Object.fromEntries(
    Object.entries(withListKeys).filter(([key]) => !(LIST_ONLY_KEYS as readonly string[]).includes(key)),
  );
  // Checked as the post's file will hold it (formats.ts): empty fields left out, pictures given their "./".
  const front = withoutEmpty(rest) as Record<string, unknown>;
  if (front.seoKeywords === undefined) front.seoKeywords = '';
  const known = form.repository;
  const ownSlug = entry.get('newRecord') ? null : folderOf(String(entry.get('slug')));
  const context: PostEntryContext = {
    folder: ownSlug,
    others: (known?.others ?? []).filter((post) => post.slug !== ownSlug),
    authorKeys: known?.authorKeys ?? [String(front.author ?? '')],
    fileExists: (relative) => pictureExists(getAsset, field, relative),
    today: indiaDay(new Date()),
    labels: labelsOf(collection),
  };
  // A field left empty is Decap's to report ("… is required"), once, rather than also as an unknown value.
  const empty = (key: string) => (key === 'body' ? !body : front[key] === undefined);
  return checkPostEntry(front, typeof body === 'string' ? body : '', context).filter(
    (problem) => !empty(problem.field.replace(/[[.].*$/, '')),
  );
}

/** Decap's own check covers a required field left empty ("… is required"); this one says everything else. */
const isEmptyRequired = (problem: EditorProblem) =>
  problem.message === 'Required' || /^Must not be empty/.test(problem.message);

/** The problems of one field of the form (`related` covers `related[1]`). */
export const problemsOfField = (problems: readonly EditorProblem[], name: string) =>
  problems.filter((problem) => problem.field.replace(/[[.].*$/, '') === name && !isEmptyRequired(problem));

/** The length limit the build sets on a post field, if any: `heading` → 120. */
function limitOf(name: string): number | null {
  const rule = objectOf(blogPostSchema)?.shape[name] as Parameters<typeof unwrapRule>[0] | undefined;
  const schema = rule ? (unwrapRule(rule).schema as { maxLength?: number | null }) : null;
  return schema?.maxLength ?? null;
}

/**
 * A post field checked by the build's own rules as the editor types (lib/content/post-entry-check.ts): the field
 * shows its problems and a live count against its limit, and Decap refuses to save while any field has a
 * problem (it calls a control's `isValid`). Wraps the field's own widget, named by `base` (checked-fields.ts).
 */
export function registerCheckedWidget(): void {
  const { CMS, createClass, h } = decap();
  const control = createClass<
    ControlProps,
    {
      unsubscribe?: () => void;
      madeSlug?: string;
      forceUpdate: () => void;
      showState: () => void;
      followHeadline: () => void;
    }
  >({
    componentDidMount() {
      const listener = () => this.forceUpdate();
      form.listeners.add(listener);
      form.mounted += 1;
      this.unsubscribe = () => {
        form.listeners.delete(listener);
        form.mounted -= 1;
        // The form is closed: the next one starts afresh, even another new post.
        if (form.mounted === 0) {
          form.key = '';
          // Decap may keep the form's pane for the next entry (another collection's): its state line goes.
          clearEntryState(document);
        }
      };
      this.showState();
    },
    componentDidUpdate() {
      this.showState();
      this.followHeadline();
    },
    /**
     * A new post's address follows its headline until the editor types one of their own (an address that still
     * equals the one made from the headline keeps following it).
     */
    followHeadline() {
      const { entry, field, value, onChange } = this.props;
      if (field.get('name') !== 'title' || !entry.get('newRecord')) return;
      const made = slugFromHeadline(typeof form.values.heading === 'string' ? form.values.heading : '');
      const followed = !value || value === this.madeSlug;
      this.madeSlug = made;
      if (followed && made && value !== made) onChange(made);
    },
    componentWillUnmount() {
      this.unsubscribe?.();
    },
    /** The date field keeps the form's "Draft / Scheduled / Live" line current. */
    showState() {
      const { field, value } = this.props;
      if (field.get('name') !== 'date') return;
      showEntryState(document, postState({ ...form.values, date: value }, indiaDay(new Date())));
    },
    // Other fields change what this one may hold (an address taken, a picture uploaded): render on every change.
    shouldComponentUpdate() {
      return true;
    },
    isValid() {
      const mine = problemsOfField(problemsOfForm(this.props), String(this.props.field.get('name')));
      if (mine.length === 0) return true;
      return { error: { type: 'CUSTOM', message: mine.map((problem) => problem.message).join(' · ') } };
    },
    render() {
      const { field, forID, value, entry, classNameWrapper, query } = this.props;
      const name = String(field.get('name'));
      form.open(formKey(entry), forID, query);
      form.record(name, value);
      const base = CMS.getWidget(String(field.get('base'))).control;
      // The address is the post's folder: once saved it cannot change (the build would refuse the post).
      const locked = name === 'title' && !entry.get('newRecord');
      // The publication date is typed as the site writes it, never in the browser's own order (mm/dd/yyyy in
      // the United States) under Decap's "UTC": a day in India.
      const dateInput =
        name === 'date' &&
        h(
          'div',
          { className: 'post-date' },
          h('input', {
            id: forID,
            className: classNameWrapper,
            value: typeof value === 'string' ? value : '',
            placeholder: 'e.g. 05 Dec 2026',
            'aria-describedby': `${forID}-format`,
            onChange: (event: { target: { value: string } }) => this.props.onChange(event.target.value),
          }),
          h(
            'button',
            { type: 'button', onClick: () => this.props.onChange(postDateText(indiaDay(new Date()))) },
            'Today',
          ),
          h(
            'p',
            { id: `${forID}-format`, className: 'field-count' },
            'Written like 05 Dec 2026, a day in India. A later day schedules the post.',
          ),
        );
      const input = dateInput
        ? dateInput
        : locked
          ? h('input', {
              id: forID,
              className: classNameWrapper,
              value: String(value ?? ''),
              readOnly: true,
              'aria-describedby': `${forID}-locked`,
            })
          : h(base, this.props as unknown as Record<string, unknown>);
      const mine = problemsOfField(problemsOfForm(this.props), name);
      const limit = limitOf(name);
      const length = typeof value === 'string' ? value.trim().length : 0;
      return h(
        'div',
        { className: 'checked-field' },
        input,
        locked &&
          h(
            'p',
            { id: `${forID}-locked`, className: 'field-count' },
            // The field's hint says the rule (fixed after the first save); this line says where this post is.
            `This post lives at /blog/${String(value ?? '')}/.`,
          ),
        // Over the limit, the field's message carries the count ("171 of 120 characters (51 too many)").
        limit &&
          !locked &&
          !mine.some((problem) => problem.message.startsWith(countOf(length, limit))) &&
          h(
            'p',
            { id: `${forID}-count`, className: length > limit ? 'field-count over' : 'field-count' },
            countOf(length, limit),
          ),
        // After a refused save Decap lists the messages under the label: each shows once, there.
        mine.length > 0 &&
          !decapShowsErrors(this.props) &&
          h(
            'ul',
            { id: `${forID}-problems`, className: 'field-problems', role: 'alert' },
            ...mine.map((problem) => h('li', { key: problem.message }, problem.message)),
          ),
      );
    },
  });
  CMS.registerWidget(CHECKED_WIDGET, control, CMS.getWidget('string').preview);
}
