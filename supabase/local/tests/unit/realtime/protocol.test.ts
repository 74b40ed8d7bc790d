import { describe, expect, it } from 'vitest'
import { decodeFrame, encodeBinaryBroadcast, encodeFrame } from '../../../realtime/protocol'

describe('Phoenix frames', () => {
  it('decodes vsn 2 arrays and vsn 1 objects, and encodes each form back', () => {
    const arr = Buffer.from(JSON.stringify(['6', '7', 'realtime:room1', 'phx_join', { a: 1 }]))
    const frame = {
      joinRef: '6',
      ref: '7',
      topic: 'realtime:room1',
      event: 'phx_join',
      payload: { a: 1 },
    }
    expect(decodeFrame(arr, false, '2.0.0')).toEqual(frame)
    const obj = Buffer.from(
      JSON.stringify({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: '3' }),
    )
    expect(decodeFrame(obj, false, '1.0.0')).toEqual({
      joinRef: null,
      ref: '3',
      topic: 'phoenix',
      event: 'heartbeat',
      payload: {},
    })
    expect(JSON.parse(encodeFrame(frame, '2.0.0'))).toEqual([
      '6',
      '7',
      'realtime:room1',
      'phx_join',
      { a: 1 },
    ])
    expect(JSON.parse(encodeFrame(frame, '1.0.0'))).toEqual({
      topic: 'realtime:room1',
      event: 'phx_join',
      payload: { a: 1 },
      ref: '7',
      join_ref: '6',
    })
  })

  it('decodes the binary user broadcast push realtime-js sends', () => {
    // Captured from realtime-js: 03 01 01 0e 06 00 01 "6" "8" "realtime:room1" "cursor" {"x":1}
    const buf = Buffer.concat([
      Buffer.from([3, 1, 1, 14, 6, 0, 1]),
      Buffer.from('68realtime:room1cursor{"x":1}'),
    ])
    expect(decodeFrame(buf, true, '2.0.0')).toEqual({
      joinRef: '6',
      ref: '8',
      topic: 'realtime:room1',
      event: 'broadcast',
      payload: { type: 'broadcast', event: 'cursor', payload: { x: 1 }, binary: undefined },
    })
  })

  it('returns null for anything that is not a frame', () => {
    for (const text of ['{', '[]', '[1,2,3,4,5]', '"x"', 'null', '{"topic":1,"event":"x"}']) {
      expect(decodeFrame(Buffer.from(text), false, '2.0.0')).toBeNull()
      expect(decodeFrame(Buffer.from(text), false, '1.0.0')).toBeNull()
    }
    expect(decodeFrame(Buffer.from([3, 200, 0, 0, 0, 0, 1]), true, '2.0.0')).toBeNull()
    expect(decodeFrame(Buffer.from([3, 0, 0, 0, 0, 0, 1, 0x7b]), true, '2.0.0')).toBeNull()
    expect(decodeFrame(Buffer.from([4, 0]), true, '2.0.0')).toBeNull()
    expect(decodeFrame(Buffer.from([3, 0, 0, 0, 0, 0, 1]), true, '1.0.0')).toBeNull()
  })

  it('encodes binary broadcasts as kind 4', () => {
    const out = encodeBinaryBroadcast('realtime:r', 'ev', Buffer.from([9, 8]))!
    expect([...out]).toEqual([
      4,
      10,
      2,
      0,
      0,
      ...Buffer.from('realtime:r'),
      ...Buffer.from('ev'),
      9,
      8,
    ])
  })
})
