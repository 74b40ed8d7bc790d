import { describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import { dataOf, errorOf, restServerForFile, serviceClient } from './support'

// Relationships of views, as PostgREST v14 derives them from each view column's origin: a view
// showing a table's key whole carries that key's relationships (view to table, table to view,
// view to view, many-to-many through a junction or a junction view), and the relationship search
// sees them all. Views from supabase/local/tests/contract/fixtures/rest/migrations/20260101000500_view_relations.sql.
let db: SupabaseClient
const server = restServerForFile((s) => {
  db = serviceClient(s)
})

const ambiguous = (
  parent: string,
  name: string,
  details: { cardinality: string; relationship: string; target?: string }[],
  hints: string[],
) => ({
  code: 'PGRST201',
  message: `Could not embed because more than one relationship was found for '${parent}' and '${name}'`,
  details: details.map((d) => ({
    cardinality: d.cardinality,
    embedding: `${parent} with ${d.target ?? name}`,
    relationship: d.relationship,
  })),
  hint: `Try changing '${name}' to one of the following: ${hints.map((h) => `'${h}'`).join(', ')}. Find the desired relationship in the 'details' key.`,
})

describe('a view and a table', () => {
  it('a view showing a foreign key (renamed) embeds the referenced table as an object', async () => {
    const data = await dataOf(
      db.from('post_cards').select('post_id, title, authors(name)').order('post_id').limit(2),
    )
    expect(data).toEqual([
      { post_id: 1, title: 'Hello world', authors: { name: 'Ann Lee' } },
      { post_id: 2, title: 'Second thoughts', authors: { name: 'Ann Lee' } },
    ])
    const published = await db.from('published_posts').select('id, authors(name)').order('id')
    expect(published.error).toBeNull()
    expect(published.data).toEqual([
      { id: 1, authors: { name: 'Ann Lee' } },
      { id: 2, authors: { name: 'Ann Lee' } },
      { id: 5, authors: { name: 'Bo Kim' } },
    ])
  })

  it('the referenced table embeds the view as an array; a view of the referencing table likewise', async () => {
    const data = await dataOf(
      db
        .from('authors')
        .select('name, post_cards(title)')
        .eq('id', 2)
        .order('post_id', { referencedTable: 'post_cards' })
        .single(),
    )
    expect(data).toEqual({
      name: 'Bo Kim',
      post_cards: [{ title: 'Draft idea' }, { title: 'Cats & dogs' }],
    })
    const comments = await dataOf(
      db.from('post_cards').select('post_id, comments(body)').eq('post_id', 2).single(),
    )
    expect(comments).toEqual({ post_id: 2, comments: [{ body: 'Hmm' }] })
  })

  it('a one-to-one key stays one-to-one through a view, from both sides', async () => {
    const { data, error } = await db.from('authors').select('name, bio_cards(bio)').order('id')
    expect(error).toBeNull()
    expect(data).toEqual([
      { name: 'Ann Lee', bio_cards: { bio: 'Writes about tests.' } },
      { name: 'Bo Kim', bio_cards: null },
      { name: 'Cy Ng', bio_cards: null },
    ])
    const back = await db.from('bio_cards').select('bio, authors(name)')
    expect(back.error).toBeNull()
    expect(back.data).toEqual([{ bio: 'Writes about tests.', authors: { name: 'Ann Lee' } }])
  })
})

describe('two views', () => {
  it('a view of the referencing table and a view of the referenced one embed each other', async () => {
    const data = await dataOf(
      db.from('post_cards').select('post_id, writers(name)').eq('post_id', 3).single(),
    )
    expect(data).toEqual({ post_id: 3, writers: { name: 'Bo Kim' } })
    const back = await dataOf(
      db.from('writers').select('name, post_cards(post_id)').eq('writer_key', 3).single(),
    )
    expect(back).toEqual({ name: 'Cy Ng', post_cards: [{ post_id: 4 }] })
  })

  it('a view of a view (through a CTE) carries the keys of the table underneath', async () => {
    const data = await dataOf(
      db.from('post_card_titles').select('id, authors(name), comments(body)').eq('id', 2).single(),
    )
    expect(data).toEqual({ id: 2, authors: { name: 'Ann Lee' }, comments: [{ body: 'Hmm' }] })
  })
})

describe('embedding forms through views', () => {
  it('!inner filters the parent by the view embed', async () => {
    const data = await dataOf(
      db.from('writers').select('name, post_cards!inner(post_id)').eq('post_cards.post_id', 5),
    )
    expect(data).toEqual([{ name: 'Bo Kim', post_cards: [{ post_id: 5 }] }])
  })

  it('count of a view embed, and spread of a view to one and to many', async () => {
    const counted = await db.from('authors').select('name, post_cards(count)').order('id')
    expect(counted.error).toBeNull()
    expect(counted.data).toEqual([
      { name: 'Ann Lee', post_cards: [{ count: 2 }] },
      { name: 'Bo Kim', post_cards: [{ count: 2 }] },
      { name: 'Cy Ng', post_cards: [{ count: 1 }] },
    ])
    const toOne = await dataOf(
      db.from('post_cards').select('post_id, ...writers(author:name)').eq('post_id', 1).single(),
    )
    expect(toOne).toEqual({ post_id: 1, author: 'Ann Lee' })
    const toMany = await dataOf(
      db
        .from('writers')
        .select('name, ...post_cards(post_id)')
        .eq('writer_key', 1)
        .order('post_id', { referencedTable: 'post_cards' })
        .single(),
    )
    expect(toMany).toEqual({ name: 'Ann Lee', post_id: [1, 2] })
  })
})

describe('many-to-many', () => {
  it('through a junction view (its key is the junction table’s), to a table and to a view', async () => {
    const data = await dataOf(
      db
        .from('courses')
        .select('title, students!enrolment_view(name)')
        .order('id')
        .order('name', { referencedTable: 'students' }),
    )
    expect(data).toEqual([
      { title: 'Algebra', students: [{ name: 'Ada' }, { name: 'Ben' }] },
      { title: 'Biology', students: [{ name: 'Ben' }] },
    ])
    const toView = await dataOf(
      db.from('courses').select('title, student_cards!enrolments(student_no)').eq('id', 2).single(),
    )
    expect(toView).toEqual({ title: 'Biology', student_cards: [{ student_no: 2 }] })
  })

  it('from a view through a junction table', async () => {
    const data = await dataOf(
      db
        .from('post_cards')
        .select('post_id, tags(name)')
        .eq('post_id', 1)
        .order('id', { referencedTable: 'tags' })
        .single(),
    )
    expect(data).toEqual({ post_id: 1, tags: [{ name: 'typescript' }, { name: 'postgres' }] })
  })

  it('a junction table and a junction view over it are two candidates (PGRST201), the view first by name', async () => {
    const error = await errorOf(db.from('courses').select('students(name)'), 300)
    expect(error).toEqual(
      ambiguous(
        'courses',
        'students',
        [
          {
            cardinality: 'many-to-many',
            relationship:
              'enrolment_view using enrolments_course_id_fkey(course_id) and enrolments_student_id_fkey(student_id)',
          },
          {
            cardinality: 'many-to-many',
            relationship:
              'enrolments using enrolments_course_id_fkey(course_id) and enrolments_student_id_fkey(student_id)',
          },
        ],
        ['students!enrolment_view', 'students!enrolments'],
      ),
    )
  })
})

describe('choosing among relationships', () => {
  it('a view of a self-referencing table: its own name means its children; its column also names the table (PGRST201)', async () => {
    const data = await dataOf(
      db.from('family_tree').select('name, children:family_tree(name)').eq('id', 2).single(),
    )
    expect(data).toEqual({ name: 'Mum', children: [{ name: 'Kid' }] })
    // The column finds the view's own many-to-one and the one to the table under it.
    const byColumn = await errorOf(db.from('family_tree').select('name, parent_id(name)'), 300)
    expect(byColumn).toEqual(
      ambiguous(
        'family_tree',
        'parent_id',
        [
          {
            cardinality: 'many-to-one',
            target: 'family',
            relationship: 'family_parent_id_fkey using family_tree(parent_id) and family(id)',
          },
          {
            cardinality: 'many-to-one',
            target: 'family_tree',
            relationship: 'family_parent_id_fkey using family_tree(parent_id) and family_tree(id)',
          },
        ],
        ['family!family_parent_id_fkey', 'family_tree!family_parent_id_fkey'],
      ),
    )
    const hinted = await dataOf(
      db.from('family_tree').select('name, kids:family_tree!parent_id(name)').eq('id', 1).single(),
    )
    expect(hinted).toEqual({ name: 'Grandma', kids: [{ name: 'Mum' }] })
  })

  it('the view and its table are not "self": both directions are candidates, one-to-many first', async () => {
    const error = await errorOf(db.from('family_tree').select('name, family(name)'), 300)
    expect(error).toEqual(
      ambiguous(
        'family_tree',
        'family',
        [
          {
            cardinality: 'one-to-many',
            relationship: 'family_parent_id_fkey using family_tree(id) and family(parent_id)',
          },
          {
            cardinality: 'many-to-one',
            relationship: 'family_parent_id_fkey using family_tree(parent_id) and family(id)',
          },
        ],
        ['family!family_parent_id_fkey', 'family!family_parent_id_fkey'],
      ),
    )
  })

  it('a key column the view shows twice gives one relationship per view column; a column hint picks one', async () => {
    const error = await errorOf(db.from('comments').select('body, post_refs(title)'), 300)
    expect(error).toEqual(
      ambiguous(
        'comments',
        'post_refs',
        [
          {
            cardinality: 'many-to-one',
            relationship: 'comments_post_id_fkey using comments(post_id) and post_refs(id)',
          },
          {
            cardinality: 'many-to-one',
            relationship: 'comments_post_id_fkey using comments(post_id) and post_refs(same_id)',
          },
        ],
        ['post_refs!comments_post_id_fkey', 'post_refs!comments_post_id_fkey'],
      ),
    )
    const hinted = await dataOf(
      db.from('comments').select('body, post_refs!same_id(title)').eq('body', 'Hmm').single(),
    )
    expect(hinted).toEqual({ body: 'Hmm', post_refs: { title: 'Second thoughts' } })
  })

  it('a constraint or a column as the target names only a table, never a view', async () => {
    // authors → posts, post_cards, post_card_titles and published_posts all go through
    // posts_author_id_fkey; only the table is meant.
    const byConstraint = await dataOf(
      db.from('authors').select('name, posts_author_id_fkey(id)').eq('id', 3).single(),
    )
    expect(byConstraint).toEqual({ name: 'Cy Ng', posts_author_id_fkey: [{ id: 4 }] })
    const fromView = await dataOf(
      db
        .from('post_cards')
        .select('post_id, posts_author_id_fkey(name), writer_id(name)')
        .eq('post_id', 4)
        .single(),
    )
    expect(fromView).toEqual({
      post_id: 4,
      posts_author_id_fkey: { name: 'Cy Ng' },
      writer_id: { name: 'Cy Ng' },
    })
    const hinted = await dataOf(
      db
        .from('authors')
        .select('name, post_cards!posts_author_id_fkey(post_id)')
        .eq('id', 3)
        .single(),
    )
    expect(hinted).toEqual({ name: 'Cy Ng', post_cards: [{ post_id: 4 }] })
  })

  it('PGRST200 searches the view’s relationships: a typo of one is suggested, a key it does not show is not found', async () => {
    const typo = await errorOf(db.from('post_cards').select('autors(name)'), 400)
    expect(typo).toEqual({
      code: 'PGRST200',
      message:
        "Could not find a relationship between 'post_cards' and 'autors' in the schema cache",
      details:
        "Searched for a foreign key relationship between 'post_cards' and 'autors' in the schema 'public', but no matches were found.",
      hint: "Perhaps you meant 'authors' instead of 'autors'.",
    })
    const hidden = await errorOf(
      db.from('post_cards').select('authors!posts_editor_id_fkey(name)'),
      400,
    )
    expect(hidden).toEqual({
      code: 'PGRST200',
      message:
        "Could not find a relationship between 'post_cards' and 'authors' in the schema cache",
      details:
        "Searched for a foreign key relationship between 'post_cards' and 'authors' using the hint 'posts_editor_id_fkey' in the schema 'public', but no matches were found.",
      hint: null,
    })
  })
})

describe('db:types', () => {
  /** The Relationships of one table or view of the public schema, entry by entry. */
  const relationshipsIn = (text: string, section: 'Tables' | 'Views', name: string) => {
    const from = text.indexOf(
      `\n      ${name}: {`,
      text.indexOf(`\n    ${section}: {`, text.indexOf('\n  public: {')),
    )
    const start = text.indexOf('Relationships: ', from)
    const block = text.slice(start, text.indexOf('\n', start) + 1).endsWith('[]\n')
      ? ''
      : text.slice(start, text.indexOf('\n        ]', start))
    return [...block.matchAll(/\{\n([^}]*)\}/g)].map(([, body]) =>
      Object.fromEntries(
        body
          .trim()
          .split('\n')
          .map((line) => {
            const [k, v] = line.trim().split(/: (.*)/)
            return [k, JSON.parse(v)]
          }),
      ),
    )
  }
  const rel = (
    foreignKeyName: string,
    columns: string[],
    isOneToOne: boolean,
    referencedRelation: string,
    referencedColumns: string[],
  ) => ({ foreignKeyName, columns, isOneToOne, referencedRelation, referencedColumns })

  it('writes a view’s relationships and the tables’ relationships to views, in postgres-meta’s order', async () => {
    const { generateTypes } = await import('../../../rest/typegen')
    const text = await generateTypes(server().db, ['public'])
    expect(relationshipsIn(text, 'Views', 'post_cards')).toEqual([
      rel('posts_author_id_fkey', ['writer_id'], false, 'authors', ['id']),
      rel('posts_author_id_fkey', ['writer_id'], false, 'writers', ['writer_key']),
    ])
    expect(relationshipsIn(text, 'Views', 'bio_cards')).toEqual([
      rel('author_bios_author_id_fkey', ['author_id'], true, 'authors', ['id']),
      rel('author_bios_author_id_fkey', ['author_id'], true, 'writers', ['writer_key']),
    ])
    // A view showing no whole foreign key has none.
    expect(relationshipsIn(text, 'Views', 'post_refs')).toEqual([])
    // Key name, then referenced relation and columns in locale order ('_' before letters).
    expect(relationshipsIn(text, 'Tables', 'comments')).toEqual([
      rel('comments_author_id_fkey', ['author_id'], false, 'authors', ['id']),
      rel('comments_author_id_fkey', ['author_id'], false, 'writers', ['writer_key']),
      rel('comments_post_id_fkey', ['post_id'], false, 'post_card_titles', ['id']),
      rel('comments_post_id_fkey', ['post_id'], false, 'post_cards', ['post_id']),
      rel('comments_post_id_fkey', ['post_id'], false, 'post_refs', ['id']),
      rel('comments_post_id_fkey', ['post_id'], false, 'post_refs', ['same_id']),
      rel('comments_post_id_fkey', ['post_id'], false, 'posts', ['id']),
      rel('comments_post_id_fkey', ['post_id'], false, 'published_posts', ['id']),
    ])
    expect(relationshipsIn(text, 'Views', 'enrolment_view')).toEqual([
      rel('enrolments_course_id_fkey', ['course_id'], false, 'courses', ['id']),
      rel('enrolments_student_id_fkey', ['student_id'], false, 'student_cards', ['student_no']),
      rel('enrolments_student_id_fkey', ['student_id'], false, 'students', ['id']),
    ])
  })
})
