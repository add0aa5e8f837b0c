import { focusFromKeyboard, KEYBOARD_FOCUS_ATTRIBUTE } from './keyboard-focus';

describe('focusFromKeyboard', () => {
  it('focuses the element, marked for the focus ring until focus leaves it', () => {
    document.body.innerHTML = '<button id="a">A</button><button id="b">B</button>';
    const [a, b] = [document.getElementById('a')!, document.getElementById('b')!];
    focusFromKeyboard(a);
    expect(document.activeElement).toBe(a);
    expect(a.hasAttribute(KEYBOARD_FOCUS_ATTRIBUTE)).toBe(true);
    b.focus();
    expect(a.hasAttribute(KEYBOARD_FOCUS_ATTRIBUTE)).toBe(false);
    expect(b.hasAttribute(KEYBOARD_FOCUS_ATTRIBUTE)).toBe(false);
  });

  it('asks the engine itself to show the ring', () => {
    document.body.innerHTML = '<button id="a">A</button>';
    const a = document.getElementById('a')!;
    const focus = jest.spyOn(a, 'focus');
    focusFromKeyboard(a);
    expect(focus).toHaveBeenCalledWith({ focusVisible: true });
  });

  it('does nothing without an element', () => {
    expect(() => focusFromKeyboard(null)).not.toThrow();
  });
});
