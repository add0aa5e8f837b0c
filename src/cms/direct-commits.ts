/**
 * Decap commits some actions straight to the main branch, outside the editorial workflow and its check: uploads
 * and deletes in the Media tab, and deleting an existing picture from the media dialog (decap-cms-core
 * `persistMedia` / `deleteMedia` write to the default branch whatever the publish mode). The repository refuses
 * such commits anyway (docs/editing.md "GitHub settings (once, by the repository owner)": pull requests
 * required, admins included); the editor hides the controls so nobody meets GitHub's raw error. Pictures
 * are uploaded in an entry's own picture field, which adds them to that entry's pull request. Collections
 * refuse deletes with `delete: false` (collections/fields.ts).
 */

/** Decap's English labels of those controls (decap-cms-locales `app.header.media`, `mediaLibraryModal.deleteSelected`). */
export const DIRECT_COMMIT_LABELS = ['Media', 'Delete selected'] as const;

/** The buttons under `root` that would commit to main directly. */
export function findDirectCommitControls(root: ParentNode): HTMLElement[] {
  const labels: readonly string[] = DIRECT_COMMIT_LABELS;
  return [...root.querySelectorAll<HTMLElement>('button')].filter((button) =>
    labels.includes(button.textContent?.trim() ?? ''),
  );
}

/** Hides those buttons now and whenever Decap renders them again (it re-renders on every route). */
export function hideDirectCommitControls(root: HTMLElement): MutationObserver {
  const hide = () => {
    // An inline style, because Decap's button styles would override the `hidden` attribute.
    for (const button of findDirectCommitControls(root)) button.style.display = 'none';
  };
  const observer = new MutationObserver(hide);
  // characterData too: React may render a button first and give it its label by changing the text node.
  observer.observe(root, { childList: true, subtree: true, characterData: true });
  hide();
  return observer;
}
