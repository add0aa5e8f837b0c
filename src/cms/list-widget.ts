import { decap } from './decap';

/** What the wrapped list control has (decap-cms-widget-list ListControl): its remove handler and item labels. */
export interface ListControl {
  handleRemove: (index: number, event: { preventDefault: () => void }) => void;
  objectLabel: (item: unknown) => string;
  props: { value: { get: (index: number) => unknown }; field: { get: (key: string) => unknown } };
}

/**
 * The question asked before a list item goes, naming it as its collapsed bar does.
 * Example: `removalQuestion('J003 Graphic Designer', 'Jobs')` → "Remove “J003 Graphic Designer” from Jobs? …".
 */
export function removalQuestion(item: string, list: string): string {
  const name = item.trim() ? `“${item.trim()}”` : 'this item';
  return `Remove ${name} from ${list}? Everything in it goes when you publish. Cancel keeps it.`;
}

/** Makes a list control ask before removing an item: one click on × no longer loses a job and all its text. */
export function askBeforeRemoving(list: ListControl, confirm: (question: string) => boolean): void {
  const remove = list.handleRemove;
  list.handleRemove = (index, event) => {
    event.preventDefault();
    const { value, field } = list.props;
    let item = '';
    try {
      item = list.objectLabel(value.get(index));
    } catch {
      // An item Decap cannot label (a missing type) is still named as an item.
    }
    const label = String(field.get('label') ?? field.get('name') ?? 'the list');
    if (confirm(removalQuestion(item, label))) remove(index, event);
  };
}

/**
 * Decap's list widget, asking before it removes an item. Decap 3 has no option for it
 * (https://github.com/decaporg/decap-cms/issues/7135, open; `allow_remove: false` only hides the button): this
 * can go when a confirmation lands there. The handler is wrapped per instance because ListControl defines it
 * as a class field, and its rows read `this.handleRemove` when they render.
 */
export function registerConfirmingList(): void {
  const { CMS } = decap();
  const list = CMS.getWidget('list');
  const Base = list.control as new (props: unknown) => ListControl;
  class ConfirmingList extends Base {
    constructor(props: unknown) {
      super(props);
      askBeforeRemoving(this, (question) => window.confirm(question));
    }
  }
  CMS.registerWidget('list', ConfirmingList, list.preview, list.schema);
}
