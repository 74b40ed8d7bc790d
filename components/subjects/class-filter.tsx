import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'

/** The principal's class filter ('all' or one class), a field of the quick-search form. */
export function ClassFilter({ value, classes, labels }: { value: string | null; classes: { id: string; name: string }[]; labels: { label: string; all: string } }) {
  return (
    <div className="grid min-w-48 gap-2">
      <Label htmlFor="class-filter">{labels.label}</Label>
      <NativeSelect id="class-filter" name="class" defaultValue={value ?? ''}>
        <option value="">{labels.all}</option>
        {classes.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  )
}
