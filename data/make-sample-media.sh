#!/bin/sh
# Regenerates the demo clip the seeded title files and trailers point at (apps/web/public/media/):
# six seconds of SMPTE colour bars with a moving square and a 440 Hz tone, as WebM (VP9/Opus) in
# three sizes and as an HLS rendition (fMP4 segments, VP9/Opus) for the player's hls.js path.
# Needs Debian's ffmpeg. The output is committed; run this only to change the clip.
set -eu
out="$(dirname "$0")/../apps/web/public/media"
mkdir -p "$out/hls"
clip() { # height -> video filter
  width=$(( ($1 * 16 / 9 + 1) / 2 * 2 ))
  echo "smptehdbars=size=${width}x$1:rate=24:duration=6,drawbox=x='mod(t*200,iw)':y=ih*0.8:w=ih/8:h=ih/8:color=white:t=fill"
}
tone="sine=frequency=440:sample_rate=48000:duration=6"
for height in 480 720 1080; do
  ffmpeg -hide_banner -loglevel error -y -f lavfi -i "$(clip "$height")" -f lavfi -i "$tone" \
    -c:v libvpx-vp9 -b:v 0 -crf 40 -row-mt 1 -deadline good -cpu-used 4 -g 48 -pix_fmt yuv420p \
    -c:a libopus -b:a 32k -shortest "$out/sample-${height}p.webm"
done
rm -f "$out"/hls/*
ffmpeg -hide_banner -loglevel error -y -f lavfi -i "$(clip 720)" -f lavfi -i "$tone" \
  -c:v libvpx-vp9 -b:v 0 -crf 40 -row-mt 1 -deadline good -cpu-used 4 -g 48 -pix_fmt yuv420p \
  -c:a libopus -b:a 32k -shortest \
  -f hls -hls_time 2 -hls_playlist_type vod -hls_segment_type fmp4 \
  -hls_fmp4_init_filename init.mp4 -hls_segment_filename "$out/hls/segment-%02d.m4s" \
  -master_pl_name master.m3u8 "$out/hls/sample-720p.m3u8"
# Still frames for the demo screenshots, taken from the clip itself.
for second in 1 3 5; do
  ffmpeg -hide_banner -loglevel error -y -ss "$second" -i "$out/sample-720p.webm" -frames:v 1 \
    -q:v 5 "$out/frame-$second.jpg"
done
