import { decap } from './decap';

interface ControlProps {
  value?: unknown;
  field: unknown;
  getAsset: (path: string, field: unknown) => unknown;
}

interface Kept {
  /** The `getAsset` handed on; a new one makes Decap's image control ask for the thumbnail again. */
  getAsset?: ControlProps['getAsset'];
  tries?: number;
  timer?: ReturnType<typeof setTimeout>;
  poll: () => void;
  forceUpdate: () => void;
}

/** What Decap's `getAsset` answers while the file is still loading: its `empty.svg` stand-in. */
const isLoading = (asset: unknown) => (asset as { path?: string } | null)?.path === 'empty.svg';

/**
 * Decap's image control asks for its thumbnail once per `getAsset` function, and that function does not change
 * when the file has loaded: an entry opened for the first time shows every picture as an empty box. This control
 * wraps Decap's own and hands it a new `getAsset` every 200 ms until the picture has loaded (at most 10 s).
 * Workaround: the symptom of https://github.com/decaporg/decap-cms/issues/7099, whose fix
 * (https://github.com/decaporg/decap-cms/pull/7111) no longer suffices in Decap 3.16.3: without this control the
 * CMS picture test sees Decap's 46-byte stand-in. Delete when that test passes without registering this widget.
 */
export function registerImageWidget(): void {
  const { CMS, createClass, h } = decap();
  const image = CMS.getWidget('image');
  const control = createClass<ControlProps, Kept>({
    componentDidMount() {
      this.tries = 0;
      this.poll();
    },
    componentDidUpdate() {
      this.poll();
    },
    componentWillUnmount() {
      clearTimeout(this.timer);
    },
    // Decap's field wrapper asks the control whether to update; Decap's own control then decides for itself
    // (it must see a picture picked in the media library, which changes no value of the field).
    shouldComponentUpdate() {
      return true;
    },
    poll() {
      const { value, field, getAsset } = this.props;
      if (this.timer || this.tries! >= 50 || typeof value !== 'string' || !isLoading(getAsset(value, field))) return;
      this.timer = setTimeout(() => {
        this.timer = undefined;
        this.tries! += 1;
        this.getAsset = undefined;
        this.forceUpdate();
      }, 200);
    },
    render() {
      this.getAsset ??= (path, field) => this.props.getAsset(path, field);
      return h(image.control, { ...this.props, getAsset: this.getAsset });
    },
  });
  CMS.registerWidget('image', control, image.preview);
}
