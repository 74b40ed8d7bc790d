import type { FieldValues, Resolver } from 'react-hook-form'
import type { ZodMiniType } from 'zod/mini'

/**
 * A react-hook-form resolver for a shared zod schema that loads zod on first use. zod's core
 * does not tree-shake (~35 KB gzip), so it stays out of the sign-in page's first-load
 * JavaScript; `preload()` (called when the form gets focus) fetches it before the first
 * submit. The schema is the very one the server action parses.
 */
export function lazyZodResolver<T extends FieldValues>(loadSchema: () => Promise<ZodMiniType>) {
  let pending: Promise<Resolver<T>> | null = null
  const load = () =>
    (pending ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema as never) as unknown as Resolver<T>,
    ))
  const resolver: Resolver<T> = async (values, context, options) => (await load())(values, context, options)
  return Object.assign(resolver, { preload: () => void load() })
}
