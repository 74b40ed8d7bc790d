'use client'
import { useEffect } from 'react'
import { usePathname, useRouter } from 'next/navigation'
import { SHOWN_PARAM } from '@/lib/validation/list-params'

/**
 * After a "New …" dialog has saved: the list opens again from its start with the new row first
 * (SHOWN_PARAM; the list's reader puts it there, lib/data/paging.ts withShownRow), whatever
 * its order, search or page, so the person sees what they made without searching for it.
 */
export function useShowCreated() {
  const router = useRouter()
  const pathname = usePathname()
  return (id: string) => router.replace(`${pathname}?${SHOWN_PARAM}=${encodeURIComponent(id)}`)
}

/**
 * Moves the focus to the row just created (its row header's link, where it has one): the
 * dialog that made it has closed, and the next thing to do is usually with that row. The
 * toast has already announced it.
 */
export function FocusShownRow({ id }: { id: string }) {
  useEffect(() => {
    const row = document.querySelector(`main [data-row-id="${CSS.escape(id)}"]`)
    const target =
      row?.querySelector<HTMLElement>('th a, th button, a, button') ??
      (row instanceof HTMLElement ? row : null)
    if (!target) return
    if (target === row) target.tabIndex = -1
    target.focus()
  }, [id])
  return null
}
