'use client'
import { useState } from 'react'
import {
  get,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormReturn,
} from 'react-hook-form'
import { useT } from '@/components/i18n/client-messages'
import { FileList, type ListedFile } from '@/components/files/file-list'
import { FileUpload } from '@/components/files/file-upload'
import { FieldError } from '@/components/forms/field'
import { useFieldErrorText } from '@/components/forms/use-field-errors'
import { useRemoveFile } from '@/components/files/use-remove-file'
import { FILE_MAX_MB } from '@/lib/files/sizes'
import { filesUrl } from '@/lib/files/urls'
import { WORK_FILE_ACCEPT } from '@/lib/files/work-types'
import { fileNameOf } from '@/lib/files/rules'

const BUCKET = 'message-files'

/**
 * The picker's props from a form with an `attachments` list (the paths it sends): the writer,
 * the group's name, and one upload folder per message being written; `renew()` starts a new
 * folder once the message is sent, for the next one.
 */
export function useAttachmentsField<T extends FieldValues & { attachments: string[] }>(
  form: UseFormReturn<T>,
  { profileId, legend }: { profileId: string; legend: string },
) {
  const errorText = useFieldErrorText()
  const [uploadId, setUploadId] = useState(() => crypto.randomUUID())
  const name = 'attachments' as Path<T>
  const props = {
    profileId,
    legend,
    uploadId,
    files: form.watch(name) as string[],
    onChange: (files: string[]) => form.setValue(name, files as PathValue<T, Path<T>>),
    error: errorText(get(form.formState.errors, name)),
  }
  return { props, renew: () => setUploadId(crypto.randomUUID()) }
}

/**
 * A message's attachments while it is written: each file is uploaded first, as a hand-in's is,
 * to the writer's own folder of message-files (`<profile id>/<upload id>/`, where the bucket's
 * policy lets only them write); the message then names the files and the database checks they
 * are the writer's own (announcements use the same bucket and rule). `files` and `onChange`
 * hold the paths the form sends.
 */
export function AttachmentPicker({
  id,
  legend,
  profileId,
  uploadId,
  files,
  onChange,
  error,
}: {
  id: string
  /** The group's name (the form's own words: a message's or an announcement's files). */
  legend: string
  profileId: string
  /** One folder per message being written (a fresh uuid). */
  uploadId: string
  files: readonly string[]
  onChange: (files: string[]) => void
  error?: string
}) {
  const t = useT('files')
  const removeFile = useRemoveFile()
  const [names] = useState(() => new Map<string, string>())
  const listed: ListedFile[] = files.map((path) => ({
    path,
    name: names.get(path) ?? fileNameOf(path),
    size: null,
  }))
  const mb = FILE_MAX_MB[BUCKET]
  return (
    <fieldset className="grid gap-3" aria-describedby={error ? `${id}-picker-error` : undefined}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {files.length > 0 && (
        <FileList
          bucket={BUCKET}
          files={listed}
          onRemove={(file) =>
            void removeFile(BUCKET, file).then((gone) => {
              if (!gone) return
              onChange(files.filter((path) => path !== file.path))
              // The pressed Remove button is gone with its file: the keyboard continues at the
              // file field, not at the top of the page.
              requestAnimationFrame(() => document.getElementById(id)?.focus())
            })
          }
        />
      )}
      <FileUpload
        id={id}
        url={filesUrl(BUCKET, [profileId, uploadId])}
        label={t('chooseFile')}
        hint={t('hint', { mb })}
        accept={WORK_FILE_ACCEPT}
        buttonLabel={t('attach')}
        pendingLabel={t('attaching')}
        maxMb={mb}
        onUploaded={(file) => {
          names.set(file.path, file.name)
          if (!files.includes(file.path)) onChange([...files, file.path])
        }}
      />
      {error && <FieldError id={`${id}-picker-error`}>{error}</FieldError>}
    </fieldset>
  )
}
