'use client'

import dynamic from 'next/dynamic'
import type { TrendChartProps } from './trend-chart'

// recharts is large; the chart is drawn in the browser after the page, with its room kept so
// nothing jumps when it arrives.
const TrendChart = dynamic(() => import('./trend-chart').then((m) => m.TrendChart), {
  ssr: false,
  loading: () => <div className="h-56" />,
})

export function LazyTrendChart(props: TrendChartProps) {
  return <TrendChart {...props} />
}
