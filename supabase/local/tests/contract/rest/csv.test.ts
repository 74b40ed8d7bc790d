import { describe, expect, it } from 'vitest'
import { rest, restServerForFile } from './support'

const server = restServerForFile()

describe('CSV', () => {
  // PostgREST writes CSV in SQL: the field names, then each row's text as PostgreSQL writes a
  // record, without its parentheses.
  const csv = async (path: string, init: RequestInit = {}) => {
    const res = await rest(server(), path, {
      ...init,
      headers: { Accept: 'text/csv', ...init.headers },
    })
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    return { status: res.status, body: await res.text() }
  }

  it('quotes and escapes values as a record does: tsvector, text with spaces, quotes, backslashes, empty text', async () => {
    const { status, body } = await csv('/csv_cells?select=id,label,words,done,nums&order=id')
    expect(status).toBe(200)
    expect(body).toBe(
      [
        'id,label,words,done,nums',
        `1,plain,"'and':2 'cats':1 'dogs':3",t,"{1,2}"`,
        '2,"say ""hi"", (then) \\\\ go",,f,{}',
        '3,"","",,',
      ].join('\n'),
    )
  })

  it('json keeps its own text, jsonb and embedded resources are written as jsonb is', async () => {
    const cells = await csv('/csv_cells?select=id,raw,doc&order=id')
    expect(cells.body).toBe(
      [
        'id,raw,doc',
        '1,"{""a"":1,  ""b"" : [1,2]}","{""a"": 1, ""b"": [1, 2]}"',
        '2,[],"""x y"""',
        '3,,',
      ].join('\n'),
    )
    const embedded = await csv(
      '/posts?select=id,author:authors!posts_author_id_fkey(name,id),comments(id)&id=eq.1&comments.order=id',
    )
    expect(embedded.body).toBe(
      'id,author,comments\n1,"{""id"": 1, ""name"": ""Ann Lee""}","[{""id"": 1}, {""id"": 2}, {""id"": 3}]"',
    )
  })

  it("no rows is a lone newline; a function's scalar result is headed pgrst_scalar", async () => {
    expect((await csv('/csv_cells?id=eq.99')).body).toBe('\n')
    expect((await csv('/rpc/add?a=1')).body).toBe('pgrst_scalar\n11')
    expect((await csv('/rpc/numbers?upto=3')).body).toBe('pgrst_scalar\n1\n2\n3')
  })

  it('answers writes with representation the same way', async () => {
    const { status, body } = await csv('/csv_cells?select=id,label,words', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Prefer: 'return=representation' },
      body: JSON.stringify({ id: 10, label: 'new one', words: 'b a' }),
    })
    expect(status).toBe(201)
    expect(body).toBe(`id,label,words\n10,"new one","'a' 'b'"`)
  })
})
