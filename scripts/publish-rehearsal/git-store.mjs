// The GitHub stand-in's storage: a bare git repository, read and written with git itself, so what Decap
// commits through the REST API is a real commit that `git clone` (the runner's checkout) sees.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const SHA = /^[0-9a-f]{40}$/;

export class GitError extends Error {}

/** Git over one bare repository (`dir`). */
export function gitStore(dir) {
  const git = (args, options = {}) => {
    try {
      return execFileSync('git', ['--git-dir', dir, ...args], {
        encoding: options.encoding ?? 'utf8',
        input: options.input,
        env: { ...process.env, ...options.env },
        stdio: ['pipe', 'pipe', 'pipe'],
        maxBuffer: 256 * 1024 * 1024,
      });
    } catch (error) {
      throw new GitError(`git ${args.join(' ')}: ${String(error.stderr ?? error.message).trim()}`);
    }
  };
  const tryGit = (args, options) => {
    try {
      return git(args, options);
    } catch {
      return null;
    }
  };

  const store = {
    dir,
    git,
    /** The commit sha a ref, branch name or sha names, or null. */
    resolve(ref) {
      if (SHA.test(ref) && tryGit(['cat-file', '-e', `${ref}^{commit}`]) !== null) return ref;
      for (const candidate of [`refs/heads/${ref}`, `refs/tags/${ref}`, ref]) {
        const sha = tryGit(['rev-parse', '--verify', '--quiet', `${candidate}^{commit}`]);
        if (sha) return sha.trim();
      }
      return null;
    },
    /** An object's type (`blob`, `tree`, `commit`) or null when it does not exist. */
    typeOf(sha) {
      return tryGit(['cat-file', '-t', sha])?.trim() ?? null;
    },
    /** `<rev>:<folder>` or a tree/commit sha → the tree's sha, or null. */
    treeOf(treeish) {
      const sha = tryGit(['rev-parse', '--verify', '--quiet', `${treeish}^{tree}`]);
      if (sha) return sha.trim();
      const [rev, ...rest] = treeish.split(':');
      const commit = store.resolve(rev);
      if (!commit || rest.length === 0) return null;
      return tryGit(['rev-parse', '--verify', '--quiet', `${commit}:${rest.join(':')}`])?.trim() ?? null;
    },
    /** The entries of a tree, recursively when asked: [{ path, mode, type, sha, size }]. */
    listTree(tree, recursive) {
      const out = git(['ls-tree', '-l', ...(recursive ? ['-r', '-t'] : []), '-z', tree]);
      return out
        .split('\0')
        .filter(Boolean)
        .map((line) => {
          const [meta, entryPath] = line.split('\t');
          const [mode, type, sha, size] = meta.split(/\s+/);
          return { path: entryPath, mode, type, sha, ...(type === 'blob' ? { size: Number(size) } : {}) };
        });
    },
    readBlob(sha) {
      return git(['cat-file', 'blob', sha], { encoding: 'buffer' });
    },
    writeBlob(buffer) {
      return git(['hash-object', '-w', '--stdin'], { input: buffer }).trim();
    },
    /** A tree from `base` (tree or commit sha, optional) with entries set ({ path, mode, sha }) or removed (sha null). */
    writeTree(base, entries) {
      const scratch = mkdtempSync(path.join(tmpdir(), 'stand-in-index-'));
      const env = { GIT_INDEX_FILE: path.join(scratch, 'index') };
      try {
        if (base) git(['read-tree', base], { env });
        else git(['read-tree', '--empty'], { env });
        for (const entry of entries) {
          if (entry.sha === null) git(['update-index', '--force-remove', '--', entry.path], { env });
          else git(['update-index', '--add', '--cacheinfo', `${entry.mode},${entry.sha},${entry.path}`], { env });
        }
        return git(['write-tree'], { env }).trim();
      } finally {
        rmSync(scratch, { recursive: true, force: true });
      }
    },
    /** A commit object; `who` is { name, email, date } for author and committer. */
    writeCommit({ tree, parents, message, author, committer }) {
      const env = {};
      for (const [prefix, who] of [
        ['AUTHOR', author],
        ['COMMITTER', committer ?? author],
      ]) {
        env[`GIT_${prefix}_NAME`] = who?.name || 'Stand-in';
        env[`GIT_${prefix}_EMAIL`] = who?.email || 'stand-in@example.invalid';
        if (who?.date) env[`GIT_${prefix}_DATE`] = who.date;
      }
      return git(['commit-tree', tree, ...parents.flatMap((parent) => ['-p', parent]), '-m', message], {
        env,
      }).trim();
    },
    readCommit(sha) {
      const format = ['%H', '%T', '%P', '%an', '%ae', '%aI', '%cn', '%ce', '%cI', '%B'].join('%x00');
      const [commit, tree, parents, an, ae, ad, cn, ce, cd, message] = git([
        'show',
        '-s',
        `--format=${format}`,
        sha,
      ]).split('\0');
      return {
        sha: commit,
        tree,
        parents: parents ? parents.split(' ') : [],
        author: { name: an, email: ae, date: ad },
        committer: { name: cn, email: ce, date: cd },
        message: message.replace(/\n$/, ''),
      };
    },
    /** Sets a ref; `old` (a sha) makes it a compare-and-swap. */
    updateRef(ref, sha, old) {
      git(['update-ref', ref, sha, ...(old ? [old] : [])]);
    },
    deleteRef(ref) {
      git(['update-ref', '-d', ref]);
    },
    refExists(ref) {
      return tryGit(['rev-parse', '--verify', '--quiet', ref]) !== null;
    },
    isAncestor(ancestor, descendant) {
      return tryGit(['merge-base', '--is-ancestor', ancestor, descendant]) !== null;
    },
    mergeBase(a, b) {
      return tryGit(['merge-base', a, b])?.trim() ?? null;
    },
    /** The tree of merging `theirs` into `ours`, or null when they conflict (git merge-tree, git >= 2.38). */
    mergeTree(ours, theirs) {
      const out = tryGit(['merge-tree', '--write-tree', '--no-messages', ours, theirs]);
      return out ? out.split('\n')[0].trim() : null;
    },
    /** Files that differ between two commits: [{ filename, status, sha }] (GitHub's compare). */
    diff(base, head) {
      const out = git(['diff', '--raw', '--no-renames', '-z', '--no-abbrev', base, head]);
      const parts = out.split('\0').filter(Boolean);
      const files = [];
      for (let i = 0; i < parts.length; i += 2) {
        const [, , , newSha, status] = parts[i].slice(1).split(' ');
        const code = status[0];
        files.push({
          filename: parts[i + 1],
          status: code === 'A' ? 'added' : code === 'D' ? 'removed' : 'modified',
          sha: code === 'D' ? parts[i].slice(1).split(' ')[2] : newSha,
        });
      }
      return files;
    },
    /** Commits reachable from `head` and not from `base`, oldest first. */
    commitsBetween(base, head) {
      const out = git(['rev-list', '--reverse', `${base}..${head}`]).trim();
      return out ? out.split('\n') : [];
    },
    /** Commits that touched `file` from `ref`, newest first. */
    log(ref, file) {
      const out = git(['rev-list', ref, '--', ...(file ? [file] : [])]).trim();
      return out ? out.split('\n') : [];
    },
  };
  return store;
}
