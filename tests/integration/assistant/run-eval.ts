// Runs the evaluation set against chat-generate as each asker, the way the app asks (the
// message and the page's path; the language is detected from the message), and scores it.
import { chat } from './invoke'
import { EVAL_SET, type EvalCase, type Expectation, LATER_PARAPHRASES, UNSEEN } from './eval-set'
import { type Asker, type AskerView, type HandIns, handInsOf } from './school-view'

export interface CaseResult {
  case: EvalCase
  reply: string
  source: string
  /** What the answer lacks or wrongly has; empty when correct. */
  problems: string[]
  /** Data the asker may not see that the answer names. */
  leaks: string[]
}

export interface EvalReport {
  results: CaseResult[]
  correct: number
  share: number
  leaking: CaseResult[]
}

const lower = (s: string) => s.toLocaleLowerCase('fi')

export function check(reply: string, expected: Expectation): string[] {
  const text = lower(reply)
  const problems: string[] = []
  for (const s of expected.all ?? []) if (!text.includes(lower(s))) problems.push(`lacks "${s}"`)
  if (expected.any?.length && !expected.any.some((s) => text.includes(lower(s))))
    problems.push(`has none of ${expected.any.map((s) => `"${s}"`).join(', ')}`)
  for (const s of expected.none ?? []) if (text.includes(lower(s))) problems.push(`names "${s}"`)
  return problems
}

/** Asks, waiting out the per-user rate limit when another test of the run used it up. */
async function ask(view: AskerView, c: EvalCase) {
  for (let attempt = 0; ; attempt++) {
    const answer = await chat(view.client, { message: c.question, route: c.page })
    if (answer.status === 429 && attempt < 3) {
      const wait = Number(answer.error?.retryAfter ?? 5)
      await new Promise((resolve) => setTimeout(resolve, wait * 1000))
      continue
    }
    if (answer.status !== 200)
      throw new Error(`"${c.question}": ${answer.status} ${JSON.stringify(answer.error)}`)
    return answer.data!
  }
}

export async function runEval(views: Record<Asker, AskerView>): Promise<EvalReport> {
  const cache = new Map<string, Promise<HandIns>>()
  const handIns = (asker: Asker, title: string) => {
    const key = `${asker}|${title}`
    if (!cache.has(key)) cache.set(key, handInsOf(views[asker].client, title))
    return cache.get(key)!
  }
  const results: CaseResult[] = []
  for (const c of [...EVAL_SET, ...LATER_PARAPHRASES, ...UNSEEN]) {
    const view = views[c.asker]
    const [expected, answer] = await Promise.all([c.expect({ views, handIns }), ask(view, c)])
    const reply = answer.reply
    const text = lower(reply)
    results.push({
      case: c,
      reply,
      source: answer.source,
      problems: [
        ...(answer.lang === c.lang ? [] : [`answered in ${answer.lang}`]),
        ...check(reply, expected),
      ],
      leaks: view.forbidden.filter((s) => text.includes(lower(s))),
    })
  }
  const correct = results.filter((r) => !r.problems.length && !r.leaks.length).length
  return {
    results,
    correct,
    share: correct / results.length,
    leaking: results.filter((r) => r.leaks.length),
  }
}

/** The figure to quote, and every wrong answer with why, for the test's output. */
export function summary(report: EvalReport, label: string): string {
  const { results, correct, share, leaking } = report
  const by = (key: (r: CaseResult) => string) => {
    const groups = new Map<string, [number, number]>()
    for (const r of results) {
      const [ok, all] = groups.get(key(r)) ?? [0, 0]
      groups.set(key(r), [ok + (r.problems.length || r.leaks.length ? 0 : 1), all + 1])
    }
    return [...groups].map(([k, [ok, all]]) => `${k} ${ok}/${all}`).join(', ')
  }
  const paraphrases = results.filter((r) => r.case.paraphrase)
  const right = (list: CaseResult[]) =>
    `${list.filter((r) => !r.problems.length && !r.leaks.length).length}/${list.length}`
  const unseen = results.filter((r) => UNSEEN.includes(r.case))
  const lines = [
    `${label}: ${correct}/${results.length} answered correctly (${(share * 100).toFixed(1)} %); ${leaking.length} answers named data the asker may not see.`,
    `  by role: ${by((r) => r.case.asker)}`,
    `  by language: ${by((r) => r.case.lang)}`,
    `  paraphrases: ${right(paraphrases)}, of which never fixed for: ${right(unseen)}`,
  ]
  // OPPI_EVAL_VERBOSE=1 prints every answer, right or wrong, to read them as a person would.
  const shown = process.env.OPPI_EVAL_VERBOSE
    ? results
    : results.filter((x) => x.problems.length || x.leaks.length)
  for (const r of shown) {
    lines.push(
      `  ${r.problems.length || r.leaks.length ? '✗' : '✓'} [${r.case.asker}, ${r.case.lang}, ${r.case.page}] ${r.case.question}`,
      `      ${[...r.problems, ...r.leaks.map((l) => `LEAKS "${l}"`)].join('; ')}`,
      `      reply: ${process.env.OPPI_EVAL_VERBOSE ? r.reply.replace(/\n/g, '\n        ') : r.reply.replace(/\n/g, ' | ').slice(0, 300)}`,
    )
  }
  return lines.join('\n')
}
