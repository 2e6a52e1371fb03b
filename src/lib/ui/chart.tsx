import { cloneElement, type ReactElement } from 'react';
import { CartesianGrid, ResponsiveContainer } from 'recharts';
import { cn } from '../cn';

/** The axes of a chart, in the theme's muted colour (light and dark). */
export const chartAxis = { stroke: 'var(--color-muted-foreground)', fontSize: 12 };

/** A chart's tooltip, in the card's colours. */
export const chartTooltipStyle = {
  background: 'var(--color-card)',
  border: '1px solid var(--color-border)',
  color: 'var(--color-card-foreground)',
};

/**
 * A chart's drawing, as wide as its parent and as high as `className` says. Hidden from screen
 * readers: a table next to it holds the same figures. So it is not focusable either: Recharts'
 * keyboard layer (a focusable drawing) is turned off, as a hidden element must hold no stop.
 */
export function ChartBox({ className, children }: { className: string; children: ReactElement }) {
  // Every child is a Recharts chart (LineChart, BarChart…), which all take accessibilityLayer.
  const chart = children as ReactElement<{ accessibilityLayer?: boolean }>;
  return (
    <div aria-hidden className={cn('w-full', className)}>
      <ResponsiveContainer width="100%" height="100%">
        {cloneElement(chart, { accessibilityLayer: false })}
      </ResponsiveContainer>
    </div>
  );
}

/**
 * The dashed grid behind a chart's values: `horizontal` lines for columns and lines over time,
 * `vertical` ones for bars lying across.
 */
export function ChartGrid({ lines = 'horizontal' }: { lines?: 'horizontal' | 'vertical' }) {
  return (
    <CartesianGrid
      strokeDasharray="3 3"
      stroke="var(--color-border)"
      horizontal={lines === 'horizontal'}
      vertical={lines === 'vertical'}
    />
  );
}
