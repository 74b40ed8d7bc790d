'use client'
import { Fragment } from 'react'
import { useT } from '@/components/i18n/client-messages'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { SHORTCUT_LIST } from '@/lib/accessibility/shortcuts'

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)

/** One key combination as <kbd> elements: "Ctrl + K", or "G then D" for a sequence. */
function Keys({
  keys,
  sequence,
  then,
}: {
  keys: readonly string[]
  sequence?: boolean
  then: string
}) {
  const mod = isMac() ? '⌘' : 'Ctrl'
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      {keys.map((key, i) => (
        <Fragment key={key}>
          {i > 0 && <span>{sequence ? ` ${then} ` : ' + '}</span>}
          <kbd className="rounded border bg-muted px-1.5 py-0.5 font-mono text-sm">
            {key === 'mod' ? mod : key}
          </kbd>
        </Fragment>
      ))}
    </span>
  )
}

/**
 * The list of every keyboard shortcut and what it does, and when they are off. Loaded on
 * first use only (the ? key, or the header's button).
 */
export default function ShortcutsHelp({
  open,
  onOpenChange,
  enabled,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  enabled: boolean
}) {
  const t = useT('shortcuts')
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('close')}>
        <DialogHeader>
          <DialogTitle>{t('helpTitle')}</DialogTitle>
          <DialogDescription>{t('helpIntro')}</DialogDescription>
        </DialogHeader>
        {!enabled && <p className="rounded-md border bg-muted p-3 text-sm">{t('off')}</p>}
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('helpTitle')}</caption>
          <thead>
            <tr>
              {(['keysColumn', 'actionColumn'] as const).map((column) => (
                <th key={column} scope="col" className="pb-2 font-semibold">
                  {t(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {SHORTCUT_LIST.map(({ action, keys, sequence }) => (
              <tr key={action} className="border-t">
                <td className="py-2 pr-4 align-top">
                  {keys.map((combo, i) => (
                    <Fragment key={combo.join('+')}>
                      {i > 0 && <span className="px-1">{t('or')}</span>}
                      <Keys keys={combo} sequence={sequence} then={t('then')} />
                    </Fragment>
                  ))}
                </td>
                <td className="py-2 align-top">{t(`actions.${action}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </DialogContent>
    </Dialog>
  )
}
