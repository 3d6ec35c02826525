import { describe, expect, it } from 'vitest';
import { MediaJobFailure } from '../../src/media/jobs/job-failure.ts';
import { runTool, ToolFailed } from '../../src/media/transcode/run-tool.ts';

describe('runTool', () => {
  it('names a missing program in Persian and does not retry', async () => {
    const run = runTool('pardeh-no-such-ffmpeg', ['-version']);
    await expect(run).rejects.toBeInstanceOf(MediaJobFailure);
    await run.catch((error: MediaJobFailure) => {
      expect(error.retry).toBe(false);
      expect(error.reason).toContain('pardeh-no-such-ffmpeg');
      expect(error.reason).toMatch(/نصب نیست/);
    });
  });

  it('reports a failing program with its exit code and stderr', async () => {
    const run = runTool(process.execPath, ['-e', 'console.error("broken"); process.exit(3)']);
    await expect(run).rejects.toBeInstanceOf(ToolFailed);
    await run.catch((error: ToolFailed) => {
      expect(error.exitCode).toBe(3);
      expect(error.stderrTail).toContain('broken');
    });
  });

  it('hands each stdout line to onLine', async () => {
    const lines: string[] = [];
    await runTool(process.execPath, ['-e', 'console.log("a\\nb")'], { onLine: (line) => lines.push(line) });
    expect(lines).toEqual(['a', 'b']);
  });

  it('hands each stderr line to onStderrLine, split across chunks as they come', async () => {
    const lines: string[] = [];
    const script =
      'process.stderr.write("black_st"); setTimeout(() => process.stderr.write("art:1\\nsilence\\n"), 20)';
    await runTool(process.execPath, ['-e', script], { onStderrLine: (line) => lines.push(line) });
    expect(lines).toEqual(['black_start:1', 'silence']);
  });
});
