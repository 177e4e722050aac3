import { BookOpen, Car, CircleHelp } from 'lucide-react';
import type { ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { ByVehicle } from './by-vehicle';
import { FaqList } from './faq-list';

/**
 * Guides, FAQ and By Vehicle. The guide cards come from the guides feature, so the page passes
 * them in. Radix gives the tabs arrow-key movement and the ARIA roles.
 */
export function KnowledgeBaseTabs({ guides }: { guides: ReactNode }) {
  return (
    <section aria-labelledby="knowledge-base-browse">
      <h2 id="knowledge-base-browse" className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">
        Browse the Knowledge Base
      </h2>
      <Tabs defaultValue="guides" className="mt-6">
        <TabsList aria-label="Knowledge base sections">
          <TabsTrigger value="guides">
            <BookOpen className="size-4" aria-hidden="true" />
            Guides
          </TabsTrigger>
          <TabsTrigger value="faq">
            <CircleHelp className="size-4" aria-hidden="true" />
            FAQ
          </TabsTrigger>
          <TabsTrigger value="vehicle">
            <Car className="size-4" aria-hidden="true" />
            By Vehicle
          </TabsTrigger>
        </TabsList>
        <TabsContent value="guides">{guides}</TabsContent>
        <TabsContent value="faq">
          <FaqList />
        </TabsContent>
        <TabsContent value="vehicle">
          <ByVehicle />
        </TabsContent>
      </Tabs>
    </section>
  );
}
