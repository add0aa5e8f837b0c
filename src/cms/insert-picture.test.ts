import { findBodyProblems } from '../lib/content/post-body-schema';
import { altText, pictureAddress, withPicture } from './insert-picture';

describe('Insert picture', () => {
  it('puts the picture on a line of its own after the cursor line, as its own paragraph', () => {
    expect(withPicture('a\nb', 0, 'Rack', 'rack.png')).toBe('a\n\n![Rack](./rack.png)\n\nb');
    expect(withPicture('a\n\nb', 0, 'Rack', './rack.png')).toBe('a\n\n![Rack](./rack.png)\n\nb');
  });

  it('adds it at the end when the cursor was not in the text, and to an empty text alone', () => {
    expect(withPicture('a\nb', null, 'Rack', 'rack.png')).toBe('a\nb\n\n![Rack](./rack.png)');
    expect(withPicture('', null, 'Rack', 'rack.png')).toBe('![Rack](./rack.png)');
    expect(withPicture('a', 7, 'Rack', 'rack.png')).toBe('a\n\n![Rack](./rack.png)');
  });

  it('keeps the description to one line without brackets, which would end the picture syntax', () => {
    expect(altText('  The [new]\nrack ')).toBe('The (new) rack');
  });

  it('gives a picture beside the post the "./" the build wants, and leaves other addresses', () => {
    expect(pictureAddress('rack.png')).toBe('./rack.png');
    expect(pictureAddress('./images/rack.png')).toBe('./images/rack.png');
    expect(pictureAddress('https://example.org/a.png')).toBe('https://example.org/a.png');
  });

  it('writes pictures the build accepts: the alt-text rule finds nothing to refuse', () => {
    const body = withPicture('## Setup\n\nText.', 2, 'The rack with the firewall', 'rack.png');
    expect(findBodyProblems(body)).toEqual([]);
    expect(findBodyProblems(body.replace('The rack with the firewall', ''))).toEqual([
      expect.stringMatching(/needs alt text/),
    ]);
  });
});
