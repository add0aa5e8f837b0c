import { decap } from './decap';

interface ControlProps {
  forID: string;
  value?: number | string | null;
  classNameWrapper: string;
  onChange: (value: number) => void;
  query: (
    namespace: string,
    collection: string,
    searchFields: string[],
    term: string,
  ) => Promise<{ payload: { hits: Array<{ data: { id?: unknown } }> } }>;
}

/** The next free post number: one more than the highest in use. Example: `[3, 12, 7]` → 13. */
export function nextPostId(ids: readonly unknown[]): number {
  const numbers = ids.map(Number).filter((id) => Number.isInteger(id) && id > 0);
  return Math.max(0, ...numbers) + 1;
}

/** The "Post number" field: a new post gets the next free number; an existing post keeps its own. */
export function postIdWidget(): { control: unknown; preview: unknown } {
  const { createClass, h } = decap();
  const control = createClass<ControlProps>({
    componentDidMount() {
      const { value, query, forID, onChange } = this.props;
      if (value != null && value !== '') return;
      void query(forID, 'blog', ['id'], '').then((result) =>
        onChange(nextPostId(result.payload.hits.map((hit) => hit.data.id))),
      );
    },
    render() {
      const { value, forID, classNameWrapper } = this.props;
      const text = value ? `Number ${value}` : 'Finding the next free number…';
      return h('output', { id: forID, className: classNameWrapper }, text);
    },
  });
  const preview = createClass<{ value?: unknown }>({
    render() {
      return h('span', null, String(this.props.value ?? ''));
    },
  });
  return { control, preview };
}
