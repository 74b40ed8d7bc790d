import { getTranslations } from 'next-intl/server'
import { ListTable } from '@/components/lists/list-table'
import { When } from '@/components/lists/when'
import { TableCell, TableHead, TableRow } from '@/components/ui/table'
import { isRole } from '@/lib/auth/roles'
import type { AccessEntry } from '@/lib/children/work'
import type { KeyIn } from '@/lib/i18n/message-keys'
import { Muted } from '@/components/common/loaded'
import { SENSITIVE_FIELDS } from './sensitive-fields'

type Field = KeyIn<'children.fields'>

/**
 * Kinds of sensitive data the log names: the sensitive columns, and the IEP document itself
 * (its download is logged apart from its path); anything else is said as "other details".
 */
const FIELDS = new Set<Field>([...SENSITIVE_FIELDS, 'iep_document'])
const isField = (field: string): field is Field => (FIELDS as ReadonlySet<string>).has(field)

const LOG_COLUMNS = ['who', 'role', 'when', 'what'] as const

/**
 * One row per read: when, who (the name they had then), their role, and the kinds of data read.
 * `own`: the reader is the person the log is about (a student's own log), said as "your".
 */
export async function AccessLogTable({
  name,
  entries,
  own = false,
}: {
  name: string
  entries: AccessEntry[] | null
  own?: boolean
}) {
  const [t, tr] = await Promise.all([getTranslations('children'), getTranslations('roles')])
  if (entries === null) return <Muted>{t('loadFailed')}</Muted>
  const texts = own ? 'ownAccessLog' : 'accessLog'
  if (entries.length === 0) return <p>{t(`${texts}.none`, { name })}</p>
  const kinds = (fields: string[]) =>
    [...new Set(fields.map((f) => t(`fields.${isField(f) ? f : 'other'}`)))].join(', ')
  return (
    <ListTable
      id="access-log"
      caption={t(`${texts}.caption`, { name, count: entries.length })}
      columns={LOG_COLUMNS.map((column) => t(`accessLog.columns.${column}`))}
    >
      {entries.map((e) => (
        <TableRow key={e.key}>
          <TableHead scope="row">{e.name}</TableHead>
          <TableCell>{isRole(e.role) ? tr(`${e.role}.name`) : e.role}</TableCell>
          <TableCell>
            <When at={e.at} />
          </TableCell>
          <TableCell>{kinds(e.fields)}</TableCell>
        </TableRow>
      ))}
    </ListTable>
  )
}
