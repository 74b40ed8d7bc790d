'use client'
import { useId, useRef, useState } from 'react'
import { useT } from '@/components/i18n/client-messages'
import { Field } from '@/components/forms/field'
import { PendingButton } from '@/components/forms/pending-button'
import { Input } from '@/components/ui/input'
import { megabytes } from '@/lib/files/sizes'
import { notify } from '@/lib/notify'

/**
 * A file chooser and its upload button. The server checks the file (name, size, type from its
 * bytes) and the bucket's policies decide; a refusal is shown on the field (announced) and
 * nothing is stored. A file over `maxMb` is refused here before a byte is sent, and a refusal
 * by size that brings no sentence of the app's own (a proxy's limit) is told the same way.
 * On success: a toast, the field is cleared and `onUploaded` runs.
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
    try {
      const body = new FormData()
      body.append('file', file)
      const response = await fetch(url, { method: 'POST', body })
      const answer = (await response.json().catch(() => ({}))) as {
        error?: string
        message?: string
        path?: string
        name?: string
      }
      if (!response.ok || !answer.path || !answer.name) {
        setError(answer.error ?? (response.status === 413 ? tooLarge : t('errors.failed')))
        input.current?.focus()
        return
      }
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
