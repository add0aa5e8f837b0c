import { decap } from './decap';

/** The field option that gives a Markdown field the "Insert picture" action (collections/blog.ts). */
export const INSERT_PICTURE_OPTION = 'insert_picture';

/**
 * A description as Markdown's picture syntax can hold it: one line, no square brackets (they would end it).
 * Example: `'The [new] rack\nfront'` → `'The (new) rack front'`.
 */
export const altText = (description: string): string =>
  description.replace(/\s+/g, ' ').replace(/\[/g, '(').replace(/\]/g, ')').trim();

/**
 * A picture's address as posts write it: Decap hands `rack.png` for a file beside the post (it joins the `./`
 * away), the build wants `./rack.png`. Example: `'rack.png'` → `'./rack.png'`; `'./a/b.png'` stays.
 */
export const pictureAddress = (path: string): string =>
  /^(\.{1,2}\/|\/|[a-z][a-z0-9+.-]*:)/i.test(path) ? path : `./${path}`;

/**
 * The text with a picture on a line of its own after line `afterLine` (0-based), or at the end when the cursor was
 * not in the text (null), with a blank line either side so it stays its own paragraph.
 * Example: `withPicture('a\nb', 0, 'Rack', './rack.png')` → `'a\n\n![Rack](./rack.png)\n\nb'`.
 */
export function withPicture(markdown: string, afterLine: number | null, description: string, path: string): string {
  const picture = `![${altText(description)}](${pictureAddress(path)})`;
  const lines = markdown === '' ? [] : markdown.split('\n');
  const at = afterLine === null ? lines.length : Math.min(Math.max(afterLine + 1, 0), lines.length);
  const before = lines.slice(0, at);
  const after = lines.slice(at);
  const gap = (side: string[], edge: string | undefined) => (side.length > 0 && edge?.trim() !== '' ? [''] : []);
  return [...before, ...gap(before, before.at(-1)), picture, ...gap(after, after[0]), ...after].join('\n');
}

/** The line of the text the cursor is on: Decap's raw Markdown editor draws each line as one Slate element. */
function cursorLine(container: HTMLElement | null): number | null {
  const anchor = container?.ownerDocument.getSelection()?.anchorNode ?? null;
  if (!container || !anchor || !container.contains(anchor)) return null;
  const element = (anchor instanceof Element ? anchor : anchor.parentElement)?.closest('[data-slate-node="element"]');
  if (!element?.parentElement) return null;
  return [...element.parentElement.children].indexOf(element);
}

/** The editor's button look (the date field's Today button): inline, so nothing else in the form changes. */
const BUTTON = {
  padding: '6px 14px',
  border: '1px solid #5b6270',
  borderRadius: '5px',
  background: '#fff',
  color: '#1f2430',
  font: '600 14px/1.4 system-ui, sans-serif',
  cursor: 'pointer',
};

interface ImmutableLike {
  get: (key: string) => unknown;
}
interface ControlProps {
  forID: string;
  value?: unknown;
  field: ImmutableLike;
  mediaPaths: ImmutableLike;
  onChange: (value: string) => void;
  onOpenMediaLibrary: (options: Record<string, unknown>) => void;
  onRemoveInsertedMedia: (controlID: string) => void;
  onRemoveMediaControl?: (controlID: string) => void;
}
interface Kept {
  state: { asking: boolean; description: string; inserted: number };
  setState: (state: Partial<Kept['state']>) => void;
  controlID: string;
  container: HTMLElement | null;
  line: number | null;
  /** The description the picture being chosen gets (kept while the media library is open). */
  pending: string | null;
}

/**
 * Decap's Markdown field with an "Insert picture" action above the text (fields with `insert_picture: true`): it
 * asks for the description first, so a picture without one cannot be inserted, then opens Decap's media library,
 * where the editor uploads or picks a picture; the picture is stored beside the post and goes into the text on a
 * line of its own, after the line the cursor was on. Decap's raw editor reads its value only when it mounts
 * (decap-cms-widget-markdown RawEditor.js `useState`), so after an insertion the editor is drawn afresh.
 */
