import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'

/**
 * The quick search box as a GET form: the server filters and pages, the URL is
 * shareable, and it works with the keyboard and without JavaScript. Other filters of the
 * page stay as hidden fields; the page resets to 1.
 */
export function QuickSearch({
  q,
  keep = {},
  labels,
  children,
}: {
  q: string
  keep?: Record<string, string | null | undefined>
  labels: { label: string; submit: string }
  children?: React.ReactNode
}) {
  return (
    <form role="search" method="get" className="mb-4 flex flex-wrap items-end gap-3">
      <div className="grid min-w-[min(14rem,100%)] flex-1 gap-2">
        <Label htmlFor="quick-search">{labels.label}</Label>
        <Input id="quick-search" name="q" type="search" defaultValue={q} autoComplete="off" />
      </div>
      {children}
      {Object.entries(keep).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      <Button type="submit">{labels.submit}</Button>
    </form>
  )
}
