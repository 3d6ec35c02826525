/**
 * Playback start and smoothness in a real Chromium against the built app: a 2-minute 1080p source
 * made by ffmpeg is cut into the pipeline's HLS ladder (480p/720p/1080p, by the API's own
 * `transcodeToHls`), a title's file points at it, and the watch page is opened `--plays` times
 * (a fresh browser context each, so nothing is cached) under each network profile, throttled
 * through the DevTools Protocol. Per play: time to the first video frame
 * (`requestVideoFrameCallback`) from navigation start and from the play request, and the
 * rebuffers (`waiting` after the first frame until `playing`) over the first `--watch` seconds.
 *
 *   npm run build && npm run bench:playback [-- --plays 10 --watch 20 --profiles none,4g,3g]
 *   npm run bench:playback -- --base <ref>   # the player of an earlier build (var/bench-builds/)
 *
 * Goal: first frame p50 ≤ 1 s on the 4G profile, no rebuffer on 4G.
 */

import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { loadConfig } from '../apps/api/src/config.ts';
import { listMigrations, migrate } from '../apps/api/src/db/migrate.ts';
import { openDatabaseFor } from '../apps/api/src/db/open-for-config.ts';
import { planRenditions } from '../apps/api/src/media/transcode/plan-renditions.ts';
import { transcodeToHls } from '../apps/api/src/media/transcode/transcode-to-hls.ts';
import { catalogFactory } from '../apps/api/test/support/catalog-factory.ts';
import { startServerProcess } from '../apps/api/test/support/run-server-process.ts';
import { buildWorktree } from './support/build-worktree.ts';
import { recordFigure } from './support/figures.ts';

const GOAL_FIRST_FRAME_MS = 1000;
const SOURCE_SECONDS = 120;
const repoRoot = path.resolve(import.meta.dirname, '..');
const log = (line: string) => process.stdout.write(`${line}\n`);

const argument = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? (process.argv[index + 1] ?? fallback) : fallback;
};
const plays = Number(argument('plays', '10'));
const watchSeconds = Number(argument('watch', '20'));

/** DevTools' throttling: bytes per second each way and the added round-trip latency. */
interface NetworkProfile {
  name: string;
  label: string;
  throttle: { latency: number; downloadThroughput: number; uploadThroughput: number } | null;
  /** The longest a play may take to show its first frame and then play `--watch` seconds. */
  wallSeconds: number;
}
const kbps = (value: number) => (value * 1000) / 8;
const profiles: NetworkProfile[] = [
  { name: 'none', label: 'no throttling', throttle: null, wallSeconds: watchSeconds + 20 },
  {
    name: '4g',
    label: '4G (9 Mbps, 170 ms)',
    throttle: { latency: 170, downloadThroughput: kbps(9000), uploadThroughput: kbps(1500) },
    wallSeconds: watchSeconds + 20,
  },
  {
    name: '3g',
    label: 'slow 3G (400 kbps, 400 ms)',
    throttle: { latency: 400, downloadThroughput: kbps(400), uploadThroughput: kbps(400) },
    wallSeconds: watchSeconds + 40,
  },
].filter((profile) => argument('profiles', 'none,4g,3g').split(',').includes(profile.name));

/**
 * The ladder is made once and kept in var/ (a few minutes of x264 on two cores): a 1920×1080
 * 24 fps test pattern with a moving clock and a tone, which x264 cannot compress to nothing.
 */
