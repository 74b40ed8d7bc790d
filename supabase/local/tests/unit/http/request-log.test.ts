import { describe, expect, it } from 'vitest'
import { RequestLog } from '../../../http/request-log'

describe('RequestLog', () => {
  it('keeps the most recent entries, oldest first, and clears', () => {
    const log = new RequestLog(null, 3)
    for (let i = 1; i <= 5; i++) log.record('GET', `/r${i}`, 200, i)
    expect(log.snapshot().map((e) => e.path)).toEqual(['/r3', '/r4', '/r5'])
    log.clear()
    expect(log.snapshot()).toEqual([])
    log.record('POST', '/a', 201, 1)
    expect(log.snapshot().map((e) => e.path)).toEqual(['/a'])
  })
})
