/**
 * Lighthouse (mobile preset, the default) on the built app: performance and accessibility of the
 * home page, a title page, a person page and `/movies`, served by the real server over a freshly
 * seeded embedded database. Goals (#33, server-rendered): performance ≥ 95, LCP ≤ 1.5 s,
 * TBT ≤ 200 ms, accessibility 100.
 *
 *   npm run build && node --import tsx bench/lighthouse.ts [--runs 3] [--base <git ref>]
 *
 * With `--base`, an earlier build runs beside this one (a worktree, `support/build-worktree.ts`)
 * and each page is audited on both in turn, run after run, so the host's drift falls on both:
 * the medians of each build and, for the main thread, where each one's time went (Lighthouse's
 * work by category and by script), to trace a difference to its cause.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type ServerProcess, startServerProcess } from '../apps/api/test/support/run-server-process.ts';
import { buildWorktree } from './support/build-worktree.ts';
import { recordFigure } from './support/figures.ts';

const option = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const runs = Number(option('runs') ?? 3);
const baseRef = option('base');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const lighthouseBin = path.resolve(import.meta.dirname, '../node_modules/.bin/lighthouse');

interface Scores {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's measure of the host's speed: its 4× slowdown stands for a phone only near ~1,500+. */
  hostBenchmarkIndex: number;
  /** Lighthouse warned that the host's CPU is slower than it expects (benchmarkIndex ≤ 1,000). */
  slowHostWarned: boolean;
  /** Main-thread milliseconds by kind of work (script evaluation, style and layout, …). */
  workByGroup: Record<string, number>;
  /** Main-thread milliseconds of script evaluation by script, their build hashes left out. */
  scriptTime: Record<string, number>;
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is tried again, twice. */
function audit(url: string, outputDir: string, attempts = 3): Scores {
  try {
    return auditOnce(url, outputDir);
  } catch (error) {
    if (attempts <= 1) throw error;
    process.stdout.write(`lighthouse failed on ${url}; running it again\n`);
    return audit(url, outputDir, attempts - 1);
  }
}

function auditOnce(url: string, outputDir: string): Scores {
  const outputPath = path.join(outputDir, 'report.json');
  execFileSync(
    lighthouseBin,
    [
      url,
      '--only-categories=performance,accessibility',
      '--output=json',
      `--output-path=${outputPath}`,
      '--quiet',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
    ],
    { env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const report = JSON.parse(fs.readFileSync(outputPath, 'utf8'));
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    lcpMs: report.audits['largest-contentful-paint'].numericValue,
    tbtMs: report.audits['total-blocking-time'].numericValue,
    cls: report.audits['cumulative-layout-shift'].numericValue,
    hostBenchmarkIndex: report.environment.benchmarkIndex,
    slowHostWarned: (report.runWarnings as string[]).some((warning) => warning.includes('slower CPU')),
    workByGroup: Object.fromEntries(
      (report.audits['mainthread-work-breakdown'].details?.items ?? []).map(
        (item: { groupLabel: string; duration: number }) => [item.groupLabel, item.duration],
      ),
    ),
    scriptTime: Object.fromEntries(
      (report.audits['bootup-time'].details?.items ?? []).map((item: { url: string; scripting: number }) => [
        item.url.replace(/^https?:\/\/[^/]+/, '').replace(/-[A-Za-z0-9_-]{8}\.js$/, '.js'),
        item.scripting,
      ]),
    ),
  };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

interface Served {
  label: string;
  server: ServerProcess;
  dataDir: string;
}

async function serve(label: string, root?: string): Promise<Served> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pardeh-bench-lighthouse-'));
  // Info logs, as in production, so the end of the start-up warm-up shows.
  const server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'info' }, root ? { root } : {});
  await waitForWarmUp(server);
  return { label, server, dataDir };
}

/**
 * The server builds its most-visited title pages in the background a few seconds after start;
 * measuring during that work would measure two things at once on two cores. Wait it out.
 */
