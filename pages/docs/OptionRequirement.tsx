// Whether a widget option must be given, or what it is when left out: a cell of the docs' option tables.
import { Badge } from '../../ui/Badge.tsx'
import type { WidgetOption } from '../../ui/widgetOptions.ts'

export function OptionRequirement({ option }: { option: WidgetOption }) {
  if (option.required) return <Badge tone="accent">Required</Badge>
  if (!option.default) return null
  return (
    <span className="text-xs text-fg-subtle">
      default <code className="text-xs">{option.default}</code>
    </span>
  )
}
