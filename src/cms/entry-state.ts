import type { PostState } from '../lib/publishing/post-state';

/**
 * What Publish will do with the open post, at the top of the form: Decap's toolbar says "Published" for a draft
 * and a scheduled post alike (its status is the file's, not the site's). Kept above the refusal summary.
 */
export function showEntryState(document: Document, state: PostState): void {
  const pane = document.querySelector('[class*="ControlPaneContainer"]');
  if (!pane) return;
  let line = document.getElementById('post-state');
  if (!line) {
    line = document.createElement('p');
    line.id = 'post-state';
    line.setAttribute('role', 'status');
    pane.prepend(line);
  }
  if (line.textContent !== state.detail) line.textContent = state.detail;
  line.dataset.state = state.kind;
}

/** No post is open any more: its state line goes (and with it the toolbar's words, labelToolbarState). */
export function clearEntryState(document: Document): void {
  document.getElementById('post-state')?.remove();
}

/**
 * Decap's toolbar button reads "Published" for any saved entry whose form has no unsaved change, whatever the
 * post says (decap-cms-core components/Editor/EditorToolbar.js `renderExistingEntrySimplePublishControls` and
 * `renderExistingEntryWorkflowPublishControls`, which print `editor.editorToolbar.published`): a draft or a
 * scheduled post too. Decap has no hook for the button's text, only a locale string shared by every entry, so
 * while a post is open the button shows the post's state line (above) instead: "Draft", "Scheduled: goes live
 * on 05 Dec 2026 at 00:47 India time" or "Live". The text is set through an attribute and CSS, which React
 * leaves alone when it re-renders the button. Upstream, drafts outside the editorial workflow are
 * https://github.com/decaporg/decap-cms/issues/942, and https://github.com/decaporg/decap-cms/pull/7984 (open)
 * adds a Draft state to the toolbar, but nothing there knows a scheduled post: re-check this when it is released,
 * and delete it when Decap's toolbar can show an entry's own state.
 */
const TOOLBAR_STYLE = `
[data-entry-state] { font-size: 0 !important; }
[data-entry-state]::before { content: attr(data-entry-state); font-size: 14px; }
`;

/** The toolbar's words for a post's state line: `{ kind: 'live' }` → "Live". */
export function toolbarWords(kind: string | undefined, detail: string): string | null {
  if (kind === 'draft') return 'Draft: not on the site';
  if (kind === 'scheduled') return detail;
  if (kind === 'live') return 'Live';
  return null;
}

export function labelToolbarState(document: Document): void {
  const style = document.createElement('style');
  style.textContent = TOOLBAR_STYLE;
  document.head.append(style);
  let scheduled = false;
  const update = () => {
    scheduled = false;
    const line = document.getElementById('post-state');
    const words = line ? toolbarWords(line.dataset.state, line.textContent ?? '') : null;
    for (const button of document.querySelectorAll<HTMLElement>(
      '[class*="PublishedToolbarButton"], [class*="PublishedButton"]',
    )) {
      if (words === null) {
        if (button.hasAttribute('data-entry-state')) {
          button.removeAttribute('data-entry-state');
          button.removeAttribute('aria-label');
        }
      } else if (button.getAttribute('data-entry-state') !== words) {
        button.setAttribute('data-entry-state', words);
        button.setAttribute('aria-label', words);
      }
    }
  };
  new MutationObserver(() => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(update);
  }).observe(document.body, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['data-state'],
  });
}
