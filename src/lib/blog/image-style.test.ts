import { imageWrapperStyle } from './image-style';

describe('imageWrapperStyle', () => {
  it('caps the width at max height × aspect ratio, defaulting to 500px', () => {
    expect(imageWrapperStyle({ aspectRatio: 2, presentationWidth: 860 })).toBe(
      'max-width: min(860px, calc(var(--post-image-max-height, 500px) * 2));',
    );
  });

  it('rounds long ratios so the inline style stays short', () => {
    expect(imageWrapperStyle({ aspectRatio: 1.77777777, presentationWidth: 640 })).toContain('* 1.7778)');
  });
});
