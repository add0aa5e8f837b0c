import { toolbarWords } from './entry-state';
import { isListAddress } from './list-refresh';

describe("Decap's toolbar and list say a post's state", () => {
  it('puts the state line in the toolbar instead of "Published"', () => {
    const scheduled = 'Scheduled: goes live on 05 Dec 2026 at 00:47 India time';
    expect(toolbarWords('scheduled', scheduled)).toBe(scheduled);
    expect(toolbarWords('draft', 'Draft: stays off the site until Draft is switched off')).toBe(
      'Draft: not on the site',
    );
    expect(toolbarWords('live', 'Live: readers see it once it is published')).toBe('Live');
    // No post open: Decap's own words stay.
    expect(toolbarWords(undefined, '')).toBeNull();
  });

  it('reads a list afresh only on a return to a list, not on opening an entry', () => {
    expect(isListAddress('#/collections/blog')).toBe(true);
    expect(isListAddress('#/collections/blog/')).toBe(true);
    expect(isListAddress('#/collections/blog/entries/a/index')).toBe(false);
    expect(isListAddress('#/collections/blog/new')).toBe(false);
  });
});
