import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

// The stack listens on window; in this Node test a plain EventTarget stands in for it.
beforeAll(() => {
  vi.stubGlobal('window', new EventTarget())
})

const load = async () => {
  const stack = await import('@/lib/accessibility/overlay-stack')
  const overlay = await import('@/lib/accessibility/overlay')
  return { ...stack, ...overlay }
}

const open: (() => void)[] = []
afterEach(() => {
  while (open.length) open.pop()?.()
})

describe('the overlay stack', () => {
  it('closes only the newest open overlay on each close-top-overlay event', async () => {
    const { pushOverlay, closeTopOverlay, openOverlayCount } = await load()
    const closed: string[] = []
    const layer = (name: string) => {
      const remove = pushOverlay(() => {
        closed.push(name)
        remove()
      })
      open.push(remove)
    }
    layer('dialog')
    layer('palette')
    expect(openOverlayCount()).toBe(2)
    closeTopOverlay()
    expect(closed).toEqual(['palette'])
    closeTopOverlay()
    expect(closed).toEqual(['palette', 'dialog'])
    closeTopOverlay()
    expect(closed).toEqual(['palette', 'dialog'])
    expect(openOverlayCount()).toBe(0)
  })

  it('forgets an overlay that closed some other way, wherever it was in the stack', async () => {
    const { pushOverlay, closeTopOverlay } = await load()
    const closed: string[] = []
    const removeFirst = pushOverlay(() => closed.push('first'))
    const removeMiddle = pushOverlay(() => closed.push('middle'))
    const removeTop = pushOverlay(() => closed.push('top'))
    open.push(removeFirst, removeTop)
    removeMiddle()
    removeTop()
    closeTopOverlay()
    expect(closed).toEqual(['first'])
  })

  it('routes Escape from a Radix overlay through the event only when something is open', async () => {
    const { pushOverlay, escapeThroughStack } = await load()
    const idle = new Event('keydown', { cancelable: true }) as KeyboardEvent
    escapeThroughStack(idle)
    expect(idle.defaultPrevented).toBe(false)

    const closed: string[] = []
    open.push(pushOverlay(() => closed.push('popover')))
    const press = new Event('keydown', { cancelable: true }) as KeyboardEvent
    escapeThroughStack(press)
    expect(press.defaultPrevented).toBe(true)
    expect(closed).toEqual(['popover'])

    // A press the overlay's own handler already took is left alone.
    const taken = new Event('keydown', { cancelable: true }) as KeyboardEvent
    taken.preventDefault()
    escapeThroughStack(taken)
    expect(closed).toEqual(['popover'])
  })
})
