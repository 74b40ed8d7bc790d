import { describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import { anonClient, expectRefused, rest, restServerForFile } from './support'

// Which function a call means, as PostgREST v14 decides: a whole body for a single unnamed
// argument by Content-Type, overloads chosen by argument names, PGRST203 when two fit and
// PGRST202 (with PostgREST's wording) when none does.
let anon: SupabaseClient
const server = restServerForFile((s) => {
  anon = anonClient(s)
})

const post = (fn: string, body: BodyInit, contentType: string) =>
  rest(server(), `/rpc/${fn}`, { method: 'POST', body, headers: { 'Content-Type': contentType } })

describe('a single unnamed argument takes the whole body', () => {
  it('text/plain, text/xml, application/octet-stream and JSON each reach the function of that type', async () => {
    expect(await (await post('raw_text', 'hello there', 'text/plain')).json()).toBe(
      'text: hello there',
    )
    expect(await (await post('raw_xml', '<a>1</a>', 'text/xml')).json()).toBe('xml: <a>1</a>')
    expect(
      await (
        await post('raw_bytes', new Uint8Array([0, 255, 10]), 'application/octet-stream')
      ).json(),
    ).toBe(3)
    expect(await (await post('raw_json_length', '[1, 2, 3]', 'application/json')).json()).toBe(3)
    const { data } = await anon.rpc('echo_json', { any: ['thing'] })
    expect(data).toEqual({ any: ['thing'] })
  })

  it('a body of a type no function takes is PGRST202, naming the type, with no hint', async () => {
    const res = await post('add', 'text', 'text/plain')
    await expectRefused(res, 404, {
      code: 'PGRST202',
      message: 'Could not find the function public.add in the schema cache',
      details:
        'Searched for the function public.add with a single unnamed text parameter, but no matches were found in the schema cache.',
    })
    const bytes = await post('raw_text', new Uint8Array([1]), 'application/octet-stream')
    expect((await bytes.json()).details).toBe(
      'Searched for the function public.raw_text with a single unnamed bytea parameter, but no matches were found in the schema cache.',
    )
  })
})

describe('overloads', () => {
  it('the argument names choose the overload', async () => {
    expect((await anon.rpc('over')).data).toBe('none')
    expect((await anon.rpc('over', { a: 1, b: 2 })).data).toBe('pair 3')
  })

  it('two overloads that fit the same names are PGRST203 (300), by POST and by GET', async () => {
    const expected = {
      code: 'PGRST203',
      message:
        'Could not choose the best candidate function between: public.over(a => integer), public.over(a => text)',
      details: null,
      hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    }
    const { error, status } = await anon.rpc('over', { a: 1 })
    expect(status).toBe(300)
    expect(error).toEqual(expected)
    const get = await rest(server(), '/rpc/over?a=1')
    expect(get.status).toBe(300)
    expect(await get.json()).toEqual(expected)
  })

  // PGRST202 names what PostgREST searched for: the argument names given, or none.
  it.each([
    {
      title: 'names that fit no overload are PGRST202 with the names given',
      fn: 'over',
      args: { z: 1 },
      message: 'Could not find the function public.over(z) in the schema cache',
      searched: 'public.over with parameter z',
    },
    {
      title: 'a call without arguments to a function that needs one says "without parameters"',
      fn: 'add',
      args: undefined,
      message: 'Could not find the function public.add without parameters in the schema cache',
      searched: 'public.add without parameters',
    },
  ])('$title', async ({ fn, args, message, searched }) => {
    const { error, status } = await anon.rpc(fn, args)
    expect(status).toBe(404)
    expect(error).toMatchObject({
      code: 'PGRST202',
      message,
      details: `Searched for the function ${searched} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    })
  })

  it('a function with two unnamed arguments cannot be called: PGRST202, not a SQL error', async () => {
    const { error, status } = await anon.rpc('two_unnamed', {})
    expect(status).toBe(404)
    expect(error?.code).toBe('PGRST202')
  })
})
