import { describe, expect, it } from 'vitest'
import { newPreparedSession, planBatch, settleBatch, type Step } from '../../../db/prepared'

const kinds = (steps: Step[]) =>
  steps.map((s) => ('close' in s ? 'close' : 'parse' in s ? `parse ${s.parse}` : `run ${s.run}`))

describe('prepared statements of a batch', () => {
  it('parses a statement once, even when the batch runs it twice, and not again once held', () => {
    const session = newPreparedSession()
    const first = planBatch(session, ['select 1', 'select 2', 'select 1'])
    expect(kinds(first.steps)).toEqual([
      'parse select 1',
      'run 0',
      'parse select 2',
      'run 1',
      'run 2',
    ])
    settleBatch(session, first, true)
    expect(kinds(planBatch(session, ['select 2', 'select 1']).steps)).toEqual(['run 0', 'run 1'])
  })

  it('closes and parses afresh every statement of a batch that failed', () => {
    const session = newPreparedSession()
    settleBatch(session, planBatch(session, ['select a']), true)
    const failed = planBatch(session, ['select a', 'select b'])
    settleBatch(session, failed, false)
    const again = planBatch(session, ['select a', 'select b'])
    expect(kinds(again.steps)).toEqual([
      'close',
      'close',
      'parse select a',
      'run 0',
      'parse select b',
      'run 1',
    ])
    settleBatch(session, again, true)
    // A failed batch's statements are closed by the next batch, whatever it runs.
    settleBatch(session, planBatch(session, ['select c']), false)
    expect(kinds(planBatch(session, ['select a']).steps)).toEqual(['close', 'run 0'])
    expect(session.unsure.size).toBe(0)
  })

  it('counts a statement new to the session once against the cap, however often the batch runs it', () => {
    const session = newPreparedSession()
    for (let i = 0; i < 256; i++) settleBatch(session, planBatch(session, [`select ${i}`]), true)
    expect(kinds(planBatch(session, ['select new', 'select new']).steps)).toEqual([
      'close',
      'parse select new',
      'run 0',
      'run 1',
    ])
  })

  it('lets the least recently used statements go beyond 256 a session', () => {
    const session = newPreparedSession()
    for (let i = 0; i < 256; i++) settleBatch(session, planBatch(session, [`select ${i}`]), true)
    // Statement 0 used again: statement 1 is now the least recently used.
    settleBatch(session, planBatch(session, ['select 0']), true)
    const next = planBatch(session, ['select new'])
    expect(kinds(next.steps)).toEqual(['close', 'parse select new', 'run 0'])
    settleBatch(session, next, true)
    expect(session.held.size).toBe(256)
    expect(kinds(planBatch(session, ['select 0']).steps)).toEqual(['run 0'])
    expect(kinds(planBatch(session, ['select 1']).steps)).toEqual([
      'close',
      'parse select 1',
      'run 0',
    ])
  })
})
