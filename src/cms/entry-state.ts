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
