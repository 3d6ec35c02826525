import { messages } from '../../messages.ts';
import { MediaJobFailure } from '../jobs/job-failure.ts';
import { runTool, ToolFailed } from './run-tool.ts';

export interface ProbedVideo {
  durationSeconds: number;
  /** As displayed: rotation applied, non-square pixels stretched. */
  width: number;
  height: number;
  /** The source's audio streams in order (`0:a:N` is the N-th). */
  audio: ProbedAudio[];
}

export interface ProbedAudio {
  /** The stream's language tag as written (`per`, `eng`, `fa`), or null when untagged. */
  language: string | null;
  /** Marked as the default track by the source. */
  isDefault: boolean;
}

interface ProbeStream {
  codec_type?: string;
  width?: number;
  height?: number;
  sample_aspect_ratio?: string;
  duration?: string;
  tags?: { rotate?: string; language?: string };
  disposition?: { default?: number };
  side_data_list?: Array<{ rotation?: number }>;
}

/**
 * Reads a source with ffprobe. A file ffprobe cannot read, or one without a picture, fails the
 * job for good: trying again would read the same bytes.
 */
export async function probeVideo(
  ffprobePath: string,
  source: string,
  signal?: AbortSignal,
): Promise<ProbedVideo> {
  let output: string;
  try {
    ({ stdout: output } = await runTool(
      ffprobePath,
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', source],
      { signal },
    ));
  } catch (error) {
    if (error instanceof ToolFailed) {
      throw new MediaJobFailure(messages.media.failure.unreadableVideo, false, { cause: error });
    }
    throw error;
  }
  return readProbe(output);
}

/** The part of ffprobe's JSON the pipeline uses (exported for its unit test). */
export function readProbe(json: string): ProbedVideo {
  const parsed = JSON.parse(json) as { streams?: ProbeStream[]; format?: { duration?: string } };
  const streams = parsed.streams ?? [];
  const video = streams.find((stream) => stream.codec_type === 'video' && stream.width && stream.height);
  if (!video?.width || !video.height) {
    throw new MediaJobFailure(messages.media.failure.noVideoStream, false);
  }
  const duration = Number(parsed.format?.duration ?? video.duration);
  if (!Number.isFinite(duration) || duration <= 0) {
    throw new MediaJobFailure(messages.media.failure.unreadableVideo, false);
  }
  const [sarX, sarY] = (video.sample_aspect_ratio ?? '1:1').split(':').map(Number);
  const stretch = sarX && sarY ? sarX / sarY : 1;
  const width = Math.round(video.width * stretch);
  const rotation = Math.abs(
    Number(video.tags?.rotate ?? video.side_data_list?.find((d) => d.rotation)?.rotation ?? 0),
  );
  const sideways = rotation % 180 === 90;
  return {
    durationSeconds: duration,
    width: sideways ? video.height : width,
    height: sideways ? width : video.height,
    audio: streams
      .filter((stream) => stream.codec_type === 'audio')
      .map((stream) => ({
        language: stream.tags?.language?.trim() || null,
        isDefault: stream.disposition?.default === 1,
      })),
  };
}
