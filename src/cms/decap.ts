/**
 * The globals Decap's self-contained bundle (decap-cms/dist/decap-cms.js) puts on window. Its React
 * (19) is not the site's (18): code handed to Decap is built with `h` and `createClass`, and the
 * site's components render in React 18 roots of their own (mount-preview.tsx).
 */
export interface DecapGlobals {
  CMS: {
    registerPreviewTemplate: (name: string, component: unknown) => void;
    registerWidget: (name: string, control: unknown, preview?: unknown) => void;
    registerCustomFormat: (
      name: string,
      extension: string,
      formatter: { fromFile: (content: string) => unknown; toFile: (data: never) => string },
    ) => void;
  };
  h: (type: string, props?: Record<string, unknown> | null, ...children: unknown[]) => unknown;
  createClass: <P>(spec: ClassSpec<P>) => unknown;
}

/** The methods of a create-react-class component; `this` is the component instance. */
export interface ClassSpec<P> {
  [method: string]: ((this: Instance<P>, ...args: never[]) => unknown) | undefined;
  render: (this: Instance<P>) => unknown;
}

export interface Instance<P> {
  props: P;
  [key: string]: unknown;
}

export function decap(): DecapGlobals {
  return window as unknown as DecapGlobals;
}
