import { slotElement } from './slot-element'

const Card = slotElement('div', 'card', 'rounded-xl border bg-card text-card-foreground shadow-sm')
const CardHeader = slotElement('div', 'card-header', 'flex flex-col gap-1.5 p-6')
const CardTitle = slotElement('h2', 'card-title', 'text-lg font-semibold leading-tight')
const CardDescription = slotElement('p', 'card-description', 'text-sm text-muted-foreground')
const CardContent = slotElement('div', 'card-content', 'p-6 pt-0')

export { Card, CardHeader, CardTitle, CardDescription, CardContent }
