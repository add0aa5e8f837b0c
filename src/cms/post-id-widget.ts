import { decap } from './decap';

interface Hit {
  slug?: string;
  data: { id?: unknown; heading?: unknown };
}

interface ControlProps {
  forID: string;
  value?: number | string | null;
  classNameWrapper: string;
  entry: { get: (key: string) => unknown };
  onChange: (value: number | string) => void;
  query: (
    namespace: string,
    collection: string,
    searchFields: string[],
    term: string,
  ) => Promise<{ payload: { hits: Hit[] } }>;
}

/** The next free post number: one more than the highest in use. Example: `[3, 12, 7]` → 13. */
export function nextPostId(ids: readonly unknown[]): number {
  const numbers = ids.map(Number).filter((id) => Number.isInteger(id) && id > 0);
  return Math.max(0, ...numbers) + 1;
}

/**
 * The form's message when another published post already has this number (two drafts made at the same time
 * got the same one): names that post and the free number to use, or null. The build also reports it
 * (validate-posts.ts `postNotices`) for drafts the form cannot see.
 * Example: (12, [{ slug: 'b', data: { id: 12, heading: 'B' } }], 'a') → 'Post “B” already has number 12; use 13.'
 */
export function numberCollision(value: unknown, hits: readonly Hit[], ownSlug: string | null): string | null {
  const number = Number(value);
  if (!Number.isInteger(number)) return null;
  const other = hits.find((hit) => hit.slug !== ownSlug && Number(hit.data.id) === number);
  if (!other) return null;
  const free = nextPostId(hits.map((hit) => hit.data.id));
  return `Post “${String(other.data.heading ?? other.slug)}” already has number ${number}; use ${free}.`;
}

/**
 * The "Post number" field: a new post gets the next free number; the editor may change it, and the form says
 * when another post already has the number.
 */
export function postIdWidget(): { control: unknown; preview: unknown } {
  const { createClass, h } = decap();
  const control = createClass<ControlProps, { state: { hits: Hit[] }; setState: (state: object) => void }>({
    getInitialState() {
      return { hits: [] };
    },
    componentDidMount() {
      const { value, query, forID, onChange } = this.props;
      void query(forID, 'blog', ['id'], '').then((result) => {
        const hits = result.payload.hits;
        this.setState({ hits });
        if (value == null || value === '') onChange(nextPostId(hits.map((hit) => hit.data.id)));
      });
    },
    render() {
      const { value, forID, classNameWrapper, onChange, entry } = this.props;
      const ownSlug = entry.get('newRecord') ? null : (entry.get('slug') as string);
      const collision = numberCollision(value, this.state.hits, ownSlug);
      return h(
        'div',
        null,
        h('input', {
          id: forID,
          type: 'number',
          min: 1,
          step: 1,
          className: classNameWrapper,
          value: value ?? '',
          'aria-describedby': collision ? `${forID}-collision` : undefined,
          onChange: (event: { target: { value: string } }) =>
            onChange(event.target.value === '' ? '' : Number(event.target.value)),
        }),
        collision && h('p', { id: `${forID}-collision`, role: 'alert', style: { color: '#b42318' } }, collision),
      );
    },
  });
  const preview = createClass<{ value?: unknown }>({
    render() {
      return h('span', null, String(this.props.value ?? ''));
    },
  });
  return { control, preview };
}
