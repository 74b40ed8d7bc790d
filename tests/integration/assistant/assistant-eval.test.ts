// The assistant's evaluation (eval-set.ts) on the demo school: the share of questions answered
// correctly without a model must be at least 90 %, and no answer may name data the asker may
// not see. With a model configured (OPPI_LLM_BASE_URL and OPPI_LLM_MODEL, and OPPI_LLM_API_KEY
// if it needs one, in the environment of the test run), the same set runs against the model
// as an opt-in check. Each run has a server of its own, so the rate limit can be raised for the
// burst of questions without touching the one other tests share.
import { afterAll, describe, expect, it } from 'vitest'
import { serverWithFunctionEnv } from './functions-server'
import { runEval, summary } from './run-eval'
import { schoolView } from './school-view'

/** The lowest share of correct answers accepted. */
const TARGET = 0.9

const servers: { stop(): Promise<void> }[] = []
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()))
})

async function evaluate(env: Record<string, string>, label: string, source: 'rules' | 'model') {
  const server = await serverWithFunctionEnv({ OPPI_CHAT_RATE_LIMIT: '1000', ...env })
  servers.push(server)
  const report = await runEval(await schoolView(server.url, server.keys))
  console.info(summary(report, label))
  expect(report.results.length).toBeGreaterThanOrEqual(60)
  // A model that fails falls back to the rules: that must not pass as the model's score.
  expect(
    report.results.filter((r) => r.source !== source).map((r) => r.case.question),
    `answers that did not come from the ${source}`,
  ).toEqual([])
  // Privacy is not a share: every answer, without exception.
  expect(report.leaking.map((r) => r.case.question)).toEqual([])
  expect(report.share).toBeGreaterThanOrEqual(TARGET)
}

describe('the assistant evaluation', { timeout: 600_000 }, () => {
  it('answers at least 90 % of the set correctly without a model, and never names what the asker may not see', async () => {
    await evaluate({}, 'Assistant evaluation (rules, no model)', 'rules')
  })

  const model = process.env.OPPI_LLM_BASE_URL && process.env.OPPI_LLM_MODEL
  it.skipIf(!model)(
    `with a model configured, does as well (opt-in: ${model ? 'running against OPPI_LLM_MODEL' : 'skipped — set OPPI_LLM_BASE_URL and OPPI_LLM_MODEL to run it'})`,
    async () => {
      await evaluate(
        {
          OPPI_LLM_BASE_URL: process.env.OPPI_LLM_BASE_URL!,
          OPPI_LLM_MODEL: process.env.OPPI_LLM_MODEL!,
          OPPI_LLM_API_KEY: process.env.OPPI_LLM_API_KEY ?? '',
          // A real model takes longer than the app's default allows for a burst of questions.
          OPPI_LLM_TIMEOUT_MS: process.env.OPPI_LLM_TIMEOUT_MS ?? '60000',
        },
        `Assistant evaluation (model ${process.env.OPPI_LLM_MODEL})`,
        'model',
      )
    },
  )
})
