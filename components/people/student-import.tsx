'use client'
import { useRef, useState, useTransition } from 'react'
import { useRouter } from 'next/navigation'
import { useT } from '@/components/i18n/client-messages'
import { CheckboxField } from '@/components/forms/checkbox-field'
import { FormAlert } from '@/components/forms/form-alert'
import { Field } from '@/components/forms/field'
import { TextareaField } from '@/components/forms/textarea-field'
import { useActionFeedback } from '@/components/forms/use-action-feedback'
import { ListTable } from '@/components/lists/list-table'
import { PendingButton } from '@/components/forms/pending-button'
import { Input } from '@/components/ui/input'
import { TableCell, TableHead, TableRow } from '@/components/ui/table'
import { importStudentsAction, type ImportReport } from '@/lib/actions/import-students'

const COLUMNS = ['line', 'email', 'outcome', 'problems'] as const
const PARENT_COLUMNS = ['email', 'lines', 'outcome'] as const

/**
 * A class list in two steps: check it (the database reads every row and writes nothing; each
 * row's problems are listed in words), then import the valid rows. Optionally the addresses of
 * the parent_email column are invited as parents, and the check lists what happens to each.
 * Changing the list or that choice throws the check away, so what is imported is always what
 * was checked.
 */
export function StudentImport() {
  const t = useT('people')
  const feedback = useActionFeedback()
  const router = useRouter()
  const [csv, setCsv] = useState('')
  const [inviteParents, setInviteParents] = useState(false)
  const [fieldError, setFieldError] = useState<string | undefined>()
  const [report, setReport] = useState<ImportReport | null>(null)
  const [summary, setSummary] = useState('')
  const [pending, start] = useTransition()
  const summaryRef = useRef<HTMLDivElement>(null)

  const forget = () => {
    setReport(null)
    setSummary('')
  }
  const edit = (text: string) => {
    setCsv(text)
    forget()
  }
  const readFile = async (file: File | undefined) => {
    if (file) edit(await file.text())
  }
  const run = (commit: boolean) =>
    !pending &&
    start(async () => {
      setFieldError(undefined)
      const result = await importStudentsAction({ csv, commit, inviteParents })
      if (!result.ok) {
        setReport(null)
        if (result.fieldErrors?.csv) setFieldError(result.fieldErrors.csv)
        else feedback(result)
        return
      }
      setReport(result.data.report)
      setSummary(result.data.message)
      if (commit) {
        feedback({ ok: true, data: { message: result.data.message } })
        router.refresh()
      }
      // The summary is where the next step is: move there so a keyboard user continues from it.
      requestAnimationFrame(() => summaryRef.current?.focus())
    })

  const importable = report && !report.committed && report.new + report.updated > 0
  return (
    <div className="grid gap-6">
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault()
          run(false)
        }}
      >
        <Field id="import-file" label={t('import.file')} hint={t('import.fileHint')}>
          {(a) => (
            <Input
              id="import-file"
              type="file"
              accept=".csv,text/csv,text/plain"
              aria-describedby={a.describedBy}
              onChange={(e) => void readFile(e.target.files?.[0])}
            />
          )}
        </Field>
        <TextareaField
          id="import-csv"
          label={t('import.paste')}
          hint={t('import.pasteHint')}
          error={fieldError}
          rows={10}
          spellCheck={false}
          className="font-mono"
          value={csv}
          onChange={(e) => edit(e.target.value)}
        />
        <CheckboxField
          id="import-invite-parents"
          label={t('import.inviteParents')}
          hint={t('import.inviteParentsHint')}
          checked={inviteParents}
          onChange={(e) => {
            setInviteParents(e.target.checked)
            forget()
          }}
        />
        <div>
          <PendingButton type="submit" pending={pending}>
            {pending ? t('import.checking') : t('import.check')}
          </PendingButton>
        </div>
      </form>

      <div ref={summaryRef} tabIndex={-1} className="grid gap-4 outline-none">
        {summary && <FormAlert kind="success">{summary}</FormAlert>}
      </div>
      {report && report.rows.length > 0 && (
        <ListTable
          id="import-report"
          caption={t('import.caption')}
          columns={COLUMNS.map((c) => t(`import.columns.${c}`))}
        >
          {report.rows.map((row) => (
            <TableRow key={row.line}>
              <TableHead scope="row">{row.line}</TableHead>
              <TableCell className="break-address">{row.email || '—'}</TableCell>
              <TableCell>{t(`import.outcomes.${row.outcome}`)}</TableCell>
              <TableCell>{row.errors.length ? row.errors.join(' ') : '—'}</TableCell>
            </TableRow>
          ))}
        </ListTable>
      )}
      {report && report.parents.length > 0 && (
        <ListTable
          id="import-parents"
          caption={t('import.parentsCaption')}
          columns={PARENT_COLUMNS.map((c) => t(`import.parentColumns.${c}`))}
        >
          {report.parents.map((parent) => (
            <TableRow key={parent.email}>
              <TableHead scope="row" className="break-address">
                {parent.email}
              </TableHead>
              <TableCell>{parent.lines.join(', ')}</TableCell>
              <TableCell>
                {t(`import.parentOutcomes.${parent.outcome}`, {
                  committed: String(report.committed),
                })}
              </TableCell>
            </TableRow>
          ))}
        </ListTable>
      )}
      {importable && (
        <div>
          <PendingButton pending={pending} onClick={() => run(true)}>
            {pending
              ? t('import.importing')
              : t('import.commit', { count: report.new + report.updated })}
          </PendingButton>
        </div>
      )}
    </div>
  )
}
