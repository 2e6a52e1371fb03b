import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';

const tabClass =
  'rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm';

export interface SectionTab {
  value: string;
  label: string;
  content: ReactNode;
  /** Stays mounted while another tab is open (hidden), so work in progress goes on. */
  keepMounted?: boolean;
}

/**
 * The sections of a page as tabs (Radix Tabs: a tablist named `label`, arrow keys between tabs).
 * Controlled with `value` and `onValueChange`, or not, from `defaultValue`.
 */
export function SectionTabs({
  label,
  tabs,
  value,
  defaultValue,
  onValueChange,
}: {
  label: string;
  tabs: readonly SectionTab[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
}) {
  return (
    <Tabs.Root value={value} defaultValue={defaultValue} onValueChange={onValueChange}>
      <Tabs.List aria-label={label} className="mb-6 inline-flex rounded-lg bg-muted p-1">
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} className={tabClass}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) =>
        tab.keepMounted ? (
          <Tabs.Content
            key={tab.value}
            value={tab.value}
            forceMount
            className="data-[state=inactive]:hidden"
          >
            {tab.content}
          </Tabs.Content>
        ) : (
          <Tabs.Content key={tab.value} value={tab.value}>
            {tab.content}
          </Tabs.Content>
        ),
      )}
    </Tabs.Root>
  );
}
