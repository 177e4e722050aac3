import { yearsForMake } from '@shared/rules/vehicles';
import { useEnhancedModels, useMakes } from '@web/lib/catalog-queries';
import { useTypedBeforeHydration } from '@web/lib/changes-before-hydration';
import { cn } from '@web/lib/cn';
import { type VehicleChoice, type VehicleField as Field, vehicleFieldId } from '@web/lib/vehicle-choice';
import { ModelOptions } from './model-options';
import { VehicleField } from './vehicle-field';

interface VehicleSelectorProps {
  value: VehicleChoice;
  /** Every change, with make name, model name and year filled in for the parent. */
  onChange: (next: VehicleChoice) => void;
  /** Prefix of the selects' ids (see vehicleFieldId), unique per page. */
  idPrefix: string;
  /** The optional variant select; the results page has no use for it. */
  showVariant?: boolean;
  /** The field a validation message is about. */
  invalidField?: Field;
  className?: string;
}

/**
 * Make → year → model → optional variant. Choosing applies the vehicle where the selector is; it
 * saves nothing (My Garage takes a car only when asked: see AppliedVehicle). Each choice clears the ones after it; a
 * field stays disabled until the ones before it are chosen. Years run from the make's first model
 * year; models are those built in the chosen year.
 */
export function VehicleSelector({
  value,
  onChange,
  idPrefix,
  showVariant = true,
  invalidField,
  className,
}: VehicleSelectorProps) {
  const makes = useMakes();
  const make = makes.data?.find((m) => m.slug === value.make);
  const years = value.make ? yearsForMake(value.make, new Date().getFullYear(), make?.firstModelYear) : [];
  const models = useEnhancedModels(make?.id, value.make ? value.year : undefined);
  const model = models.data?.find((m) => m.slug === value.model);
  const variants = model?.variants ?? [];

  const change = onChange;
  const id = (field: Field) => vehicleFieldId(idPrefix, field);
  // A make picked before the app's code arrived is kept (the year and model need the app to list them).
  useTypedBeforeHydration(id('make'), (slug) => {
    if (slug !== value.make) change({ make: slug || undefined, makeName: makes.data?.find((m) => m.slug === slug)?.name });
  });
  const makePart = { make: value.make, makeName: make?.name ?? value.makeName };

  return (
    <div className={cn('grid grid-cols-2 gap-3', showVariant && 'md:grid-cols-4', className)}>
      <VehicleField
        id={id('make')}
        name="make"
        label="Make"
        value={make ? make.slug : ''}
        disabled={!makes.data}
        invalid={invalidField === 'make'}
        onChange={(slug) => change({ make: slug || undefined, makeName: makes.data?.find((m) => m.slug === slug)?.name })}
      >
        <option value="">{makes.isPending ? 'Loading makes...' : makes.error ? 'Makes unavailable' : 'Select make'}</option>
        {makes.data?.map((m) => (
          <option key={m.id} value={m.slug}>
            {m.name}
          </option>
        ))}
      </VehicleField>

      <VehicleField
        id={id('year')}
        name="year"
        label="Year"
        value={value.year ? String(value.year) : ''}
        disabled={!value.make}
        invalid={invalidField === 'year'}
        onChange={(year) => change({ ...makePart, year: year ? Number(year) : undefined })}
      >
        <option value="">Select year</option>
        {years.map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </VehicleField>

      <VehicleField
        id={id('model')}
        name="model"
        label="Model"
        // Model names are the longest: full width on phones.
        className="max-sm:col-span-full"
        value={model ? model.slug : ''}
        disabled={!value.make || !value.year || !models.data?.length}
        invalid={invalidField === 'model'}
        onChange={(slug) => {
          const picked = models.data?.find((m) => m.slug === slug);
          change({ ...makePart, year: value.year, model: picked?.slug, modelName: picked?.displayName });
        }}
      >
        <option value="">
          {!value.make || !value.year
            ? 'Select model'
            : models.isPending
              ? 'Loading models...'
              : models.error
                ? 'Models unavailable'
                : models.data?.length
                  ? 'Select model'
                  : 'No models this year'}
        </option>
        {models.data && <ModelOptions models={models.data} />}
      </VehicleField>

      {showVariant && (
        <VehicleField
          id={id('variant')}
          label="Variant"
          hint="(optional)"
          className="max-sm:col-span-full"
          value={value.variant && variants.includes(value.variant) ? value.variant : ''}
          disabled={!model || variants.length === 0}
          onChange={(variant) => change({ ...value, variant: variant || undefined })}
        >
          <option value="">Any variant</option>
          {variants.map((variant) => (
            <option key={variant} value={variant}>
              {variant}
            </option>
          ))}
        </VehicleField>
      )}
    </div>
  );
}
