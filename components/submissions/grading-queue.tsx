'use client'
import { createContext, useContext } from 'react'

/** What the grade form needs of one hand-in. */
export type GradeItem = {
  submissionId: string
  maxScore: number
  score: number | null
  feedback: string | null
  content: string | null
  student: string
  assignment: string
}

const Queue = createContext<GradeItem[]>([])

/** The hand-ins of the page in the order shown, so a grade dialog can move on to the next. */
export function GradingQueue({
  items,
  children,
}: {
  items: GradeItem[]
  children: React.ReactNode
}) {
  return <Queue.Provider value={items}>{children}</Queue.Provider>
}

/**
 * The next hand-in on the page after `afterId` that has no grade yet and was not graded in
 * this run of the dialog (`done`), or null at the end of the page.
 */
export function useNextUngraded(afterId: string, done: readonly string[]): GradeItem | null {
  const items = useContext(Queue)
  const start = items.findIndex((item) => item.submissionId === afterId)
  return (
    items
      .slice(start + 1)
      .find((item) => item.score === null && !done.includes(item.submissionId)) ?? null
  )
}
