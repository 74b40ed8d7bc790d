'use client'

import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import type { TrendPoint } from '@/lib/insights/record'

export type TrendChartProps = {
  points: (TrendPoint & { label: string })[]
  names: { completion: string; average: string }
}

/**
 * The picture of a trend, loaded only when a record is shown (recharts stays out of the first
 * load). It repeats the table beside it, so it is hidden from screen readers; the two lines
 * differ by dash and marker shape as well as colour.
 */
export function TrendChart({ points, names }: TrendChartProps) {
  return (
    <ResponsiveContainer width="100%" height={224}>
      <LineChart
        data={points}
        margin={{ top: 8, right: 16, bottom: 8, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
        <XAxis dataKey="label" stroke="var(--muted-foreground)" tick={{ fontSize: 12 }} />
        <YAxis
          domain={[0, 100]}
          stroke="var(--muted-foreground)"
          tick={{ fontSize: 12 }}
          width={36}
        />
        <Tooltip />
        <Legend />
        <Line
          type="monotone"
          dataKey="completion"
          name={names.completion}
          stroke="var(--primary)"
          strokeWidth={2}
          connectNulls
          isAnimationActive={false}
        />
        <Line
          type="monotone"
          dataKey="average"
          name={names.average}
          stroke="var(--foreground)"
          strokeWidth={2}
          strokeDasharray="6 4"
          dot={{ r: 4, strokeWidth: 2, fill: 'var(--background)' }}
          connectNulls
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  )
}
