/**
 * `npm run bench`: every benchmark in bench/, one after the other, each as its own process, then
 * the "Latest run" section of BENCHMARKS.md rewritten with the machine, the date and each figure
 * beside its goal (the dated history below it is left as it is). Takes ~12 minutes here; not
 * part of CI. Benchmarks that need what this host lacks (Chromium, the reference data) are
 * listed as skipped.
 *
 *   npm run bench [-- --only startup,scale-out] [-- --skip lighthouse]
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Figure } from './support/figures.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const netflixDir = path.resolve(repoRoot, '../shared/data/netflix-titles-credits');

interface Benchmark {
  name: string;
  script: string;
  /** Arguments that keep the whole run practical; each script's own defaults measure more. */
  args?: string[];
  /** Why it cannot run on this host, if it cannot. */
  missing?: () => string | undefined;
  /** Needs the built web app (and the API bundle when there is one). */
  needsBuild?: boolean;
}

const noChromium = () => (fs.existsSync(chromePath) ? undefined : `no Chromium at ${chromePath}`);
const noFfmpeg = () => {
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
    return undefined;
  } catch {
    return 'no ffmpeg on the PATH';
  }
};

const benchmarks: Benchmark[] = [
  { name: 'startup', script: 'startup.ts', args: ['--runs', '3', '--cold-runs', '1'], needsBuild: true },
  { name: 'catalog-api', script: 'catalog-api.ts', args: ['--seconds', '10'] },
  // Installs the base build in a worktree on its first run (var/bench-builds/).
  { name: 'paired-api', script: 'paired-api.ts', args: ['--rounds', '5', '--seconds', '5'] },
  { name: 'login-storm', script: 'login-storm.ts', args: ['--seconds', '10'] },
  { name: 'scale-out', script: 'scale-out.ts', args: ['--seconds', '10'], needsBuild: true },
  // 1M titles take ~5 minutes to generate: run `npm run bench:search` for that size.
  { name: 'search', script: 'search-latency.ts', args: ['--sizes', '100000', '--pglite', '100000'] },
  {
    name: 'import-netflix',
    script: 'import-netflix.ts',
    missing: () => (fs.existsSync(netflixDir) ? undefined : `no reference data at ${netflixDir}`),
  },
  { name: 'web-bundle-size', script: 'web-bundle-size.ts', needsBuild: true },
  { name: 'page-render', script: 'page-render.ts', args: ['--seconds', '10'], needsBuild: true },
  {
    name: 'lighthouse',
    script: 'lighthouse.ts',
    args: ['--runs', '3'],
    missing: noChromium,
    needsBuild: true,
  },
  { name: 'search-dropdown', script: 'search-dropdown.ts', missing: noChromium, needsBuild: true },
  // ~12 minutes: 10 plays of ~20 s under each of three network profiles (plus the ladder, once).
  {
    name: 'playback',
    script: 'playback.ts',
    missing: () => noChromium() ?? noFfmpeg(),
    needsBuild: true,
  },
];

const listArgument = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? (process.argv[index + 1] ?? '').split(',').filter(Boolean) : [];
};
const only = listArgument('only');
const skip = listArgument('skip');
const chosen = benchmarks.filter(
  (benchmark) => (only.length === 0 || only.includes(benchmark.name)) && !skip.includes(benchmark.name),
);
for (const name of [...only, ...skip]) {
  if (!benchmarks.some((benchmark) => benchmark.name === name)) {
    throw new Error(`no benchmark named ${name}; there are: ${benchmarks.map((b) => b.name).join(', ')}`);
  }
}

interface Outcome {
  benchmark: Benchmark;
  figures: Figure[];
  seconds: number;
  /** Why it did not run or did not finish. */
  problem?: string;
}

/** Runs one benchmark, its output passed through; resolves with the figures it recorded. */
async function run(benchmark: Benchmark, figuresFile: string): Promise<Outcome> {
  const startedAt = performance.now();
  process.stdout.write(
    `\n== ${benchmark.name} (bench/${benchmark.script} ${(benchmark.args ?? []).join(' ')})\n`,
  );
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join('bench', benchmark.script), ...(benchmark.args ?? [])],
      { cwd: repoRoot, env: { ...process.env, BENCH_FIGURES_FILE: figuresFile }, stdio: 'inherit' },
    );
    child.once('exit', resolve);
  });
  const figures = fs.existsSync(figuresFile)
    ? fs
        .readFileSync(figuresFile, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Figure)
    : [];
  const seconds = (performance.now() - startedAt) / 1000;
  return { benchmark, figures, seconds, ...(code === 0 ? {} : { problem: `exited with ${code}` }) };
}

