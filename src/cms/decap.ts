/**
 * The globals decap-cms.js puts on window. Its React (19) is not the site's (18), so code handed to Decap
 * uses `h` and `createClass`, and site components render in React 18 roots of their own (mount-preview.tsx).
 */
interface DecapGlobals {
  CMS: {
    /** Starts the editor: loads config.yml, signs in, opens the route (admin.ts sets CMS_MANUAL_INIT). */
    init: () => void;
    registerPreviewTemplate: (name: string, component: unknown) => void;
    registerWidget: (name: string, control: unknown, preview?: unknown, schema?: unknown) => void;
    getWidget: (name: string) => { control: unknown; preview: unknown; schema?: unknown };
    registerEventListener: (listener: {
      name: 'prePublish' | 'postSave';
      handler: (event: never) => Promise<void> | void;
    }) => void;
    registerCustomFormat: (
      name: string,
      extension: string,
      formatter: { fromFile: (content: string) => unknown; toFile: (data: never) => string },
    ) => void;
  };
  h: (type: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => unknown;
  /** A create-react-class component; `this` in its methods is the instance: its props and what it keeps (`S`). */
  createClass: <P, S = object>(spec: Record<string, () => unknown> & ThisType<{ props: P } & S>) => unknown;
}

export const decap = () => window as unknown as DecapGlobals;
