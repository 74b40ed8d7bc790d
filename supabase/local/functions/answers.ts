/**
 * The gateway's own answers, as the hosted gateway and edge runtime give them. Those where the
 * function did not answer carry `x-relay-error: true`, which functions-js turns into a
 * FunctionsRelayError; a refused token is a plain 401 (FunctionsHttpError), as hosted.
 */
const answer = (status: number, body: unknown, relay: boolean) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...(relay ? { 'x-relay-error': 'true' } : {}) },
  })

export const notFound = () =>
  answer(404, { code: 'NOT_FOUND', message: 'Requested function was not found' }, true)

export const unauthorized = (message: string) => answer(401, { code: 401, message }, false)

export const bootError = () =>
  answer(503, { code: 'BOOT_ERROR', message: 'Worker failed to boot (please check logs)' }, true)

export const workerError = () =>
  answer(
    500,
    { code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' },
    true,
  )

export const workerLimit = () =>
  answer(
    546,
    {
      code: 'WORKER_LIMIT',
      message: 'Worker failed to respond due to a resource limit (please check logs)',
    },
    true,
  )