async function waitForWarmUp(server: ServerProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!server.output().includes('warmed the most-voted title pages')) {
    if (Date.now() > deadline) throw new Error('the server did not finish warming up in time');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function pagesOf(server: ServerProcess): Promise<Array<[string, string]>> {
  const slideshow = (await (await fetch(`${server.url}api/titles/slideshow`)).json()) as {
    data: Array<{ path: string }>;
  };
  const title = slideshow.data[0] as { path: string; id: number } | undefined;
  if (!title) throw new Error('the demo catalogue has no featured title');
  const detail = (await (await fetch(`${server.url}api/titles/${title.id}`)).json()) as {
    data: { cast: Array<{ path: string }> };
  };
  const personPath = detail.data.cast[0]?.path;
  if (!personPath) throw new Error('the featured title has no cast');
  return [
    ['home', server.url],
    ['title page', `${server.url}${title.path.slice(1)}`],
    ['person page', `${server.url}${personPath.slice(1)}`],
    ['/movies', `${server.url}movies`],
  ];
}

const pickFrom =
  (results: Scores[]) => (key: Exclude<keyof Scores, 'slowHostWarned' | 'workByGroup' | 'scriptTime'>) =>
    median(results.map((result) => result[key]));

/** The public pages' goals since server rendering (#33). */
const meetsGoal = (pick: ReturnType<typeof pickFrom>) =>
  pick('performance') >= 95 &&
  pick('lcpMs') <= 1_500 &&
  pick('tbtMs') <= 200 &&
  pick('accessibility') === 100;

function report(name: string, results: Scores[], label = '') {
  const pick = pickFrom(results);
  const warned = results.filter((result) => result.slowHostWarned).length;
  process.stdout.write(
    `lighthouse mobile, ${name}${label}: performance ${pick('performance')} (goal ≥ 95), accessibility ${pick('accessibility')} ` +
      `(goal 100); LCP ${Math.round(pick('lcpMs'))} ms, TBT ${Math.round(pick('tbtMs'))} ms, CLS ${pick('cls').toFixed(3)} ` +
      `(median of ${results.length}; host benchmarkIndex ${Math.round(pick('hostBenchmarkIndex'))}` +
      `${warned > 0 ? `, slower than Lighthouse expects in ${warned} of ${results.length} runs` : ''})\n`,
  );
}

/** Median milliseconds per key across runs, for the keys of `pick`. */
function medianBreakdown(results: Scores[], pick: (scores: Scores) => Record<string, number>) {
  const keys = new Set(results.flatMap((result) => Object.keys(pick(result))));
  return new Map([...keys].map((key) => [key, median(results.map((result) => pick(result)[key] ?? 0))]));
}

function compareBreakdowns(title: string, head: Map<string, number>, base: Map<string, number>) {
  process.stdout.write(`  ${title} (median ms, this build against the base):\n`);
  const rows = [...new Set([...head.keys(), ...base.keys()])]
    .map((key) => ({ key, head: head.get(key) ?? 0, base: base.get(key) ?? 0 }))
    .filter((row) => row.head >= 20 || row.base >= 20)
    .sort((a, b) => Math.abs(b.head - b.base) - Math.abs(a.head - a.base));
  for (const row of rows.slice(0, 12)) {
    process.stdout.write(
      `    ${row.key}: ${Math.round(row.head)} against ${Math.round(row.base)} (${row.head >= row.base ? '+' : ''}${Math.round(row.head - row.base)})\n`,
    );
  }
}

const builds: Served[] = [];
try {
  builds.push(await serve('this build'));
  if (baseRef) builds.push(await serve(baseRef, buildWorktree(baseRef, { build: true }).root));
  const [head, base] = builds as [Served, Served | undefined];
  const headPages = await pagesOf(head.server);
  const basePages = base ? await pagesOf(base.server) : [];
  for (const [index, [name, url]] of headPages.entries()) {
    const headResults: Scores[] = [];
    const baseResults: Scores[] = [];
    for (let run = 0; run < runs; run++) {
      // Alternate which goes first, so neither build always meets the host after the other.
      const order = run % 2 === 0 ? ['head', 'base'] : ['base', 'head'];
      for (const which of order) {
        if (which === 'head') headResults.push(audit(url, head.dataDir));
        else if (base) baseResults.push(audit(basePages[index]?.[1] ?? '', base.dataDir));
      }
    }
    const pick = pickFrom(headResults);
    report(name, headResults, base ? ' (this build)' : '');
    if (base) {
      report(name, baseResults, ` (${baseRef})`);
      compareBreakdowns(
        'main-thread work',
        medianBreakdown(headResults, (r) => r.workByGroup),
        medianBreakdown(baseResults, (r) => r.workByGroup),
      );
      compareBreakdowns(
        'script evaluation by script',
        medianBreakdown(headResults, (r) => r.scriptTime),
        medianBreakdown(baseResults, (r) => r.scriptTime),
      );
      const basePick = pickFrom(baseResults);
      recordFigure({
        name: `Lighthouse mobile, ${name}, this build against ${baseRef} (paired medians of ${runs})`,
        value:
          `performance ${pick('performance')} against ${basePick('performance')}; ` +
          `LCP ${Math.round(pick('lcpMs'))} against ${Math.round(basePick('lcpMs'))} ms; ` +
          `TBT ${Math.round(pick('tbtMs'))} against ${Math.round(basePick('tbtMs'))} ms; ` +
          `CLS ${pick('cls').toFixed(3)} against ${basePick('cls').toFixed(3)}; ` +
          `accessibility ${pick('accessibility')} against ${basePick('accessibility')}`,
        goal: 'performance ≥ 95, LCP ≤ 1.5 s, TBT ≤ 200 ms, accessibility 100 (#33)',
        met: meetsGoal(pick),
      });
      continue;
    }
    recordFigure({
      name: `Lighthouse mobile, ${name} (median of ${runs}, host benchmarkIndex ${Math.round(pick('hostBenchmarkIndex'))})`,
      value:
        `performance ${pick('performance')}, accessibility ${pick('accessibility')}; LCP ${Math.round(pick('lcpMs'))} ms, ` +
        `TBT ${Math.round(pick('tbtMs'))} ms, CLS ${pick('cls').toFixed(3)}`,
      goal: 'performance ≥ 95, LCP ≤ 1.5 s, TBT ≤ 200 ms, accessibility 100 (#33)',
      met: meetsGoal(pick),
    });
  }
} finally {
  for (const build of builds) {
    await build.server.stop('SIGTERM');
    fs.rmSync(build.dataDir, { recursive: true, force: true });
  }
}
