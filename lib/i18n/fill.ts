/**
 * A text's `{name}` placeholders replaced by the values given; a placeholder without a value
 * stays as it is, so a template can be filled in step by step.
 */
export function fillPlaceholders(
  template: string,
  values: Record<string, string | number>,
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  )
}
