import { clock, type TranscriptLine } from '@/lib/videos/webvtt'

/** A transcript line as read: its time in the video, then its words (both transcripts show it so). */
export function TimedLine({ line }: { line: TranscriptLine }) {
  return (
    <>
      <span className="me-2 text-sm text-muted-foreground tabular-nums">{clock(line.start)}</span>
      {line.text}
    </>
  )
}
