import { useGuideCards } from '@web/entities/guide/api/guides';
import { GuideCardGrid } from '@web/features/guides/components/guide-card-grid';
import { useKnowledgeBaseSearch } from '@web/features/knowledge-base/api/knowledge-base-search';
import { AnswerBlock } from '@web/features/knowledge-base/components/answer-block';
import { ContactPrompt } from '@web/features/knowledge-base/components/contact-prompt';
import { KnowledgeBaseHero } from '@web/features/knowledge-base/components/knowledge-base-hero';
import { KnowledgeBaseTabs } from '@web/features/knowledge-base/components/knowledge-base-tabs';
import { SearchResult } from '@web/features/knowledge-base/components/search-result';
import { useFillBasket } from '@web/features/basket/api/fill-basket';
import { BasketComparison } from '@web/features/basket/components/basket-comparison';
import { BasketFilled } from '@web/features/basket/components/basket-filled';
import { assistantVehicle, useAskAssistant } from '@web/features/repair-assistant/api/ask-assistant';
import { RepairAssistantPanel } from '@web/features/repair-assistant/components/repair-assistant-panel';
import { useGarage } from '@web/features/vehicle/api/use-garage';
import { usePageMeta } from '@web/lib/use-page-meta';
import { HydrateApart } from '@web/components/hydrate-apart';

export default function KnowledgeBasePage() {
  usePageMeta({
    title: 'Knowledge Base',
    description:
      'Expert DIY repair guides for BMW, Porsche, Mercedes-Benz, Ferrari and Lamborghini, and an AI repair assistant that answers with the right parts at the best price.',
  });
  const search = useKnowledgeBaseSearch();
  const guides = useGuideCards();
  const { vehicle } = useGarage();
  const ask = useAskAssistant(assistantVehicle(vehicle));
  const fill = useFillBasket();
  // An answer's "Build a basket" fills the stored basket with the job's parts, then compares the shops.
  const renderBasket = (slugs: string[], Heading: 'h3' | 'h4') => (
    <>
      <BasketFilled fill={fill} parts={slugs.length} />
      <BasketComparison slugs={slugs} Heading={Heading} />
    </>
  );
  const buildBasket = (lines: { slug: string; quantity: number }[]) => fill.mutate(lines);

  // Both question boxes answer in the assistant panel's one answer area, just below the hero: a new
  // question from either box replaces the answer (or the error) the other one left there.
  return (
    <>
      <KnowledgeBaseHero
        onSearch={(query) => {
          ask.reset();
          search.mutate(query);
        }}
        searching={search.isPending}
      />
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="space-y-14 py-14">
          <HydrateApart>
            <RepairAssistantPanel
              ask={ask}
              onAsk={(query) => {
                search.reset();
                ask.mutate(query);
              }}
              vehicle={vehicle}
              renderAnswer={(answer, query) => <AnswerBlock answer={answer} query={query} level={3} renderBasket={renderBasket} onBuildBasket={buildBasket} />}
            >
              <SearchResult
                answer={search.data}
                query={search.variables}
                loading={search.isPending}
                onClear={() => search.reset()}
                level={3}
                renderBasket={renderBasket}
                onBuildBasket={buildBasket}
              />
            </RepairAssistantPanel>
          </HydrateApart>
          {/* Below the answers: each part is taken over on its own, in short steps. */}
          <HydrateApart>
            <KnowledgeBaseTabs guides={<GuideCardGrid guides={guides} />} />
          </HydrateApart>
          <HydrateApart>
            <ContactPrompt />
          </HydrateApart>
        </div>
      </div>
    </>
  );
}
