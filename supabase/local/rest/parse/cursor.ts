import { err } from '../errors'

/** A tiny scanner over one query-string value, with PostgREST-like parse errors. */
export class Cursor {
  pos = 0
  constructor(
    readonly text: string,
    readonly what: string,
  ) {}

  get done() {
    return this.pos >= this.text.length
  }
  peek(n = 0) {
    return this.text[this.pos + n] ?? ''
  }
  startsWith(s: string) {
    return this.text.startsWith(s, this.pos)
  }
  eat(s: string) {
    if (this.startsWith(s)) {
      this.pos += s.length
      return true
    }
    return false
  }
  expect(s: string) {
    if (!this.eat(s)) this.fail(`expecting "${s}"`)
  }
  fail(expecting: string): never {
    const found = this.done ? 'end of input' : `"${this.peek()}"`
    throw err.parse(
      `"failed to parse ${this.what} (${this.text})" (line 1, column ${this.pos + 1})`,
      `unexpected ${found} ${expecting}`,
    )
  }

  /** At a `"`: the double-quoted text up to the closing `"` (a backslash escapes the next character). */
  quoted(): string | undefined {
    if (!this.eat('"')) return undefined
    let out = ''
    while (!this.done && this.peek() !== '"') {
      if (this.peek() === '\\' && this.peek(1)) this.pos++
      out += this.text[this.pos++]
    }
    this.expect('"')
    return out
  }

  /** A name: double-quoted, or a run of characters that are not syntax. */
  name(stops = ''): string {
    const quoted = this.quoted()
    if (quoted !== undefined) return quoted
    const start = this.pos
    while (!this.done) {
      const ch = this.peek()
      if (',()!:.'.includes(ch) || stops.includes(ch) || ch === '"') break
      if (ch === '-' && this.peek(1) === '>') break
      if (ch === '.' && this.peek(1) === '.') break
      this.pos++
    }
    const out = this.text.slice(start, this.pos).trim()
    if (!out) this.fail('expecting a name')
    return out
  }
}

export interface JsonStep {
  arrow: '->' | '->>'
  key: string
}

export interface Field {
  name: string
  path: JsonStep[]
}

/** `col`, `col->a->>b`, `col->0`. */
export function parseField(c: Cursor, stops = ''): Field {
  const name = c.name(stops)
  const path: JsonStep[] = []
  while (c.startsWith('->')) {
    const arrow = c.eat('->>') ? '->>' : (c.eat('->'), '->')
    path.push({ arrow, key: c.name(stops) })
  }
  return { name, path }
}
