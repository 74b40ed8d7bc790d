import type { FieldValues, Resolver } from 'react-hook-form'
import type { ZodType } from 'zod'

/**
 * A react-hook-form resolver for a shared zod schema that loads zod on first use. zod does
 * not tree-shake, so no form puts it in its page's first-load JavaScript: `preload()` (call it
 * when the form gets focus) fetches it before the first submit. The schema is the very one the
 * server action parses; the form keeps the raw values (`raw: true`) and the action normalises
 * them, so both sides apply the same transforms exactly once.
 */
export function lazyZodResolver<T extends FieldValues>(loadSchema: () => Promise<ZodType>) {
  let pending: Promise<Resolver<T>> | null = null
  const load = () =>
    (pending ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) =>
        zodResolver(schema as never, undefined, { raw: true }) as unknown as Resolver<T>,
    ))
  const resolver: Resolver<T> = async (values, context, options) =>
    (await load())(values, context, options)
  return Object.assign(resolver, { preload: () => void load() })
}
