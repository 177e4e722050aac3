import { OVERVIEW_SECTIONS, OVERVIEW_SUBTITLE, OVERVIEW_TITLE, type OverviewSection } from './overview-content';

function sectionMarkdown(section: OverviewSection): string {
  const lines = [`## ${section.title}`, ''];
  for (const paragraph of section.paragraphs ?? []) lines.push(paragraph, '');
  for (const point of section.points ?? []) lines.push(`- **${point.title}** — ${point.text}`);
  if (section.points?.length) lines.push('');
  return lines.join('\n');
}

/** The overview as markdown. `generatedOn` is printed under the title. */
export function overviewToMarkdown(generatedOn: Date, sections: readonly OverviewSection[] = OVERVIEW_SECTIONS): string {
  const date = generatedOn.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
  return [`# ${OVERVIEW_TITLE}`, '', `*${OVERVIEW_SUBTITLE}*`, '', `Generated ${date}.`, '', ...sections.map(sectionMarkdown)].join('\n');
}
