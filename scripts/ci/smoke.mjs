// After each deploy: the deployed address answers as the site should (docs/operations.md, "After a deploy").
// Checks home, the newest post, the editor's config and the security headers; prints every failure as an
// `::error` line for the run's summary and exits 1. Usage: node scripts/ci/smoke.mjs https://<deployment>
/**
 * The problems found at `address` (empty when it answers as the site should). `fetchImpl` is injected for tests.
 * Example: a deployment without its security headers → `['/: header strict-transport-security missing or wrong']`.
 */
export async function smokeCheck(address, { fetchImpl = fetch, retryDelayMs = 5000 } = {}) {
  const base = address.replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+$/.test(base)) throw new Error(`Smoke check: not a site address: "${address}"`);
  const problems = [];
  const TIMEOUT_MS = 20_000;

  async function get(pathname, init = {}) {
    // A fresh deployment can take a few seconds to answer everywhere; try three times.
    for (let attempt = 1; ; attempt += 1) {
      try {
        const response = await fetchImpl(`${base}${pathname}`, { signal: AbortSignal.timeout(TIMEOUT_MS), ...init });
        return { response, body: await response.text() };
      } catch (error) {
        if (attempt === 3) {
          problems.push(`${pathname}: no answer (${error instanceof Error ? error.message : error})`);
          return null;
        }
        await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
      }
    }
  }

  function expectHeaders(pathname, headers) {
    const expected = {
      'strict-transport-security': /max-age=\d{8,}/,
      'x-content-type-options': /nosniff/,
      'content-security-policy': /frame-ancestors 'none'/,
      'referrer-policy': /strict-origin-when-cross-origin/,
    };
    for (const [name, pattern] of Object.entries(expected)) {
      if (!pattern.test(headers.get(name) ?? '')) problems.push(`${pathname}: header ${name} missing or wrong`);
    }
  }

  const home = await get('/');
  if (home) {
    if (home.response.status !== 200 || !/<h1/.test(home.body))
      problems.push(`/: status ${home.response.status} or no heading`);
    expectHeaders('/', home.response.headers);
  }
  const blog = await get('/blog/');
  const post = blog && /href="(\/blog\/(?!page\/|tags\/|authors\/|topics\/)[^"/]+\/)"/.exec(blog.body)?.[1];
  if (!post) problems.push('/blog/: lists no post');
  else {
    const page = await get(post);
    if (page && (page.response.status !== 200 || !/<article/.test(page.body)))
      problems.push(`${post}: status ${page.response.status} or no article`);
  }
  const config = await get('/admin/config.yml');
  if (config) {
    if (config.response.status !== 200) problems.push(`/admin/config.yml: status ${config.response.status}`);
    if (/local_backend|localhost/.test(config.body)) problems.push('/admin/config.yml: carries the local backend');
    if (!/"auth_endpoint": "api\/auth"/.test(config.body))
      problems.push("/admin/config.yml: does not log in through the site's functions");
  }
  const editor = await get('/admin/');
  if (editor && /,/.test(editor.response.headers.get('content-security-policy') ?? ''))
    problems.push('/admin/: two policies joined');
  // Ready means: it sends the window on to GitHub (a missing secret answers 400 with the reason).
  const login = await get('/api/auth?provider=github', { redirect: 'manual' });
  if (login && login.response.status !== 302) {
    const why = (/GitHub login failed: ([^<]*)/.exec(login.body)?.[1] ?? `status ${login.response.status}`)
      .replace(/&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
    problems.push(`/api/auth: the editors' login is not ready: ${why}`);
  }

  return { problems, post };
}

async function main() {
  const base = (process.argv[2] ?? '').replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+$/.test(base)) {
    console.error('Usage: node scripts/ci/smoke.mjs https://<deployed address>');
    process.exit(2);
  }
  const { problems, post } = await smokeCheck(base);
  if (problems.length > 0) {
    for (const problem of problems) console.log(`::error title=Smoke check::${problem}`);
    console.error(`Smoke check of ${base} failed:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`Smoke check of ${base} passed: home, ${post}, the editor's config and login, security headers.`);
}

if (process.argv[1]?.endsWith('smoke.mjs')) main();
