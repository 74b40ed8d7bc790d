'use client'
import { useState } from 'react'
import { useRouter } from 'next/navigation'
import { useT } from '@/components/i18n/client-messages'
import { FormDialog } from '@/components/forms/form-dialog'
import { lazyPart } from '@/components/ui/lazy-overlay'
import { announce } from '@/lib/accessibility/announce'
import { useNextUngraded, type GradeItem } from './grading-queue'

const GradeForm = lazyPart(() => import('./grade-form').then((m) => m.GradeForm))

/**
 * Score 0..max and written feedback, with the student's answer to read alongside. "Save and
 * next" keeps the dialog open on the next ungraded hand-in of the page; the page re-renders
 * once the dialog closes, so the rows do not move while the teacher works through them.
 */
export function GradeDialog({ item: props }: { item: GradeItem }) {
  const t = useT('submissions')
  const router = useRouter()
  const [item, setItem] = useState(props)
  const [done, setDone] = useState<string[]>([])
  const next = useNextUngraded(item.submissionId, done)
  const onOpenChange = (open: boolean) => {
    if (open) {
      setItem(props)
      setDone([])
    } else if (done.length > 0) router.refresh()
  }
  return (
    <FormDialog
      title={t('gradeTitle', { name: item.student })}
      description={item.assignment}
      trigger={props.score === null ? t('grade') : t('regrade')}
      // Named by student and assignment: a student has several rows in the list.
      triggerFor={t('workOf', { name: props.student, title: props.assignment })}
      variant="outline"
      onOpenChange={onOpenChange}
      preload={GradeForm.preload}
    >
      {(close) => (
        <GradeForm
          key={item.submissionId}
          {...item}
          next={next}
          onDone={close}
          onNext={(to) => {
            setDone((list) => [...list, item.submissionId])
            setItem(to)
            announce(t('nowGrading', { name: to.student, title: to.assignment }))
          }}
        />
      )}
    </FormDialog>
  )
}
