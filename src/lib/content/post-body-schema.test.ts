import { formatIssues } from './format-issues';
import { findBodyProblems, postBodySchema } from './post-body-schema';

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

describe('findBodyProblems', () => {
  it('accepts a 250-word post with no code at all', () => {
    expect(findBodyProblems(`## News\n\n${words(250)}\n`)).toEqual([]);
  });

  it('accepts code blocks in highlighted languages, tilde fences and longer fences', () => {
    const body = '```bash\nls\n```\n\n~~~yaml\na: 1\n~~~\n\n````text\n```\nnested\n```\n````\n';
    expect(findBodyProblems(body)).toEqual([]);
  });

  it('names the line of a code block without a language or with one the site does not highlight', () => {
    expect(findBodyProblems('Intro\n\n```\nls\n```\n\n```ruby\nputs 1\n```\n')).toEqual([
      'line 3: a code block needs a language, like ```bash (```text for plain output)',
      expect.stringMatching(/^line 7: code language "ruby" is not highlighted; use one of bash, shell/),
    ]);
  });

  it('reports a code block that is never closed', () => {
    expect(findBodyProblems('Text\n```bash\nls\n')).toEqual([
      'line 2: this code block is never closed (add a ``` line)',
    ]);
  });

  it('reports an image without alt text, in Markdown or HTML, and not one inside code', () => {
    expect(findBodyProblems('![](./a.png)\n\n<img src="./b.png" alt="">\n\n```text\n![](./c.png)\n```\n')).toEqual([
      'image ./a.png needs alt text saying what it shows: ![What it shows](./a.png)',
    ]);
    // Raw HTML is shown as text (src/lib/content/safe-markdown), so an <img> in it is no picture to describe.
    expect(findBodyProblems('![A diagram of the network](./a.png)\n<img src="./b.png" alt="Rack">')).toEqual([]);
  });

  it('reports a note kind editors do not have', () => {
    expect(findBodyProblems('> [!TIP]\n> ok\n\n> [!DANGER]\n> no\n')).toEqual([
      'note kind [!DANGER] does not exist; use NOTE, TIP, WARNING',
    ]);
  });
});

describe('postBodySchema', () => {
  it('reports body problems naming the file and the field', () => {
    const result = postBodySchema.safeParse('```ruby\nx\n```\n');
    expect(result.success).toBe(false);
    const issues = result.success ? [] : result.error.issues.map((issue) => ({ ...issue, path: ['body'] }));
    expect(formatIssues('content/blog/a/index.md', issues)[0]).toMatch(
      /^content\/blog\/a\/index\.md: field "body": line 1: code language "ruby"/,
    );
  });
});
