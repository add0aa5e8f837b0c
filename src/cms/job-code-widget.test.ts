import { nextJobCode } from './job-code-widget';

describe('nextJobCode', () => {
  it('is one more than the highest code in use, in three digits', () => {
    expect(nextJobCode(['J001', 'J003', 'J002'])).toBe('J004');
    expect(nextJobCode(['J009'])).toBe('J010');
  });
  it('ignores the new job’s empty code and anything that is not a code', () => {
    expect(nextJobCode(['J002', '', undefined, 'J12', 'X005'])).toBe('J003');
  });
  it('starts at J001 when there is no job', () => {
    expect(nextJobCode([])).toBe('J001');
  });
});
