import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** Replaces the text between `<!-- name:start -->` and `<!-- name:end -->` in a Markdown report. */
export function replaceSection(file, name, body) {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const block = `${start}\n${body}\n${end}`;
  const next = text.includes(start)
    ? text.replace(new RegExp(`${start}[\\s\\S]*?${end}`), block)
    : `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, next);
}

/**
 * Throws when something already answers on 127.0.0.1:`port`. The bench starts its own server there; if
 * an older one held the port, the bench would silently measure that server's (possibly stale) build.
 */
export async function assertPortFree(port) {
  const answered = await fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  );
  if (answered) throw new Error(`Port ${port} is in use: stop the server there first (or choose another port).`);
}

/**
 * The page's renderer main thread in a Chromium trace (the one that ran its scripts), and the
 * top-level tasks that ran on it.
 */
export function mainThreadTasks(events) {
  const scriptTime = (thread) =>
    events
      .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.name === 'FunctionCall')
      .reduce((sum, e) => sum + (e.dur ?? 0), 0);
  const main = events
    .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .sort((a, b) => scriptTime(b) - scriptTime(a))[0];
  const onMain = (e) => e.pid === main.pid && e.tid === main.tid;
  const tasks = events.filter(
    (e) => onMain(e) && e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask'),
  );
  return { main, onMain, tasks };
}
