import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'

export function SubjectFilter({
  value,
  subjects,
  labels,
  name = 'subject',
}: {
  value: string | null
  subjects: { id: string; name: string }[]
  labels: { label: string; all: string }
  name?: string
}) {
  return (
    <div className="grid min-w-48 gap-2">
      <Label htmlFor={`${name}-filter`}>{labels.label}</Label>
      <NativeSelect id={`${name}-filter`} name={name} defaultValue={value ?? ''}>
        <option value="">{labels.all}</option>
        {subjects.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  )
}
