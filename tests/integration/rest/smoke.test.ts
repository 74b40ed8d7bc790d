import { afterAll, beforeAll, expect, it } from 'vitest'
import { anonClient, startRestServer, type RestServer } from './support'
let server: RestServer
beforeAll(async () => { server = await startRestServer() })
afterAll(() => server?.stop())
it('smoke', async () => {
  const db = anonClient(server)
  const r = await db.from('posts').select('id, title, author:authors!author_id(name), comments(body), tags(name), author_bios:authors!author_id(author_bios(bio))').order('id').limit(2)
  console.log(JSON.stringify(r, null, 1))
  expect(r.error).toBeNull()
})
