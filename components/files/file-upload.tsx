'use client'
import { useId, useRef, useState } from 'react'
import { useT } from '@/components/i18n/client-messages'
import { Field } from '@/components/forms/field'
import { PendingButton } from '@/components/forms/pending-button'
import { Input } from '@/components/ui/input'
import { HEAD_BYTES, megabytes } from '@/lib/files/sizes'
import { browserSupabase } from '@/lib/supabase/browser-backend'
import { notify } from '@/lib/notify'

/** What the app answers a step of an upload with (app/files/[bucket]/[...path]/route.ts). */
type Answer = {
  ok: boolean
  status: number
  error?: string
  message?: string
  path?: string
  name?: string
  bucket?: string
  type?: string
  upsert?: boolean
  finish?: string
}

/** Storage's and proxies' refusals of an upload, by status, as the field tells them. */
const REFUSALS: Record<string, 'tooLarge' | 'forbidden' | 'exists' | 'badType'> = {
  '401': 'forbidden',
  '403': 'forbidden',
  '409': 'exists',
  '413': 'tooLarge',
  '415': 'badType',
}

const answerOf = async (response: Response): Promise<Answer> => ({
  ...((await response.json().catch(() => ({}))) as Omit<Answer, 'ok' | 'status'>),
  ok: response.ok,
  status: response.status,
})

/**
 * A file chooser and its upload button. The server checks the file (name, size, type from its
 * bytes) and the bucket's policies decide; a refusal is shown on the field (announced) and
 * nothing is stored. A file over `maxMb` is refused here before a byte is sent, and a refusal
 * by size that brings no sentence of the app's own (Storage's, or a proxy's limit) is told
 * the same way. On success: a toast, the field is cleared and `onUploaded` runs.
 */
export function FileUpload({
  id: givenId,
  url,
  label,
  hint,
  accept,
  buttonLabel,
  pendingLabel,
  maxMb,
  onUploaded,
}: {
  /** The chooser's id, for a caller that moves the focus to it. */
  id?: string
  url: string
  label: string
  hint?: string
  /** The types the browser's chooser offers first (the server still decides from the bytes). */
  accept?: string
  buttonLabel: string
  pendingLabel: string
  /** The bucket's size limit, named in the message when a file is over it. */
  maxMb: number
  onUploaded: (file: { path: string; name: string }) => void
}) {
  const t = useT('files')
  const ts = useT('status')
  const generatedId = useId()
  const id = givenId ?? generatedId
  const input = useRef<HTMLInputElement>(null)
  const [error, setError] = useState<string | undefined>()
  const [pending, setPending] = useState(false)

  const upload = async () => {
    if (pending) return
    const file = input.current?.files?.[0]
    if (!file) {
      setError(t('errors.noFile'))
      input.current?.focus()
      return
    }
    const tooLarge = t('errors.tooLarge', { mb: maxMb })
    if (file.size > megabytes(maxMb)) {
      setError(tooLarge)
      input.current?.focus()
      return
    }
    setPending(true)
    setError(undefined)
    const refuse = (text: string) => {
      setError(text)
      input.current?.focus()
    }
    try {
      // The app checks the name, size and first bytes and says where the file goes; the bytes
      // go straight to Storage with the person's own token, so the bucket's policies decide as
      // they are written; the app then checks what was stored (lib/files/store.ts, planUpload).
      const form = new FormData()
      form.append('name', file.name)
      form.append('size', String(file.size))
      form.append('head', file.slice(0, HEAD_BYTES))
      const plan = await answerOf(await fetch(url, { method: 'POST', body: form }))
      // A refusal that brings no sentence of the app's own, by its HTTP status (Storage names
      // its own in `statusCode`).
      const failed = (status: number | string) => {
        const reason = REFUSALS[String(status)]
        return reason === 'tooLarge' ? tooLarge : t(`errors.${reason ?? 'failed'}`)
      }
      if (!plan.ok || !plan.bucket || !plan.path || !plan.type || !plan.finish)
        return refuse(plan.error ?? failed(plan.status))
      const supabase = await browserSupabase()
      const { error: refused } = await supabase.storage
        .from(plan.bucket)
        .upload(plan.path, file, { contentType: plan.type, upsert: plan.upsert === true })
      if (refused)
        return refuse(failed('statusCode' in refused ? String(refused.statusCode) : 'failed'))
      const answer = await answerOf(await fetch(plan.finish, { method: 'POST' }))
      if (!answer.ok || !answer.path || !answer.name)
        return refuse(answer.error ?? failed(answer.status))
      notify('success', ts('toast.success'), answer.message)
      if (input.current) input.current.value = ''
      onUploaded({ path: answer.path, name: answer.name })
    } catch {
      setError(t('errors.failed'))
    } finally {
      setPending(false)
    }
  }

  return (
    <div className="grid gap-2">
      <Field id={id} label={label} hint={hint} error={error}>
        {(a) => (
          <Input
            ref={input}
            id={id}
            type="file"
            accept={accept}
            aria-invalid={a.invalid}
            aria-describedby={a.describedBy}
            onChange={() => setError(undefined)}
          />
        )}
      </Field>
      <PendingButton
        type="button"
        variant="outline"
        className="justify-self-start"
        pending={pending}
        onClick={() => void upload()}
      >
        {pending ? pendingLabel : buttonLabel}
      </PendingButton>
    </div>
  )
}
