import { createElement } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { describe, expect, it } from 'vitest'
import { lazyOnPage } from '@/components/ui/lazy-overlay'

async function serverHtml(node: React.ReactNode) {
  const { prelude } = await prerenderToNodeStream(node)
  let html = ''
  for await (const chunk of prelude) html += String(chunk)
  return html
}

function Answer({ label }: { label: string }) {
  return createElement('label', null, label, createElement('textarea', { name: 'content' }))
}

describe('lazyOnPage', () => {
  it('is drawn by the server with the page, inside a boundary of its own', async () => {
    let loads = 0
    const LazyAnswer = lazyOnPage(async () => {
      loads++
      return Answer
    })
    const html = await serverHtml(createElement('main', null, createElement('h1', null, 'Work'), createElement(LazyAnswer, { label: 'Your answer' })))
    // The part's HTML is there, not a fallback; the boundary's markers let hydration keep it
    // as it is until the part's code has arrived in the browser.
    expect(html).toContain('<h1>Work</h1><!--$--><label>Your answer<textarea name="content"></textarea></label><!--/$--></main>')
    expect(loads).toBe(1)
  })
})
