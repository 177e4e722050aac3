import { guidePageHead } from '@shared/rules/page-head';
import { useLocation } from 'wouter';
import { useGuide } from '@web/entities/guide/api/guides';
import { GuideArticle } from '@web/features/guides/components/guide-article';
import { GuideSkeleton } from '@web/features/guides/components/guide-skeleton';
import { GuideUnavailable } from '@web/features/guides/components/guide-unavailable';
import { guideSlugFromPath } from '@web/features/guides/guide-paths';
import { useActiveVehicle } from '@web/features/vehicle/api/garage-api';
import { ApiRequestError } from '@web/lib/api';
import { pageOrigin } from '@web/lib/page-origin';
import { plainHead, usePageHead } from '@web/lib/use-page-head';
import NotFoundPage from './not-found';

/** Every guide route renders this page; the guide to load is named by the last segment of the path. */
export default function GuidePage() {
  const [path] = useLocation();
  const guide = useGuide(guideSlugFromPath(path));
  const data = guide.data;
  const garage = useActiveVehicle().vehicle;

  // The same builder the server uses for the first HTML (gate off), so the two never disagree.
  usePageHead(
    data
      ? guidePageHead(data, pageOrigin())
      : plainHead('Repair Guide', 'Step-by-step DIY repair and maintenance guide for luxury performance cars.'),
  );

  // A guide that does not exist is a page that does not exist.
  if (guide.error instanceof ApiRequestError && guide.error.status === 404) return <NotFoundPage />;
  if (guide.error) return <GuideUnavailable error={guide.error} />;
  if (!data) return <GuideSkeleton />;
  return (
    <GuideArticle
      guide={data}
      garageCar={garage ? { make: garage.make, model: garage.model, year: garage.year, label: garage.label } : null}
    />
  );
}
