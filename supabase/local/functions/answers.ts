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

/**
 * verify_jwt's answer to a token signed with anything but the legacy HS256 secret, such as a
 * user's token signed with the project's asymmetric (ES256) key. Hosted's gateway code is not
 * public and Supabase's documentation names only the status (its troubleshooting page on
 * function 401s shows `{"code":401,"message":"Invalid JWT"}` for a refused legacy key); this
 * body is the one users report getting from the hosted gateway for ES256 tokens in 2026, the
 * code `UNAUTHORIZED_UNSUPPORTED_TOKEN_ALGORITHM` in every report, the message written with
 * and without a colon after "algorithm". So the code and the message are a best guess; the
 * 401 without a relay header, which is what the app and supabase-js act on, is certain.
 */
export const unsupportedAlgorithm = (alg: string) =>
  answer(
    401,
    {
      code: 'UNAUTHORIZED_UNSUPPORTED_TOKEN_ALGORITHM',
      message: `Unsupported JWT algorithm ${alg}`,
    },
    false,
  )

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
