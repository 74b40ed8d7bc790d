// WebVTT caption files: checked before they are saved, so a teacher hears which line is broken
// instead of students meeting a player that silently shows no captions; and turned into a
// transcript. Pure, so every rule is unit-tested. The database repeats the coarse check
// (header, one cue, size) for writers that do not come through the app.

/**
 * A track's largest size: hours of speech. A track is saved through a server action, whose
 * body the app's host limits (next.config.ts), and then as JSON to the database's REST API,
 * where escaping can double a text full of quotes and line breaks; both stay within a megabyte
 * or two. The database's own check is a looser 5 MB, for writers that do not come through the
 * app.
 */
export const MAX_VTT_BYTES = 500 * 1024

export interface Cue {
  /** Seconds from the start of the video. */
  start: number
  end: number
  /** The cue's text as written (lines joined with a newline, markup kept). */
  text: string
}

export type VttProblemCode =
  | 'empty'
  | 'tooLarge'
  | 'missingHeader'
  | 'badTimestamp'
  | 'endBeforeStart'
  | 'missingTiming'
  | 'noCues'

/** What is wrong, and on which line (1-based) when a line is to blame. */
export interface VttProblem {
  code: VttProblemCode
  line?: number
}

export type VttResult = { ok: true; cues: Cue[] } | { ok: false; problem: VttProblem }

// `[hh:]mm:ss.ttt --> [hh:]mm:ss.ttt`, then cue settings. One literal (the time pattern twice)
// rather than built at load: a bundle that only needs `clock` or the size limit leaves it out.
const TIMING =
  /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})[ \t]+-->[ \t]+(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})(?:[ \t]+.*)?$/
const HEADER = /^WEBVTT(?:[ \t].*)?$/

function seconds(h: string | undefined, m: string, s: string, ms: string) {
  return Number(h ?? 0) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000
}

/** Blocks of consecutive non-blank lines, each with the number of its first line. */
function blocks(lines: string[]) {
  const out: { first: number; lines: string[] }[] = []
  let current: { first: number; lines: string[] } | null = null
  lines.forEach((line, i) => {
    if (line.trim() === '') {
      current = null
      return
    }
    if (!current) {
      current = { first: i + 1, lines: [] }
      out.push(current)
    }
    current.lines.push(line)
  })
  return out
}

/**
 * Parses a WebVTT file. Refused: an empty file, one over 5 MB, a first line that is not
 * `WEBVTT`, a timing line that is not `[hh:]mm:ss.ttt --> [hh:]mm:ss.ttt`, a cue that ends
 * before (or when) it starts, a cue without a timing line, and a file with no cues. Cues may
 * overlap (two speakers at once), as the format allows.
 */
export function parseWebVtt(text: string): VttResult {
  if (text.trim() === '') return { ok: false, problem: { code: 'empty' } }
  if (new TextEncoder().encode(text).byteLength > MAX_VTT_BYTES)
    return { ok: false, problem: { code: 'tooLarge' } }
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)
  if (!HEADER.test(lines[0] ?? ''))
    return { ok: false, problem: { code: 'missingHeader', line: 1 } }

  const cues: Cue[] = []
  // The first block is the header with its optional metadata lines.
  for (const block of blocks(lines).slice(1)) {
    const head = block.lines[0]
    if (/^(NOTE|STYLE|REGION)(?:[ \t]|$)/.test(head)) continue
    // An optional cue identifier comes before the timing line.
    const timingAt = head.includes('-->') ? 0 : 1
    const timing = block.lines[timingAt]
    const lineNo = block.first + timingAt
    if (timing === undefined || !timing.includes('-->'))
      return { ok: false, problem: { code: 'missingTiming', line: lineNo } }
    const m = TIMING.exec(timing.trim())
    if (!m) return { ok: false, problem: { code: 'badTimestamp', line: lineNo } }
    const start = seconds(m[1], m[2], m[3], m[4])
    const end = seconds(m[5], m[6], m[7], m[8])
    if (end <= start) return { ok: false, problem: { code: 'endBeforeStart', line: lineNo } }
    cues.push({ start, end, text: block.lines.slice(timingAt + 1).join('\n') })
  }
  if (cues.length === 0) return { ok: false, problem: { code: 'noCues' } }
  return { ok: true, cues }
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&nbsp;': '\u00a0',
  '&lrm;': '',
  '&rlm;': '',
}

/** A cue's text as plain words: markup (`<v Anna>`, `<i>`, timestamps) removed, entities decoded. */
export function plainCueText(text: string): string {
  return text
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|nbsp|lrm|rlm);/g, (e) => ENTITIES[e])
    .replace(/\s+/g, ' ')
    .trim()
}

export interface TranscriptLine {
  start: number
  text: string
}

/**
 * The transcript of a caption track: one line per cue in time order, as plain text, with a
 * cue that only repeats the line before it (a caption held across two cues) left out.
 */
export function transcriptLines(cues: readonly Cue[]): TranscriptLine[] {
  const out: TranscriptLine[] = []
  for (const cue of [...cues].sort((a, b) => a.start - b.start)) {
    const text = plainCueText(cue.text)
    if (text && out.at(-1)?.text !== text) out.push({ start: cue.start, text })
  }
  return out
}

/** The transcript as one text, a line per cue. */
export const transcriptText = (cues: readonly Cue[]) =>
  transcriptLines(cues)
    .map((l) => l.text)
    .join('\n')

/** `m:ss`, or `h:mm:ss` from an hour, for a time shown to people (durations, transcript lines). */
export function clock(totalSeconds: number): string {
  const t = Math.max(0, Math.floor(totalSeconds))
  const h = Math.floor(t / 3600)
  const m = Math.floor((t % 3600) / 60)
  const s = String(t % 60).padStart(2, '0')
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`
}
