import type { GuideDetail } from '@shared/schemas/guides';

/**
 * schema.org HowTo for a guide page. Guides without numbered steps (the Ferrari checklist, the
 * Lamborghini fluids) describe their work in sections, so each section becomes a step there.
 */
export function howToJsonLd(guide: GuideDetail, pageUrl: string): Record<string, unknown> {
  const { content } = guide;
  const steps =
    content.steps.length > 0
      ? content.steps.map((step) => ({ name: step.title, text: step.body }))
      : content.sections.map((section) => ({
          name: section.title,
          text:
            section.kind === 'system'
              ? section.items.join('. ')
              : [section.frequency, section.check, section.topUp].filter(Boolean).join(' '),
        }));
  return {
    '@context': 'https://schema.org',
    '@type': 'HowTo',
    name: guide.title,
    description: guide.description,
    url: pageUrl,
    tool: content.tools.map((name) => ({ '@type': 'HowToTool', name })),
    supply: content.parts.map((part) => ({ '@type': 'HowToSupply', name: part.name })),
    step: steps.map((step, index) => ({ '@type': 'HowToStep', position: index + 1, ...step })),
  };
}