export function registerInsertPicture(): void {
  const { CMS, createClass, h } = decap();
  const markdown = CMS.getWidget('markdown') as { control: unknown; preview: unknown; schema?: unknown };
  const control = createClass<ControlProps, Kept>({
    getInitialState() {
      return { asking: false, description: '', inserted: 0 };
    },
    componentDidMount() {
      this.controlID = `insert-picture-${this.props.forID}`;
      this.pending = null;
      this.line = null;
    },
    componentDidUpdate() {
      const chosen = this.props.mediaPaths.get(this.controlID);
      if (!chosen || this.pending === null) return;
      const path = String((chosen as { first?: () => unknown }).first?.() ?? chosen);
      const value = typeof this.props.value === 'string' ? this.props.value : '';
      const description = this.pending;
      this.pending = null;
      this.props.onRemoveInsertedMedia(this.controlID);
      this.props.onChange(withPicture(value, this.line, description, path));
      this.setState({ asking: false, description: '', inserted: this.state.inserted + 1 });
    },
    componentWillUnmount() {
      this.props.onRemoveMediaControl?.(this.controlID);
    },
    shouldComponentUpdate() {
      return true;
    },
    render() {
      const { field, forID } = this.props;
      const editor = h(markdown.control, { ...this.props, key: `text-${this.state.inserted}` });
      if (!field.get(INSERT_PICTURE_OPTION)) return editor;
      const descriptionId = `${forID}-picture-description`;
      const description = this.state.description;
      const choose = () => {
        this.pending = altText(description);
        this.props.onOpenMediaLibrary({
          controlID: this.controlID,
          forImage: true,
          value: [],
          allowMultiple: false,
          field,
        });
      };
      const asking =
        this.state.asking &&
        h(
          'div',
          {
            className: 'insert-picture',
            role: 'group',
            'aria-label': 'Insert picture',
            style: { display: 'grid', gap: '6px', margin: '8px 0', padding: '12px', background: '#f4f5f7' },
          },
          h('label', { htmlFor: descriptionId, style: { fontWeight: 600 } }, 'Describe the picture'),
          h('input', {
            id: descriptionId,
            // The action was asked for: the description is what to type next.
            autoFocus: true,
            style: { padding: '8px', border: '1px solid #5b6270', borderRadius: '5px', font: 'inherit' },
            value: description,
            'aria-describedby': `${descriptionId}-hint`,
            onChange: (event: { target: { value: string } }) => this.setState({ description: event.target.value }),
          }),
          h(
            'p',
            { id: `${descriptionId}-hint`, className: 'field-count' },
            'What the picture shows, for readers who cannot see it and for search engines, e.g. "The rack with ' +
              'the new firewall on top". Needed before you choose the picture.',
          ),
          h(
            'button',
            {
              type: 'button',
              disabled: altText(description) === '',
              onClick: choose,
              style: { ...BUTTON, justifySelf: 'start', opacity: altText(description) === '' ? 0.5 : 1 },
            },
            'Choose or upload the picture',
          ),
          h(
            'button',
            {
              type: 'button',
              onClick: () => this.setState({ asking: false, description: '' }),
              style: { ...BUTTON, justifySelf: 'start' },
            },
            'Cancel',
          ),
        );
      return h(
        'div',
        {
          ref: (element: HTMLElement | null) => {
            this.container = element;
          },
        },
        h(
          'div',
          { className: 'insert-picture-bar', style: { margin: '4px 0 8px' } },
          h(
            'button',
            {
              type: 'button',
              style: BUTTON,
              'aria-expanded': this.state.asking,
              // The cursor's line is read before the button takes the focus away from the text.
              onMouseDown: () => {
                this.line = cursorLine(this.container);
              },
              // From the keyboard the text has lost the cursor already: the picture goes at the end.
              onClick: (event: { detail: number }) => {
                if (event.detail === 0) this.line = null;
                this.setState({ asking: true });
              },
            },
            'Insert picture',
          ),
        ),
        asking,
        editor,
      );
    },
  });
  CMS.registerWidget('markdown', control, markdown.preview, markdown.schema);
}
