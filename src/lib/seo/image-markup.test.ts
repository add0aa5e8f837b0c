import { fixImageMarkup, stripNullBytes } from './image-markup';

describe('fixImageMarkup', () => {
  it('turns lazy data-srcset/data-src into native attributes on sources and the main image', () => {
    const html =
      '<picture><source type="image/webp" data-srcset="/a.webp 240w" sizes="240px"/>' +
      '<img data-main-image="" loading="lazy" sizes="240px" data-src="/a.png" data-srcset="/a.png 240w" alt="Team"/></picture>';
    expect(fixImageMarkup(html)).toBe(
      '<picture><source type="image/webp" srcset="/a.webp 240w" sizes="240px"/>' +
        '<img data-main-image="" loading="lazy" sizes="240px" src="/a.png" srcset="/a.png 240w" alt="Team"/></picture>',
    );
  });

  it('drops role="presentation" only where alt is empty', () => {
    expect(fixImageMarkup('<img alt="" role="presentation" aria-hidden="true" src="x"/>')).toBe(
      '<img alt="" aria-hidden="true" src="x"/>',
    );
    expect(fixImageMarkup('<img alt="Chart" role="presentation"/>')).toBe('<img alt="Chart" role="presentation"/>');
  });

  it('leaves other markup and data attributes alone', () => {
    const html = '<div data-src="keep"><img src="/b.png" data-main-image="" alt="b"/></div>';
    expect(fixImageMarkup(html)).toBe(html);
  });
});

describe('stripNullBytes', () => {
  it('removes the NUL padding React leaves before a multi-byte character', () => {
    expect(stripNullBytes('2020<!-- -->\u0000\u0000–<!-- -->2026')).toBe('2020<!-- -->–<!-- -->2026');
  });
  it('returns clean HTML unchanged', () => {
    expect(stripNullBytes('<p>© 2026</p>')).toBe('<p>© 2026</p>');
  });
});
