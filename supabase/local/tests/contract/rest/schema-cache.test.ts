import { describe, expect, it, vi } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import { anonClient, restServerForFile } from './support'

// The schema cache behind rest/v1: wide tables, reloads on NOTIFY, the exposed schemas, and
// the types db:types renders from it.
let db: SupabaseClient
const server = restServerForFile((s) => (db = anonClient(s)))

describe('schema cache', () => {
  it('selects * from a table wider than one json_build_object', async () => {
    const { data } = await db.from('wide').select('*').eq('id', 1).single()
    expect(Object.keys(data ?? {})).toHaveLength(61)
    expect(data).toMatchObject({ id: 1, c1: 1, c50: 50, c60: 60 })
  })

  it("reloads on NOTIFY pgrst, 'reload schema'", async () => {
    expect((await db.from('late_table').select()).error?.code).toBe('PGRST205')
    await server().db
      .exec(`create table public.late_table (id integer primary key); grant all on public.late_table to anon;
      insert into public.late_table values (7); notify pgrst, 'reload schema';`)
    await vi.waitFor(
      async () => expect((await db.from('late_table').select('id')).data).toEqual([{ id: 7 }]),
      {
        timeout: 5000,
        interval: 50,
      },
    )
  })
})

describe('schemas', () => {
  it('reads another exposed schema with Accept-Profile and refuses the others', async () => {
    const { data } = await db.schema('extra').from('widgets').select('label')
    expect(data).toEqual([{ label: 'sprocket' }])
    const { error, status } = await db.schema('hidden').from('secrets').select()
    expect(status).toBe(406)
    expect(error).toMatchObject({ code: 'PGRST106', message: 'Invalid schema: hidden' })
  })
})

describe('db:types', () => {
  it('renders the fixture schema in the supabase gen types format', async () => {
    const { generateTypes } = await import('../../../rest/typegen')
    const text = await generateTypes(server().db, ['public', 'extra', 'graphql_public'])
    expect(text).toContain(
      'export type Database = {\n  // Allows to automatically instantiate createClient',
    )
    expect(text).toContain('  extra: {\n    Tables: {\n      widgets: {')
    expect(text).toContain(
      '        Insert: {\n          author_id: number\n          body?: string | null\n',
    )
    expect(text).toContain('          status?: Database["public"]["Enums"]["post_status"]\n')
    expect(text).toContain(
      '            foreignKeyName: "author_bios_author_id_fkey"\n            columns: ["author_id"]\n            isOneToOne: true\n',
    )
    expect(text).toContain('      add: { Args: { a: number; b?: number }; Returns: number }\n')
    expect(text).toContain(
      '      reset_counter: { Args: { counter: string }; Returns: undefined }\n',
    )
    expect(text).toContain(
      '    Enums: {\n      post_status: "draft" | "published" | "archived"\n    }',
    )
    expect(text).toContain('      post_status: ["draft", "published", "archived"],')
    expect(text).toContain('export type TablesInsert<')
    expect(text).not.toContain('graphql_public')
    // A computed field is in its table's Row (so a select of it is typed), not in Insert;
    // a computed relationship is not a field.
    const authors = text.slice(
      text.indexOf('      authors: {'),
      text.indexOf('Relationships', text.indexOf('      authors: {')),
    )
    expect(authors).toMatch(/Row: \{[^}]*display_name: string \| null[^}]*\}/)
    expect(authors.slice(authors.indexOf('Insert'))).not.toContain('display_name')
    expect(authors).not.toContain('published_posts')
    // A computed relationship names its table as `from`, which supabase-js types the embed by.
    const publicFunctions = text.slice(
      text.indexOf('    Functions: {', text.indexOf('\n  public: {')),
    )
    const publishedPosts = publicFunctions.slice(
      publicFunctions.indexOf('      published_posts: {'),
    )
    expect(publishedPosts.slice(0, publishedPosts.indexOf('isSetofReturn'))).toContain(
      'from: "authors"\n',
    )
  })
})
