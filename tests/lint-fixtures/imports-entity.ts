// An entity's hook: features and pages may import it.
import { useVendors } from '@web/entities/vendor/api/vendors';

export const fixture = useVendors;
