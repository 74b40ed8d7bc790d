'use client'
import { useId, useRef, useState } from 'react'
import { useT } from '@/components/i18n/client-messages'
import { Field } from '@/components/forms/field'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { notify } from '@/lib/notify'

/** Where a file goes: `/files/<bucket>/<folder ids>`. */
export const filesUrl = (bucket: string, folders: readonly string[]) =>
  `/files/${bucket}/${folders.map(encodeURIComponent).join('/')}`

/**
 * A file chooser and its upload button. The server checks the file (name, size, type from its
 * bytes) and the bucket's policies decide; a refusal is shown on the field (announced) and
 * nothing is stored. On success: a toast, the field is cleared and `onUploaded` runs.
 */
export function FileUpload({
  url,
  label,
  hint,
  buttonLabel,
  pendingLabel,
  onUploaded,
}: {
  url: string
  label: string
  hint?: string
  buttonLabel: string
  pendingLabel: string
  onUploaded: (file: { path: string; name: string }) => void
}) {
  const t = useT('files')
  const ts = useT('status')
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [error, setError] = useState<string | undefined>()
  const [pending, setPending] = useState(false)

  const upload = async () => {
    const file = input.current?.files?.[0]
    if (!file) {
      setError(t('errors.noFile'))
      input.current?.focus()
      return
    }
    setPending(true)
    setError(undefined)
    try {
      const body = new FormData()
      body.append('file', file)
      const response = await fetch(url, { method: 'POST', body })
      const answer = (await response.json().catch(() => ({}))) as { error?: string; message?: string; path?: string; name?: string }
      if (!response.ok || !answer.path || !answer.name) {
        setError(answer.error ?? t('errors.failed'))
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
        {(a) => <Input ref={input} id={id} type="file" aria-invalid={a.invalid} aria-describedby={a.describedBy} onChange={() => setError(undefined)} />}
      </Field>
      <Button type="button" variant="outline" className="justify-self-start" disabled={pending} onClick={() => void upload()}>
        {pending ? pendingLabel : buttonLabel}
      </Button>
    </div>
  )
}
