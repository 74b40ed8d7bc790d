'use client'
import { useRef, useState } from 'react'
import { useRouter } from 'next/navigation'
import { useForm } from 'react-hook-form'
import { useT } from '@/components/i18n/client-messages'
import { FormDialog } from '@/components/forms/form-dialog'
import { SubmitButton } from '@/components/forms/submit-button'
import { TextField } from '@/components/forms/text-field'
import { TextareaField } from '@/components/forms/textarea-field'
import { useFieldProps } from '@/components/forms/use-field-errors'
import { useFormSubmit } from '@/components/forms/use-form-submit'
import { Button } from '@/components/ui/button'
import { announce } from '@/lib/a11y/announce'
import { gradeSubmissionAction } from '@/lib/actions/submissions'
import { lazyZodResolver } from '@/lib/validation/lazy-resolver'
import type { GradeInput } from '@/lib/validation/grading'
import { useNextUngraded, type GradeItem } from './grading-queue'

const resolver = lazyZodResolver<GradeInput>(() => import('@/lib/validation/grading').then((m) => m.gradeSchema))

/**
 * Score 0..max and written feedback, with the student's answer to read alongside. "Save and
 * next" keeps the dialog open on the next ungraded hand-in of the page; the page re-renders
 * once the dialog closes, so the rows do not move while the teacher works through them.
 */
export function GradeDialog(props: GradeItem) {
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

type FormProps = GradeItem & { next: GradeItem | null; onDone: () => void; onNext: (to: GradeItem) => void }

function GradeForm({ submissionId, maxScore, score, feedback, content, next, onDone, onNext }: FormProps) {
  const t = useT('submissions')
  const ts = useT('status')
  const goNext = useRef(false)
  const form = useForm<GradeInput>({
    resolver,
    defaultValues: { submissionId, maxScore, score: score === null ? '' : String(score), feedback: feedback ?? '' },
  })
  const field = useFieldProps(form)
  const onSubmit = useFormSubmit(form, () => {
    if (goNext.current && next) {
      onNext(next)
      return false
    }
    onDone()
  })(gradeSubmissionAction)
  const pending = form.formState.isSubmitting
  return (
    <form
      // Which button sent the form: "Save and next" moves on, "Save grade" (and Enter) closes.
      onSubmit={(event) => {
        goNext.current = (event.nativeEvent as SubmitEvent).submitter?.dataset.next === 'true'
        return onSubmit(event)
      }}
      onFocus={resolver.preload}
      noValidate
      className="grid gap-4"
    >
      <section aria-labelledby={`answer-${submissionId}`} className="rounded-md border bg-muted/30 p-3">
        <h3 id={`answer-${submissionId}`} className="mb-1 font-semibold">
          {t('answer')}
        </h3>
        <p className="whitespace-pre-wrap">{content || t('noAnswer')}</p>
      </section>
      <TextField id={`score-${submissionId}`} label={t('score', { max: maxScore })} inputMode="decimal" autoFocus {...field('score')} />
      <TextareaField id={`feedback-${submissionId}`} label={t('feedback')} rows={5} {...field('feedback')} />
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={pending} label={t('saveGrade')} pendingLabel={ts('saving')} />
        {next && (
          <Button type="submit" variant="outline" disabled={pending} data-next="true">
            {t('saveAndNext')}
          </Button>
        )}
      </div>
      {!next && <p className="text-sm text-muted-foreground">{t('lastUngraded')}</p>}
    </form>
  )
}
