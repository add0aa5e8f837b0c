import { registerSafeMarkdownWidget, SAFE_MARKDOWN_WIDGET, unsafeMarkdownMessages } from './safe-markdown-widget';

describe('unsafeMarkdownMessages', () => {
  it('names each line the build would refuse, in the build’s words', () => {
    expect(unsafeMarkdownMessages('Intro\n\n![a](data:image/svg+xml,x)\n\n[a](javascript:x)')).toEqual([
      'Line 3: the picture address "data:image/svg+xml,x" is not allowed (only http, https or relative)',
      'Line 5: the link address "javascript:x" is not allowed (only http, https, mailto, relative or #anchor)',
    ]);
  });

  it('has nothing to say about allowed text, raw HTML (shown as text) or an empty field', () => {
    expect(unsafeMarkdownMessages('Press <kbd>Ctrl</kbd>, see [docs](https://example.com).')).toEqual([]);
    expect(unsafeMarkdownMessages('<script>alert(1)</script>')).toEqual([]);
    expect(unsafeMarkdownMessages(undefined)).toEqual([]);
  });
});

describe('the safe-markdown widget', () => {
  it('wraps Decap’s Markdown editor and refuses to save a body with a disallowed link', () => {
    const registered: unknown[][] = [];
    const markdown = { control: 'MarkdownControl', preview: 'MarkdownPreview', schema: { properties: {} } };
    type Spec = { isValid: () => unknown; render: () => unknown; props?: unknown };
    let spec: Spec | undefined;
    Object.assign(window, {
      CMS: {
        getWidget: () => markdown,
        registerWidget: (...args: unknown[]) => registered.push(args),
      },
      createClass: (given: Spec) => (spec = given),
      h: (type: unknown, props: unknown, ...children: unknown[]) => ({ type, props, children }),
    });
    registerSafeMarkdownWidget();
    expect(registered[0]).toEqual([SAFE_MARKDOWN_WIDGET, spec, 'MarkdownPreview', markdown.schema]);
    const instance = (value: string) =>
      Object.assign(Object.create(spec!), { props: { value, forID: 'body' } }) as Spec;
    expect(instance('Fine text').isValid()).toBe(true);
    expect(instance('Fine text').render()).toMatchObject({ type: 'MarkdownControl' });
    const refused = instance('[x](javascript:alert(1))');
    expect(refused.isValid()).toEqual({
      error: { type: 'CUSTOM', message: expect.stringContaining('Line 1: the link address "javascript:alert(1)"') },
    });
    expect(JSON.stringify(refused.render())).toContain('"role":"alert"');
  });
});
