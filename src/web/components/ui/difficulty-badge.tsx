import { cn } from '@web/lib/cn';

/**
 * One colour per difficulty level, from green for the easiest to violet for work that
 * needs a professional. Any other value (the assistant's "Unknown") gets a neutral badge.
 */
const levelColours: Record<string, string> = {
  Easy: 'bg-emerald-600/10 text-emerald-800 ring-emerald-600/25 dark:bg-emerald-400/10 dark:text-emerald-300 dark:ring-emerald-400/30',
  Beginner: 'bg-sky-600/10 text-sky-800 ring-sky-600/25 dark:bg-sky-400/10 dark:text-sky-300 dark:ring-sky-400/30',
  Intermediate: 'bg-amber-500/15 text-amber-900 ring-amber-600/30 dark:bg-amber-400/10 dark:text-amber-300 dark:ring-amber-400/30',
  Advanced: 'bg-orange-600/10 text-orange-800 ring-orange-600/30 dark:bg-orange-400/10 dark:text-orange-300 dark:ring-orange-400/30',
  Professional: 'bg-violet-600/10 text-violet-800 ring-violet-600/25 dark:bg-violet-400/10 dark:text-violet-300 dark:ring-violet-400/30',
};
const neutral = 'bg-secondary text-secondary-foreground ring-border';

export function DifficultyBadge({ level, className }: { level: string; className?: string }) {
  return (
    <span
      data-difficulty={level}
      className={cn(
        'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        levelColours[level] ?? neutral,
        className,
      )}
    >
      {level}
    </span>
  );
}
