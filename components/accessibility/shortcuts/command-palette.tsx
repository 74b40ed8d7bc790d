'use client'
import { Command } from 'cmdk'
import { useRouter } from 'next/navigation'
import { useMemo, useState } from 'react'
import { useT } from '@/components/i18n/client-messages'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import type { PaletteRecord } from '@/lib/accessibility/palette-records'
import { openAccessibilityPanel } from '@/lib/accessibility/overlay'
import { useRecordSearch } from './use-record-search'

export type PalettePage = { href: string; label: string }

type Props = {
  open: boolean
  onOpenChange: (open: boolean) => void
  pages: PalettePage[]
  onOpenHelp: () => void
}

const ITEM =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground'
const GROUP =
  '[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:py-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:text-muted-foreground'

const matches = (label: string, q: string) =>
  label.toLocaleLowerCase().includes(q.toLocaleLowerCase())

type Option = { value: string; onSelect: () => void; content: React.ReactNode }

/** A page to open or a command to run, as the palette lists it. */
type PaletteAction = { value: string; label: string; run: () => void }

/** One heading's options; nothing at all, heading included, when none of them match. */
function OptionGroup({ heading, options }: { heading: string; options: Option[] }) {
  if (options.length === 0) return null
  return (
    <Command.Group heading={heading} className={GROUP}>
      {options.map((option) => (
        <Command.Item
          key={option.value}
          value={option.value}
          onSelect={option.onSelect}
          className={ITEM}
        >
          {option.content}
        </Command.Item>
      ))}
    </Command.Group>
  )
}

/**
 * The Ctrl/Cmd+K palette: the user's pages and a few commands, filtered as they type, and the
 * records they may see (classes, subjects, assignments, students) found on the server. A
 * combobox over a listbox: arrows move, Enter opens, Escape closes; the number of results is
 * told in a status line inside the dialog (the page outside a modal is hidden from screen
 * readers, its live regions included). Loaded on first use only.
 */
export default function CommandPalette({ open, onOpenChange, pages, onOpenHelp }: Props) {
  const t = useT('shortcuts')
  const router = useRouter()
  const [query, setQuery] = useState('')
  const search = useRecordSearch(query)
  const q = query.trim()

  const commands = useMemo(
    (): PaletteAction[] => [
      {
        value: 'command:accessibility',
        label: t('actions.openAccessibilityPanel'),
        run: openAccessibilityPanel,
      },
      { value: 'command:help', label: t('actions.openHelp'), run: onOpenHelp },
    ],
    [t, onOpenHelp],
  )

  const close = (then: () => void) => {
    onOpenChange(false)
    setQuery('')
    then()
  }
  const go = (href: string) => close(() => router.push(href))

  // Pages and commands are found by their label as typed; picking one closes the palette first.
  const shown = (actions: PaletteAction[]): Option[] =>
    actions
      .filter((action) => matches(action.label, q))
      .map((action) => ({
        value: action.value,
        onSelect: () => close(action.run),
        content: action.label,
      }))
  const pageOptions = shown(
    pages.map((page) => ({
      value: `page:${page.href}`,
      label: page.label,
      run: () => router.push(page.href),
    })),
  )
  const commandOptions = shown(commands)
  const count = pageOptions.length + commandOptions.length + search.records.length

  const status = search.loading
    ? t('searching')
    : search.failed
      ? t('searchFailed')
      : count === 0
        ? t('noResults')
        : count === 1
          ? t('oneResult')
          : t('results', { count })

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setQuery('')
        onOpenChange(next)
      }}
    >
      <DialogContent closeLabel={t('close')} className="gap-2 p-3 sm:max-w-xl">
        <DialogTitle className="px-1 pt-1 pr-12">{t('paletteTitle')}</DialogTitle>
        <DialogDescription className="px-1">{t('paletteHint')}</DialogDescription>
        <Command shouldFilter={false} label={t('searchLabel')} loop className="grid gap-2">
          <Command.Input
            value={query}
            onValueChange={setQuery}
            placeholder={t('searchPlaceholder')}
            className="min-h-11 w-full rounded-md border border-input bg-background px-3 text-base"
          />
          <p role="status" className="px-1 text-sm text-muted-foreground">
            {q ? status : ''}
          </p>
          <Command.List
            label={t('resultsLabel')}
            className="max-h-[min(24rem,50vh)] overflow-y-auto"
          >
            <OptionGroup heading={t('pages')} options={pageOptions} />
            <OptionGroup
              heading={t('records')}
              options={search.records.map((record: PaletteRecord) => ({
                value: `${record.kind}:${record.id}`,
                onSelect: () => go(record.href),
                content: (
                  <>
                    <span>{record.label}</span>{' '}
                    <span className="ml-auto text-xs">{t(`kinds.${record.kind}`)}</span>
                  </>
                ),
              }))}
            />
            <OptionGroup heading={t('commands')} options={commandOptions} />
          </Command.List>
        </Command>
      </DialogContent>
    </Dialog>
  )
}
