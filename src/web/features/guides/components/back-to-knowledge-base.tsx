import type { LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { cn } from '@web/lib/cn';

/** The "Back to Knowledge Base" link every guide page carries. */
export function BackToKnowledgeBase({ className, Icon }: { className?: string; Icon: LucideIcon }) {
  return (
    <Link
      href="/knowledge-base"
      className={cn('inline-flex items-center gap-1.5 rounded-md text-sm font-semibold transition-colors', className)}
    >
      <Icon className="size-4" aria-hidden="true" />
      Back to Knowledge Base
    </Link>
  );
}
