/**
 * Decap refuses a Save or Publish while a field has a problem, but says so only under each field, often out of
 * sight (https://github.com/decaporg/decap-cms/blob/main/packages/decap-cms-core/src/actions/entries.ts
 * `persistEntry` returns without a message unless a required field is empty). This puts a summary at the top of
 * the form whenever Decap shows field errors: one link per field, by its label, to the field.
 * It also writes the messages as they are written: Decap sets its error list in upper case.
 */
const STYLE = `
[class*="ControlErrorsList"] li { text-transform: none; letter-spacing: normal; }
.field-count { margin: 4px 0 0; font-size: 13px; color: #5b6270; }
.field-count.over { color: #b42318; font-weight: 600; }
.post-date { display: flex; gap: 8px; flex-wrap: wrap; align-items: center; }
.post-date input { flex: 1 1 200px; }
.post-date button { padding: 8px 14px; border: 1px solid #5b6270; border-radius: 5px; background: #fff; cursor: pointer; }
.post-date p { flex-basis: 100%; }
.field-problems { margin: 4px 0 0; padding-left: 20px; color: #b42318; font-size: 14px; }
#refusal-summary { margin: 0 0 16px; padding: 12px 16px; border: 2px solid #b42318; border-radius: 6px;
  background: #fff5f4; color: #1f2430; font-size: 15px; }
#post-state { margin: 0 0 16px; padding: 10px 16px; border-radius: 6px; font-size: 15px; font-weight: 600;
  background: #e7f6ec; color: #1f2430; }
#post-state[data-state='draft'] { background: #eceef2; }
#post-state[data-state='scheduled'] { background: #fff4d6; }
#refusal-summary h2 { margin: 0 0 6px; font-size: 16px; }
#refusal-summary ul { margin: 0; padding-left: 20px; }
#refusal-summary a { color: #b42318; }
`;

/** The problems Decap shows now: each field's label, the id of its control, and the messages. */
export function shownProblems(root: ParentNode): Array<{ label: string; id: string; messages: string[] }> {
  return [...root.querySelectorAll('[class*="ControlErrorsList"]')].flatMap((list) => {
    const container = list.parentElement;
    const label = container?.querySelector('label[for]');
    if (!container || !label) return [];
    const messages = [...list.querySelectorAll('li')].map((item) => item.textContent?.trim() ?? '').filter(Boolean);
    const name = (label.textContent ?? '').replace(/\s*\((optional|required)\)\s*$/i, '').trim();
    return messages.length > 0 ? [{ label: name, id: label.getAttribute('for') ?? '', messages }] : [];
  });
}

export function showRefusalSummary(document: Document): void {
  const style = document.createElement('style');
  style.textContent = STYLE;
  document.head.append(style);
  let scheduled = false;
  let shown = '';
  const update = () => {
    scheduled = false;
    const problems = shownProblems(document);
    const key = JSON.stringify(problems);
    if (key === shown) return;
    shown = key;
    document.getElementById('refusal-summary')?.remove();
    const pane = document.querySelector('[class*="ControlPaneContainer"]');
    if (problems.length === 0 || !pane) return;
    const summary = document.createElement('div');
    summary.id = 'refusal-summary';
    summary.setAttribute('role', 'alert');
    const heading = document.createElement('h2');
    heading.textContent = `Not saved: ${problems.length === 1 ? 'one field needs' : `${problems.length} fields need`} a change`;
    const list = document.createElement('ul');
    for (const problem of problems) {
      const item = document.createElement('li');
      const link = document.createElement('a');
      link.href = `#${problem.id}`;
      link.textContent = problem.label;
      link.addEventListener('click', (event) => {
        event.preventDefault(); // Decap routes by the address's hash: scroll to the field instead.
        const target = document.getElementById(problem.id);
        target?.scrollIntoView({ block: 'center' });
        target?.focus();
      });
      // Decap's own messages start with the label ("Headline is required."): the link is that label.
      const text = problem.messages.join(' · ');
      item.append(link, text.startsWith(problem.label) ? text.slice(problem.label.length) : `: ${text}`);
      list.append(item);
    }
    summary.append(heading, list);
    // Under the post's state line, when there is one (entry-state.ts).
    const state = document.getElementById('post-state');
    if (state) state.after(summary);
    else pane.prepend(summary);
    summary.scrollIntoView({ block: 'start' });
  };
  new MutationObserver(() => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(update);
  }).observe(document.body, { childList: true, subtree: true });
}