function machine(): string {
  const cpus = os.cpus();
  const model = cpus[0]?.model.replace(/\s+/g, ' ').trim() ?? 'unknown CPU';
  const memory = `${Math.round(os.totalmem() / 2 ** 30)} GiB`;
  return `${cpus.length} cores (${model}), ${memory} of memory, Node ${process.version}, ${os.type()} ${os.release()}`;
}

function commit(): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: repoRoot,
      encoding: 'utf8',
    }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: repoRoot, encoding: 'utf8' }).trim();
    return dirty ? `${head} with uncommitted changes` : head;
  } catch {
    return 'unknown commit';
  }
}

const loadAverage = () =>
  os
    .loadavg()
    .slice(0, 1)
    .map((load) => load.toFixed(1))
    .join('');
const cell = (text: string) => text.replace(/\|/g, '\\|');

function latestRunSection(outcomes: Outcome[], startedAt: Date, loadAtStart: string): string {
  const rows = outcomes.flatMap(({ benchmark, figures }) =>
    figures.map(
      (figure) =>
        `| ${benchmark.name} | ${cell(figure.name)} | ${cell(figure.value)} | ${cell(figure.goal ?? '(report only)')} | ` +
        `${figure.met === undefined ? '' : figure.met ? 'yes' : '**no**'} |`,
    ),
  );
  const notes = outcomes.map(({ benchmark, figures, seconds, problem }) => {
    const what = problem
      ? `not measured: ${problem}`
      : `${figures.length} figure${figures.length === 1 ? '' : 's'}`;
    return `- ${benchmark.name}: ${what} (${seconds.toFixed(0)} s)`;
  });
  const left = benchmarks.filter((benchmark) => !outcomes.some((outcome) => outcome.benchmark === benchmark));
  return [
    START_MARKER,
    '## Latest run (`npm run bench`)',
    '',
    'Rewritten by `npm run bench` (bench/run-all.ts) at every run; the dated sections below are the history,',
    'with what each change did and why.',
    '',
    `- Date: ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${commit()}`,
    `- Machine: ${machine()}`,
    `- Load average (1 min): ${loadAtStart} at the start, ${loadAverage()} at the end. The benchmarks' own servers,`,
    '  databases and load generators share these cores, as does anything else running on the host.',
    '',
    '| benchmark | figure | value | goal | met |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    '',
    ...notes,
    ...(left.length > 0 ? [`- Not in this run: ${left.map((benchmark) => benchmark.name).join(', ')}`] : []),
    END_MARKER,
  ].join('\n');
}

const START_MARKER = '<!-- npm run bench: latest run (generated) -->';
const END_MARKER = '<!-- npm run bench: end of latest run -->';

/** Replaces the generated section, or puts it before the first section of the hand-written history. */
function writeBenchmarksFile(section: string): void {
  const file = path.join(repoRoot, 'BENCHMARKS.md');
  const text = fs.readFileSync(file, 'utf8');
  const start = text.indexOf(START_MARKER);
  const end = text.indexOf(END_MARKER);
  let updated: string;
  if (start >= 0 && end > start) {
    updated = text.slice(0, start) + section + text.slice(end + END_MARKER.length);
  } else {
    const firstSection = text.indexOf('\n## ');
    const at = firstSection >= 0 ? firstSection + 1 : text.length;
    updated = `${text.slice(0, at)}${section}\n\n${text.slice(at)}`;
  }
  fs.writeFileSync(file, updated);
}

const startedAt = new Date();
const loadAtStart = loadAverage();
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pardeh-bench-run-'));
const outcomes: Outcome[] = [];
try {
  if (chosen.some((benchmark) => benchmark.needsBuild && !benchmark.missing?.())) {
    // As `npm start` does: build what is missing or older than its sources.
    process.stdout.write('== building what is stale (scripts/prepare-build.mjs)\n');
    execFileSync(process.execPath, ['scripts/prepare-build.mjs'], { cwd: repoRoot, stdio: 'inherit' });
  }
  for (const benchmark of chosen) {
    const missing = benchmark.missing?.();
    if (missing) {
      outcomes.push({ benchmark, figures: [], seconds: 0, problem: missing });
      continue;
    }
    outcomes.push(await run(benchmark, path.join(workDir, `${benchmark.name}.jsonl`)));
  }
} finally {
  fs.rmSync(workDir, { recursive: true, force: true });
}
writeBenchmarksFile(latestRunSection(outcomes, startedAt, loadAtStart));
process.stdout.write(`\nBENCHMARKS.md: latest run written (${outcomes.length} benchmarks).\n`);
if (outcomes.some((outcome) => outcome.problem && !outcome.benchmark.missing?.())) process.exitCode = 1;
