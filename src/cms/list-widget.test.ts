import { askBeforeRemoving, type ListControl, removalQuestion } from './list-widget';

const click = { preventDefault: () => undefined };

/** A stand-in for Decap's ListControl: the two jobs of a careers form and a remove handler that records. */
function jobList() {
  const removed: number[] = [];
  const jobs = ['J001 Frontend Developer', 'J002 Python Developer'];
  const list: ListControl = {
    handleRemove: (index) => void removed.push(index),
    objectLabel: (item: unknown) => String(item),
    props: {
      value: { get: (index: number) => jobs[index] },
      field: { get: (key: string) => ({ label: 'Jobs' })[key] },
    },
  };
  return { list, removed };
}

describe('asking before a list item is removed', () => {
  it('asks, naming the item and the list, and keeps the item when the editor cancels', () => {
    const { list, removed } = jobList();
    const questions: string[] = [];
    askBeforeRemoving(list, (question) => (questions.push(question), false));
    list.handleRemove(1, click);
    expect(questions).toEqual([removalQuestion('J002 Python Developer', 'Jobs')]);
    expect(questions[0]).toContain('“J002 Python Developer” from Jobs');
    expect(removed).toEqual([]);
  });

  it('removes the item once the editor confirms', () => {
    const { list, removed } = jobList();
    askBeforeRemoving(list, () => true);
    list.handleRemove(0, click);
    expect(removed).toEqual([0]);
  });

  it('still asks about an item Decap cannot label', () => {
    const { list } = jobList();
    list.objectLabel = () => {
      throw new Error("item has no 'type' property");
    };
    const questions: string[] = [];
    askBeforeRemoving(list, (question) => (questions.push(question), false));
    list.handleRemove(0, click);
    expect(questions).toEqual(['Remove this item from Jobs? Everything in it goes when you publish. Cancel keeps it.']);
  });
});
