// Allowed everywhere: the control that shows the boundary rules do not fire on shared code.
import { looksLikePartNumber } from '@shared/rules/part-number';

export const partNumberLike = looksLikePartNumber('11-62-1-259');
