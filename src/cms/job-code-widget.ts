import { decap } from './decap';

/** The widget name careers.ts gives the job code field. */
export const JOB_CODE_WIDGET = 'job-code';

/** The next free job code: J and three digits, one more than the highest in use. Example: `['J001', 'J003']` → "J004". */
export function nextJobCode(codes: readonly unknown[]): string {
  const numbers = codes.flatMap((code) => /^J(\d{3})$/.exec(String(code))?.[1] ?? []).map(Number);
  const highest = Math.max(0, ...numbers);
  return `J${String(highest + 1).padStart(3, '0')}`;
}

interface ControlProps {
  forID: string;
  value?: string | null;
  classNameWrapper: string;
  /** The whole entry (Immutable): its `data.jobs` are every job on the form, this new one included. */
  entry: { getIn: (path: string[]) => { toJS: () => unknown } | undefined };
  onChange: (value: string) => void;
  setActiveStyle: () => void;
  setInactiveStyle: () => void;
}

/**
 * The "Job code" field: a text box like Decap's own, which a new job opens with the next free code filled in
 * (the form's pattern still checks whatever the editor types).
 */
export function registerJobCodeWidget(): void {
  const { CMS, createClass, h } = decap();
  const control = createClass<ControlProps>({
    componentDidMount() {
      // After the other fields' first changes: Decap's list applies each change to the job as it was when the
      // change was made, so a code set in the same moment as "Posted on" sets today would be lost.
      setTimeout(() => {
        const { value, entry, onChange } = this.props;
        if (value) return;
        const jobs = (entry.getIn(['data', 'jobs'])?.toJS() ?? []) as Array<{ jobId?: unknown }>;
        onChange(nextJobCode(jobs.map((job) => job.jobId)));
      }, 0);
    },
    render() {
      const { forID, value, classNameWrapper, onChange, setActiveStyle, setInactiveStyle } = this.props;
      return h('input', {
        id: forID,
        type: 'text',
        className: classNameWrapper,
        value: value ?? '',
        onFocus: setActiveStyle,
        onBlur: setInactiveStyle,
        onChange: (event: { target: { value: string } }) => onChange(event.target.value),
      });
    },
  });
  const preview = createClass<{ value?: unknown }>({
    render() {
      return h('span', null, String(this.props.value ?? ''));
    },
  });
  CMS.registerWidget(JOB_CODE_WIDGET, control, preview);
}
