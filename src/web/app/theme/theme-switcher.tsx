import { Monitor, Moon, Sun } from 'lucide-react';
import { DeferredTooltip } from '@web/components/ui/deferred-tooltip';
import { usePressBeforeHydration } from '@web/lib/changes-before-hydration';
import { cn } from '@web/lib/cn';
import type { Theme } from './theme-storage';
import { useTheme } from './use-theme';

const OPTIONS: { value: Theme; label: string; hint: string; Icon: typeof Sun }[] = [
  { value: 'light', label: 'Light', hint: 'Light theme', Icon: Sun },
  { value: 'dark', label: 'Dark', hint: 'Dark theme', Icon: Moon },
  { value: 'system', label: 'System', hint: 'Match your device', Icon: Monitor },
];

/** One theme's button; pressed before the app's code arrived, it applies once the app is there. */
function ThemeButton({ option, selected, onSelect }: { option: (typeof OPTIONS)[number]; selected: boolean; onSelect: (theme: Theme) => void }) {
  const { value, label, hint, Icon } = option;
  usePressBeforeHydration(`theme-${value}`, () => onSelect(value));
  return (
    <DeferredTooltip content={hint}>
      <button
        type="button"
        data-needs-app={`theme-${value}`}
        aria-label={label}
        aria-pressed={selected}
        onClick={() => onSelect(value)}
        className={cn(
          'inline-flex size-8 items-center justify-center rounded-full text-muted-foreground transition-colors',
          'hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
          selected && 'bg-card text-foreground shadow-sm',
        )}
      >
        <Icon className="size-4" aria-hidden="true" />
      </button>
    </DeferredTooltip>
  );
}

/**
 * One button for a crowded header: it shows the current theme and moves to the next one (light,
 * dark, system), saying which in its name.
 */
export function ThemeCycleButton({ className }: { className?: string }) {
  const { theme, setTheme } = useTheme();
  const index = Math.max(0, OPTIONS.findIndex((option) => option.value === theme));
  const current = OPTIONS[index]!;
  const next = OPTIONS[(index + 1) % OPTIONS.length]!;
  usePressBeforeHydration('theme-cycle', () => setTheme(next.value));
  return (
    <DeferredTooltip content={`${current.hint}: press for ${next.label.toLowerCase()}`}>
      <button
        type="button"
        data-needs-app="theme-cycle"
        aria-label={`Theme: ${current.label}. Switch to ${next.label}`}
        onClick={() => setTheme(next.value)}
        className={cn(
          'inline-flex size-9 items-center justify-center rounded-full border border-border bg-muted text-foreground transition-colors',
          'hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
          className,
        )}
      >
        <current.Icon className="size-4" aria-hidden="true" />
      </button>
    </DeferredTooltip>
  );
}

/** A three-way toggle; each button names its theme and reports whether it is the current one. */
export function ThemeSwitcher({ className }: { className?: string }) {
  const { theme, setTheme } = useTheme();
  return (
    <div role="group" aria-label="Theme" className={cn('inline-flex items-center rounded-full border border-border bg-muted p-0.5', className)}>
      {OPTIONS.map((option) => (
        <ThemeButton key={option.value} option={option} selected={theme === option.value} onSelect={setTheme} />
      ))}
    </div>
  );
}
