import { describe, expect, it } from 'vitest'
import { testEnv } from '../integration/support/clients'

describe('supabase/local start', () => {
  it('serves the auth health check and answers unknown routes with a JSON 404', async () => {
    const { url } = testEnv()
    const health = await fetch(`${url}/auth/v1/health`)
    expect(health.status).toBe(200)
    const missing = await fetch(`${url}/no/such/route`)
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ message: 'no Route matched with those values' })
  })
})
