import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AxeResults } from 'axe-core'
import {
  AUDIT_TAGS,
  AuditError,
  runAudit,
  shapeAuditResult,
  type AxeLike,
} from '@/lib/accessibility/compliance-audit'

type Answer = Pick<AxeResults, 'violations' | 'passes' | 'incomplete'>

const rule = (id: string) => ({ id }) as unknown as AxeResults['passes'][number]
const violation = (id: string, impact: string | null, tags: string[], nodes: number) =>
  ({
    id,
    impact,
    description: `${id} description`,
    help: `${id} help`,
    helpUrl: `https://dequeuniversity.com/rules/axe/4.14/${id}`,
    tags,
    nodes: Array.from({ length: nodes }, (_, i) => ({
      html: `<img src="${i}.png">`,
      target: [`#el-${i}`],
      any: [],
      all: [],
      none: [],
    })),
  }) as unknown as AxeResults['violations'][number]

const answer = (over: Partial<Answer> = {}): Answer => ({
  violations: [
    violation('image-alt', 'critical', ['wcag2a', 'wcag111'], 4),
    violation('target-size', 'serious', ['wcag22aa'], 1),
  ],
  passes: [rule('a'), rule('b'), rule('c'), rule('d'), rule('e'), rule('f')],
  incomplete: [rule('color-contrast')] as unknown as AxeResults['incomplete'],
  ...over,
})

const fakeAxe =
  (run: AxeLike['run']): (() => Promise<AxeLike>) =>
  () =>
    Promise.resolve({ run })

afterEach(() => {
  vi.useRealTimers()
})

describe('shapeAuditResult', () => {
  it('keeps what the tab shows and computes score, counts and the WCAG 2.1 flag', () => {
    const result = shapeAuditResult(answer(), '/dashboard', '2026-11-23T10:00:00.000Z')
    expect(result).toMatchObject({
      passes: 6,
      incomplete: 1,
      url: '/dashboard',
      timestamp: '2026-11-23T10:00:00.000Z',
      score: 75, // 6 / (6 + 2)
      wcag21aa: false,
      counts: { critical: 1, serious: 1, moderate: 0, minor: 0 },
    })
    expect(result.violations[0]).toEqual({
      id: 'image-alt',
      impact: 'critical',
      description: 'image-alt description',
      help: 'image-alt help',
      helpUrl: 'https://dequeuniversity.com/rules/axe/4.14/image-alt',
      tags: ['wcag2a', 'wcag111'],
      nodes: [0, 1, 2, 3].map((i) => ({ html: `<img src="${i}.png">`, target: [`#el-${i}`] })),
    })
  })

  it('meets WCAG 2.1 AA when only a 2.2 rule fails, and treats an unknown impact as none', () => {
    const result = shapeAuditResult(
      answer({
        violations: [
          violation('target-size', 'serious', ['wcag22aa'], 1),
          violation('odd', 'weird', ['wcag22aa'], 1),
        ],
      }),
      '/',
      'T',
    )
    expect(result.wcag21aa).toBe(true)
    expect(result.violations[1].impact).toBeNull()
    expect(result.counts).toEqual({ critical: 0, serious: 1, moderate: 0, minor: 0 })
  })

  it('scores a clean page 100', () => {
    expect(shapeAuditResult(answer({ violations: [] }), '/', 'T')).toMatchObject({
      score: 100,
      wcag21aa: true,
    })
  })
})

describe('runAudit', () => {
  it('runs axe with the WCAG tags, leaves the panel out and shapes the answer', async () => {
    const run = vi.fn<AxeLike['run']>(() => Promise.resolve(answer() as AxeResults))
    const panel = { contains: () => false } as unknown as Element
    const result = await runAudit({
      exclude: panel,
      load: fakeAxe(run),
      url: '/classes',
      now: () => new Date('2026-11-23T10:00:00Z'),
    })
    expect(run).toHaveBeenCalledWith(
      { exclude: [panel] },
      { runOnly: { type: 'tag', values: [...AUDIT_TAGS] }, resultTypes: ['violations'] },
    )
    expect(AUDIT_TAGS).toEqual(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    expect(result).toMatchObject({
      url: '/classes',
      timestamp: '2026-11-23T10:00:00.000Z',
      score: 75,
    })
  })

  it('fails with "Audit timeout" when axe has not answered in 10 s', async () => {
    vi.useFakeTimers()
    const audit = runAudit({ load: fakeAxe(() => new Promise(() => {})), url: '/' })
    const settled = audit.catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(9_999)
    let done = false
    void settled.then(() => (done = true))
    await Promise.resolve()
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    const error = await settled
    expect(error).toBeInstanceOf(AuditError)
    expect((error as AuditError).kind).toBe('timeout')
    expect((error as AuditError).message).toBe('Audit timeout')
  })

  it('counts the 10 s from when axe starts, not while its code is still loading', async () => {
    vi.useFakeTimers()
    const axe = fakeAxe(() => Promise.resolve(answer({ violations: [] }) as AxeResults))
    const slowLoad = () =>
      new Promise<AxeLike>((resolve) => setTimeout(() => void axe().then(resolve), 15_000))
    const settled = runAudit({ load: slowLoad, url: '/' }).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(15_000)
    expect(await settled).toMatchObject({ url: '/', violations: [] })
  })

  it('fails with "Failed to run accessibility audit" when axe throws or cannot load', async () => {
    const thrown = await runAudit({
      load: fakeAxe(() => Promise.reject(new Error('boom'))),
      url: '/',
    }).catch((e: unknown) => e)
    expect(thrown).toMatchObject({ kind: 'failed', message: 'Failed to run accessibility audit' })
    const unloadable = await runAudit({
      load: () => Promise.reject(new Error('chunk')),
      url: '/',
    }).catch((e: unknown) => e)
    expect(unloadable).toMatchObject({ kind: 'failed' })
  })

  it('starts a second audit only when the first has finished, as axe allows one run at a time', async () => {
    let finishFirst: (a: AxeResults) => void = () => {}
    const order: string[] = []
    const answers = [
      () => new Promise<AxeResults>((resolve) => (finishFirst = resolve)),
      () => Promise.resolve(answer({ violations: [] }) as AxeResults),
    ]
    const axe: AxeLike = {
      run: () => {
        order.push(`run ${order.length + 1} starts`)
        return answers[order.length - 1]()
      },
    }
    const load = () => Promise.resolve(axe)
    const first = runAudit({ load, url: '/' })
    const second = runAudit({ load, url: '/' })
    await new Promise((r) => setTimeout(r, 0))
    expect(order).toEqual(['run 1 starts'])
    finishFirst(answer() as AxeResults)
    expect((await first).score).toBe(75)
    expect((await second).score).toBe(100)
    expect(order).toEqual(['run 1 starts', 'run 2 starts'])
  })
})
