import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The axe rules whose outcome depends on colour. The dark theme changes colours and nothing else
 * (it is a class on <html> that swaps the colour variables; no component draws differently), so a
 * page checked with every rule in the light theme needs only these in the dark one.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** axe on the page as it is: every rule in the light theme, the colour rules in the dark one. */
export async function axeViolations(page: Page, theme: 'light' | 'dark'): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const results = await (theme === 'dark' ? builder.withRules(COLOUR_RULES) : builder).analyze();
  return describeViolations(results.violations);
}

type Violations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];

/** Violations in a form that reads well in a failed test: rule, impact, and the first offending nodes. */
function describeViolations(violations: Violations): string[] {
  return violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`).join('\n    ')}`,
  );
}
