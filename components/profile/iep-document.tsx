'use client'
import { useState } from 'react'
import { useT } from '@/components/i18n/client-messages'
import { FileList } from '@/components/files/file-list'
import { FileUpload } from '@/components/files/file-upload'
import { FILE_MAX_MB } from '@/lib/files/sizes'
import { filesUrl } from '@/lib/files/urls'
import type { ProfileFormContext } from './form-context'
import { fileNameOf } from '@/lib/files/rules'

/**
 * The IEP document of a student: a download link for the current one (the read is logged)
 * and, for the student's principal and parents, an upload that replaces the link.
 * The student sees their document; teachers never open this dialog for a student.
 */
export function IepDocument({ ctx }: { ctx: ProfileFormContext }) {
  const t = useT('profile')
  const [path, setPath] = useState(ctx.iepDocumentPath)
  const studentId = ctx.form.getValues('profileId')
  if (!ctx.isStudent) return <p className="text-sm text-muted-foreground">{t('iep.studentOnly')}</p>
  const canUpload = !ctx.own && (ctx.callerRole === 'principal' || ctx.callerRole === 'parent')
  const name = path ? fileNameOf(path) : ''
  return (
    <div className="grid gap-3">
      <h3 className="text-sm font-medium">{t('iep.current')}</h3>
      {path ? (
        <FileList bucket="iep-documents" files={[{ name, path, size: null }]} />
      ) : (
        <p className="text-sm text-muted-foreground">{t('iep.none')}</p>
      )}
      {canUpload ? (
        <FileUpload
          url={filesUrl('iep-documents', [studentId])}
          label={t('fields.iepDocument')}
          hint={t('iep.hint')}
          buttonLabel={t('iep.upload')}
          pendingLabel={t('iep.uploading')}
          maxMb={FILE_MAX_MB['iep-documents']}
          onUploaded={(file) => setPath(file.path)}
        />
      ) : (
        <p className="text-sm text-muted-foreground">{t('iep.readOnly')}</p>
      )}
    </div>
  )
}
