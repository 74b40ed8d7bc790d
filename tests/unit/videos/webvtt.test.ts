import { describe, expect, it } from 'vitest'
import {
  clock,
  MAX_VTT_BYTES,
  parseWebVtt,
  transcriptLines,
  transcriptText,
} from '@/lib/videos/webvtt'

const ok = (text: string) => {
  const result = parseWebVtt(text)
  if (!result.ok) throw new Error(`expected a valid file, got ${JSON.stringify(result.problem)}`)
  return result.cues
}
const problem = (text: string) => {
  const result = parseWebVtt(text)
  if (result.ok) throw new Error('expected a refusal')
  return result.problem
}

describe('parseWebVtt', () => {
  it('reads cues with and without identifiers, hours, settings, notes and a byte-order mark', () => {
    const cues = ok(
      '\uFEFFWEBVTT - lesson\nKind: captions\n\nNOTE written by the teacher\n\nintro\n00:01.000 --> 00:04.500 align:start\n<v Anna>Hello</v>\nclass\n\n01:00:00.250 --> 01:00:02.000\nBye\n',
    )
    expect(cues).toEqual([
      { start: 1, end: 4.5, text: '<v Anna>Hello</v>\nclass' },
      { start: 3600.25, end: 3602, text: 'Bye' },
    ])
  })

  it('accepts Windows and old Mac line endings', () => {
    expect(ok('WEBVTT\r\n\r\n00:00.000 --> 00:01.000\r\nA\r\n')).toHaveLength(1)
    expect(ok('WEBVTT\r\r00:00.000 --> 00:01.000\rA\r')).toHaveLength(1)
  })

  it('allows overlapping cues', () => {
    const cues = ok(
      'WEBVTT\n\n00:00.000 --> 00:05.000\nFirst speaker\n\n00:02.000 --> 00:03.000\nSecond speaker\n',
    )
    expect(cues.map((c) => [c.start, c.end])).toEqual([
      [0, 5],
      [2, 3],
    ])
  })

  // Each refusal that points at a line: the file, and the problem with the line it names.
  it.each([
    {
      what: 'an SRT file (no WEBVTT header)',
      text: '1\n00:00:01,000 --> 00:00:02,000\nSRT\n',
      code: 'missingHeader',
      line: 1,
    },
    {
      what: 'a header that is not WEBVTT',
      text: 'WEBVTTX\n\n00:00.000 --> 00:01.000\nA\n',
      code: 'missingHeader',
      line: 1,
    },
    {
      what: 'a comma in a timestamp',
      text: 'WEBVTT\n\n00:00.000 --> 00:01.000\nA\n\n00:01,000 --> 00:02.000\nB\n',
      code: 'badTimestamp',
      line: 6,
    },
    {
      what: '61 seconds',
      text: 'WEBVTT\n\ncue-2\n00:61.000 --> 00:62.000\nB\n',
      code: 'badTimestamp',
      line: 4,
    },
    {
      what: 'a one-digit minute',
      text: 'WEBVTT\n\n0:01.000 --> 00:02.000\nB\n',
      code: 'badTimestamp',
      line: 3,
    },
    {
      what: 'a cue that ends before it starts',
      text: 'WEBVTT\n\n00:05.000 --> 00:04.000\nA\n',
      code: 'endBeforeStart',
      line: 3,
    },
    {
      what: 'a cue that ends when it starts',
      text: 'WEBVTT\n\n\n\nx\n00:05.000 --> 00:05.000\nA\n',
      code: 'endBeforeStart',
      line: 6,
    },
    {
      what: 'a block without a timing line',
      text: 'WEBVTT\n\n00:00.000 --> 00:01.000\nA\n\nstray text\nmore text\n',
      code: 'missingTiming',
      line: 7,
    },
  ])('refuses $what, naming line $line', ({ text, code, line }) => {
    expect(problem(text)).toEqual({ code, line })
  })

  it('refuses empty files and files without cues', () => {
    expect(problem('  \n')).toEqual({ code: 'empty' })
    expect(problem('WEBVTT\n\nNOTE nothing yet\n')).toEqual({ code: 'noCues' })
  })

  it('refuses a file over 5 MB, and accepts one just under', () => {
    const head = 'WEBVTT\n\n00:00.000 --> 00:01.000\n'
    expect(problem(head + 'x'.repeat(MAX_VTT_BYTES - head.length + 1))).toEqual({
      code: 'tooLarge',
    })
    expect(ok(head + 'x'.repeat(MAX_VTT_BYTES - head.length))).toHaveLength(1)
    // Bytes, not characters: ä is two bytes in UTF-8.
    expect(problem(head + 'ä'.repeat(Math.ceil((MAX_VTT_BYTES - head.length) / 2) + 1))).toEqual({
      code: 'tooLarge',
    })
  })
})

describe('transcripts', () => {
  it('gives one plain line per cue in time order, without markup or a repeated line', () => {
    const cues = ok(
      'WEBVTT\n\n00:04.000 --> 00:06.000\nSecond &amp; last\n\n00:00.000 --> 00:02.000\n<v Anna><i>Hello</i></v>\nclass\n\n00:02.000 --> 00:04.000\n<v Anna><i>Hello</i></v>\nclass\n',
    )
    expect(transcriptLines(cues)).toEqual([
      { start: 0, text: 'Hello class' },
      { start: 4, text: 'Second & last' },
    ])
    expect(transcriptText(cues)).toBe('Hello class\nSecond & last')
  })

  it('writes times as m:ss, or h:mm:ss from an hour', () => {
    expect(clock(0)).toBe('0:00')
    expect(clock(65.9)).toBe('1:05')
    expect(clock(3600 + 61)).toBe('1:01:01')
  })
})
