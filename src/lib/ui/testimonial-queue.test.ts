import {
  centralEntry,
  CENTRAL_INDEX,
  centralIndex,
  moveToEnd,
  ringSlot,
  rotate,
  ROTATION_MS,
} from './testimonial-queue';

const people = ['t1', 't2', 't3', 't4', 't5', 't6'].map((key) => ({ key }));
const keys = (queue: ReadonlyArray<{ key: string }>) => queue.map((entry) => entry.key).join(' ');

describe('testimonial queue', () => {
  it('uses the specified constants: 6000 ms, fifth entry central', () => {
    expect(ROTATION_MS).toBe(6000);
    expect(CENTRAL_INDEX).toBe(4);
  });

  it('rotate moves the first entry to the end without touching the input', () => {
    expect(keys(rotate(people))).toBe('t2 t3 t4 t5 t6 t1');
    expect(keys(people)).toBe('t1 t2 t3 t4 t5 t6');
  });

  it('six rotations bring the queue back to the start', () => {
    let queue = people;
    for (let step = 0; step < 6; step += 1) queue = rotate(queue);
    expect(keys(queue)).toBe('t1 t2 t3 t4 t5 t6');
  });

  it('rotate leaves empty and one-entry queues as they are', () => {
    expect(rotate([])).toEqual([]);
    expect(rotate(['only'])).toEqual(['only']);
  });

  it('moveToEnd sends the clicked entry to the back, wherever it is', () => {
    expect(keys(moveToEnd(people, 't2'))).toBe('t1 t3 t4 t5 t6 t2');
    expect(keys(moveToEnd(people, 't1'))).toBe('t2 t3 t4 t5 t6 t1');
    expect(keys(moveToEnd(people, 't6'))).toBe('t1 t2 t3 t4 t5 t6');
  });

  it('moveToEnd ignores an unknown key', () => {
    expect(keys(moveToEnd(people, 'nobody'))).toBe('t1 t2 t3 t4 t5 t6');
  });

  it('clicking an avatar before the centre changes the central entry to the next one', () => {
    expect(centralEntry(people)?.key).toBe('t5');
    expect(centralEntry(moveToEnd(people, 't2'))?.key).toBe('t6');
  });

  it('centralEntry is the fifth of the queue', () => {
    expect(centralEntry(people)?.key).toBe('t5');
    expect(centralEntry(people.slice(0, 3))?.key).toBe('t3');
  });

  it('centralIndex falls back to the last entry for short queues', () => {
    expect(centralIndex(6)).toBe(4);
    expect(centralIndex(5)).toBe(4);
    expect(centralIndex(3)).toBe(2);
    expect(centralIndex(0)).toBe(0);
    expect(centralEntry([])).toBeUndefined();
  });

  it('ringSlot puts the fifth in the centre and numbers the other five in queue order', () => {
    expect([0, 1, 2, 3, 4, 5].map((index) => ringSlot(index, 6))).toEqual([0, 1, 2, 3, -1, 4]);
    expect([0, 1, 2].map((index) => ringSlot(index, 3))).toEqual([0, 1, -1]);
  });
});