async function ladder(): Promise<string> {
  const dir = path.join(repoRoot, 'var/bench-media/playback-ladder');
  if (fs.existsSync(path.join(dir, 'master.m3u8'))) return dir;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'pardeh-bench-ladder-'));
  const source = path.join(work, 'source.mp4');
  log(
    `making a ${SOURCE_SECONDS} s 1080p source and its HLS ladder (once; kept in ${path.relative(repoRoot, dir)})…`,
  );
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc2=size=1920x1080:rate=24:duration=${SOURCE_SECONDS}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${SOURCE_SECONDS}`],
    ...[
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-crf',
      '18',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      source,
    ],
  ]);
  const out = path.join(work, 'hls');
  fs.mkdirSync(out);
  await transcodeToHls({
    ffmpegPath: 'ffmpeg',
    preset: 'veryfast',
    source,
    outputDir: out,
    renditions: planRenditions({ width: 1920, height: 1080 }),
    hasAudio: true,
    // One audio stream: no alternate renditions, as the pipeline does for such a source.
    audioRenditions: [],
    durationSeconds: SOURCE_SECONDS,
    signal: new AbortController().signal,
    onProgress: () => {},
  });
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  fs.renameSync(out, dir);
  fs.rmSync(work, { recursive: true, force: true });
  return dir;
}

interface PlayFigures {
  /** From navigation start to the first frame; null when none came in time. */
  firstFrameMs: number | null;
  /** From the play request (`play` event) to the first frame. */
  fromPlayMs: number | null;
  rebuffers: number;
  rebufferMs: number;
  watchedSeconds: number;
}

/**
 * Installed before the page's own scripts: finds the video element as the player adds it and
 * listens on it.
 */
function measurePlayback() {
  const state = {
    playAt: null as number | null,
    firstFrameAt: null as number | null,
    stalledAt: null as number | null,
    rebuffers: 0,
    rebufferMs: 0,
    currentTime: 0,
  };
  (window as unknown as { playback: typeof state }).playback = state;
  const watched = new WeakSet<HTMLVideoElement>();
  const watch = (video: HTMLVideoElement) => {
    if (watched.has(video)) return;
    watched.add(video);
    const started = () => {
      if (state.playAt !== null) return;
      state.playAt = performance.now();
      video.requestVideoFrameCallback(() => {
        state.firstFrameAt ??= performance.now();
      });
    };
    video.addEventListener('play', started);
    // Autoplay may have begun before the element was seen.
    if (!video.paused) started();
    video.addEventListener('waiting', () => {
      if (state.firstFrameAt === null || video.seeking || state.stalledAt !== null) return;
      state.stalledAt = performance.now();
      state.rebuffers += 1;
    });
    video.addEventListener('playing', () => {
      if (state.stalledAt === null) return;
      state.rebufferMs += performance.now() - state.stalledAt;
      state.stalledAt = null;
    });
    video.addEventListener('timeupdate', () => {
      state.currentTime = video.currentTime;
    });
  };
  new MutationObserver(() => {
    for (const video of document.querySelectorAll('video')) watch(video);
  }).observe(document, { childList: true, subtree: true });
}

type PlaybackState = Awaited<ReturnType<typeof readState>>;
const readState = (page: import('playwright-core').Page) =>
  page.evaluate(() => {
    const state = (
      window as unknown as {
        playback: {
          playAt: number | null;
          firstFrameAt: number | null;
          stalledAt: number | null;
          rebuffers: number;
          rebufferMs: number;
          currentTime: number;
        };
      }
    ).playback;
    const stalledFor = state.stalledAt === null ? 0 : performance.now() - state.stalledAt;
    // Said when a play never starts: what the element was doing.
    const video = document.querySelector('video');
    const element = video
      ? `currentTime ${video.currentTime}, playAt ${state.playAt}, src ${video.currentSrc.slice(0, 60)}, paused ${video.paused}, readyState ${video.readyState}, networkState ${video.networkState}, error ${video.error?.code ?? 'none'}`
      : `no video element on ${location.pathname}: ${document.body.innerText.slice(0, 200).replace(/\s+/g, ' ')}`;
    return { ...state, rebufferMs: state.rebufferMs + stalledFor, element };
  });

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
};
const ms = (value: number) =>
  Number.isFinite(value) ? `${Math.round(value).toLocaleString('en-US')} ms` : 'none';

const hlsDir = await ladder();
// `--base`: another build's server, web app and migrations, on the same ladder and host.
const baseRef = argument('base', '');
const base = baseRef ? buildWorktree(baseRef, { build: true }) : null;
const buildRoot = base?.root ?? repoRoot;
const webIndex = path.resolve(buildRoot, 'apps/web/dist/index.html');
if (!fs.existsSync(webIndex)) throw new Error('The web app is not built: run `npm run build` first.');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pardeh-bench-playback-'));
const mediaKey = `bench-${randomUUID()}`;
fs.cpSync(hlsDir, path.join(dataDir, 'media', mediaKey), { recursive: true });

// The catalogue holds one film whose one file is the ladder, written before the server opens it.
const database = await openDatabaseFor(loadConfig({ DATA_DIR: dataDir }), { operatorWork: true });
let watchPath: string;
try {
  await migrate(database.sql, listMigrations(path.join(buildRoot, 'apps/api/src/db/migrations')));
  const make = catalogFactory(database);
  const film = await make.title({ titleEn: 'Playback Bench', titleFa: 'سنجش پخش', year: 2026 });
  const [file] = await database.sql.query<{ id: number }>(
    `INSERT INTO title_files (title_id, quality, language, url) VALUES ($1, '1080p', 'original', $2) RETURNING id`,
    [film.id, `/media/${mediaKey}/master.m3u8`],
  );
  if (!file) throw new Error('no file row');
  watchPath = `/watch/${film.id}/${file.id}`;
} finally {
  await database.close();
}

const server = await startServerProcess(
  { DATA_DIR: dataDir, SEED_CATALOGUE: 'false', WEB_DIST_DIR: path.dirname(webIndex) },
  { root: buildRoot },
);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    // The watch page starts playing by itself, as it does after the click that opened it.
    '--autoplay-policy=no-user-gesture-required',
  ],
});

try {
  const [load1] = os.loadavg();
  log(`host: ${os.cpus().length} cores, load average ${load1?.toFixed(2)} at the start`);
  if (base) log(`measuring the player of ${base.commit}`);
  for (const profile of profiles) {
    const runs: PlayFigures[] = [];
    for (let run = 0; run < plays; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'fa-IR' });
      const page = await context.newPage();
      // tsx (esbuild) wraps named functions in `__name(…)`, a helper the page does not have.
      await page.addInitScript({ content: `var __name = (f) => f; (${measurePlayback.toString()})();` });
      if (profile.throttle) {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.throttle });
      }
      await page.goto(new URL(watchPath, server.url).href, { waitUntil: 'commit' });
      const deadline = Date.now() + profile.wallSeconds * 1000;
      let state: PlaybackState = await readState(page);
      // Poll the page's own figures until it has played `watchSeconds` or the time is up.
      while (Date.now() < deadline && state.currentTime < watchSeconds) {
        await page.waitForTimeout(250);
        state = await readState(page);
      }
      runs.push({
        firstFrameMs: state.firstFrameAt,
        fromPlayMs:
          state.firstFrameAt !== null && state.playAt !== null ? state.firstFrameAt - state.playAt : null,
        rebuffers: state.rebuffers,
        rebufferMs: state.rebufferMs,
        watchedSeconds: state.currentTime,
      });
      if (state.firstFrameAt === null) log(`  ${profile.name} #${run + 1}: no frame; ${state.element}`);
      const last = runs.at(-1);
      log(
        `  ${profile.name} #${run + 1}: first frame ${ms(last?.firstFrameMs ?? Number.NaN)}, ` +
          `${last?.rebuffers} rebuffers (${ms(last?.rebufferMs ?? 0)}), played ${last?.watchedSeconds.toFixed(1)} s`,
      );
      await context.close();
    }
    const started = runs.filter((run) => run.firstFrameMs !== null);
    const firstFrames = started.map((run) => run.firstFrameMs ?? 0);
    const fromPlay = started.map((run) => run.fromPlayMs ?? 0);
    const rebufferCounts = runs.map((run) => run.rebuffers);
    const rebufferTimes = runs.map((run) => run.rebufferMs);
    const summary =
      `first frame p50 ${ms(quantile(firstFrames, 0.5))}, p95 ${ms(quantile(firstFrames, 0.95))} ` +
      `(from the play request p50 ${ms(quantile(fromPlay, 0.5))}); ` +
      `rebuffers p50 ${quantile(rebufferCounts, 0.5)}, p95 ${quantile(rebufferCounts, 0.95)} ` +
      `(time p50 ${ms(quantile(rebufferTimes, 0.5))}, p95 ${ms(quantile(rebufferTimes, 0.95))}) ` +
      `over ${watchSeconds} s; ${started.length}/${runs.length} started`;
    log(`${profile.label}: ${summary}`);
    const onFourG = profile.name === '4g';
    recordFigure({
      name: `playback${base ? ` of ${base.commit}` : ''}, ${profile.label}, ${runs.length} plays`,
      value: summary,
      ...(onFourG
        ? {
            goal: `first frame p50 ≤ ${GOAL_FIRST_FRAME_MS} ms, no rebuffer`,
            met:
              started.length === runs.length &&
              quantile(firstFrames, 0.5) <= GOAL_FIRST_FRAME_MS &&
              rebufferCounts.every((count) => count === 0),
          }
        : {}),
    });
  }
  const [load2] = os.loadavg();
  log(`load average ${load2?.toFixed(2)} at the end`);
} finally {
  await browser.close();
  await server.stop('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
