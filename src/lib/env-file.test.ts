import { parseEnvFile } from './env-file';

describe('parseEnvFile', () => {
  it('reads KEY=value lines and skips comments and blank lines', () => {
    expect(parseEnvFile('# keys\nGATSBY_A=one\n\nGATSBY_B = two\n')).toEqual({ GATSBY_A: 'one', GATSBY_B: 'two' });
  });
  it('accepts an export prefix, quotes and trailing comments', () => {
    expect(parseEnvFile('export A="with spaces # kept"\nB=\'single\'\nC=plain # note')).toEqual({
      A: 'with spaces # kept',
      B: 'single',
      C: 'plain',
    });
  });
  it('lets a later line win and keeps empty values empty', () => {
    expect(parseEnvFile('A=1\nA=2\nB=')).toEqual({ A: '2', B: '' });
  });
  it('ignores lines that are not assignments', () => {
    expect(parseEnvFile('not an assignment\n1BAD=x')).toEqual({});
  });
});
