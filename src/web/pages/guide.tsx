import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { useGuide } from '@web/features/guides/api/guides';
import { GuideArticle } from '@web/features/guides/components/guide-article';
import { GuideSkeleton } from '@web/features/guides/components/guide-skeleton';
import { GuideUnavailable } from '@web/features/guides/components/guide-unavailable';
import { guideSlugFromPath } from '@web/features/guides/guide-paths';
import { howToJsonLd } from '@web/features/guides/how-to-json-ld';
import { usePageMeta } from '@web/lib/use-page-meta';
import { useStructuredData } from '@web/lib/use-structured-data';

/** Every guide route renders this page; the guide to load is named by the last segment of the path. */
export default function GuidePage() {
  const [path] = useLocation();
  const guide = useGuide(guideSlugFromPath(path));
  const data = guide.data;

  usePageMeta({
    title: data?.title ?? 'Repair Guide',
    description: data?.description ?? 'Step-by-step DIY repair and maintenance guide for luxury performance cars.',
  });
  const structuredData = useMemo(() => (data ? howToJsonLd(data, window.location.origin + data.path) : null), [data]);
  useStructuredData(structuredData);

  if (guide.error) return <GuideUnavailable error={guide.error} />;
  if (!data) return <GuideSkeleton />;
  return <GuideArticle guide={data} />;
}
