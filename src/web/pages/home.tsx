import { useCategories } from '@web/entities/category/api/categories';
import { useTestimonials } from '@web/features/home/api/testimonials';
import { useVendors } from '@web/entities/vendor/api/vendors';
import { HomeHero } from '@web/features/home/components/home-hero';
import { HowItWorksSteps } from '@web/features/home/components/how-it-works-steps';
import { MobileAppPromo } from '@web/features/home/components/mobile-app-promo';
import { Testimonials } from '@web/features/home/components/testimonials';
import { TopCategories } from '@web/features/home/components/top-categories';
import { VendorLogos } from '@web/features/home/components/vendor-logos';
import { FindByVehicle } from '@web/features/home-search/components/find-by-vehicle';
import { HeroSearchForm } from '@web/features/home-search/components/hero-search-form';
import { PopularSearches } from '@web/features/home-search/components/popular-searches';
import { LivePricingDialog } from '@web/features/live-pricing/components/live-pricing-dialog';
import { useActiveVehicle } from '@web/features/vehicle/api/garage-api';
import { useGarage, useVehicleDraft } from '@web/features/vehicle/api/use-garage';
import { AppliedVehicle } from '@web/features/vehicle/components/applied-vehicle';
import { GarageNote } from '@web/features/vehicle/components/garage-note';
import { VehicleSelector } from '@web/features/vehicle/components/vehicle-selector';
import { VinForm } from '@web/features/vehicle/components/vin-form';
import { isCompleteVehicle, NO_VEHICLE, sameVehicleChoice } from '@web/lib/vehicle-choice';
import { usePageMeta } from '@web/lib/use-page-meta';
import { HydrateApart } from '@web/components/hydrate-apart';

export default function HomePage() {
  usePageMeta({
    title: 'Compare prices on luxury car parts',
    description:
      'Compare real-time prices on parts for BMW, Porsche, Mercedes-Benz, Ferrari and more across 12+ specialty retailers and save up to 25%.',
  });
  // My Garage's active vehicle scopes the categories (counts and links), in the first HTML too.
  const garage = useActiveVehicle();
  const categories = useCategories(garage.vehicle, garage.ready);
  const vendors = useVendors();
  const testimonials = useTestimonials();
  // The hero's vehicle, pre-filled from My Garage.
  const [vehicle, setVehicle] = useVehicleDraft();
  const garageChoice = useGarage().vehicle;

  return (
    <>
      <HomeHero>
        <HeroSearchForm
          vehicle={vehicle}
          renderVehicleSelector={(props) => <VehicleSelector {...props} value={vehicle} onChange={setVehicle} />}
          footer={
            // A vehicle chosen here is applied, not saved: until it is My Garage's, it says so and offers Save.
            isCompleteVehicle(vehicle) && !(garageChoice && sameVehicleChoice(garageChoice, vehicle)) ? (
              <AppliedVehicle vehicle={vehicle} onClear={() => setVehicle(NO_VEHICLE)} />
            ) : (
              <GarageNote onClear={() => setVehicle(NO_VEHICLE)} />
            )
          }
        />
        {/* Beside the selector: the car by its VIN, decoded on the server, into My Garage. */}
        <VinForm className="mt-4 rounded-lg border border-border bg-background p-4 text-foreground shadow-sm" />
        <PopularSearches />
        <LivePricingDialog triggerVariant="inverse" triggerClassName="mt-6 w-full sm:w-auto" />
      </HomeHero>
      {/* Below the fold on a phone: each section is taken over on its own, after the hero. */}
      <HydrateApart>
        <TopCategories
          categories={categories}
          vehicle={garage.vehicle ? { label: garage.vehicle.label, make: garage.vehicle.make, model: garage.vehicle.model, year: garage.vehicle.year } : null}
        />
      </HydrateApart>
      <HydrateApart>
        <HowItWorksSteps />
        <VendorLogos vendors={vendors} />
      </HydrateApart>
      <HydrateApart>
        <FindByVehicle />
      </HydrateApart>
      <HydrateApart>
        <Testimonials testimonials={testimonials} />
        <MobileAppPromo />
      </HydrateApart>
    </>
  );
}
