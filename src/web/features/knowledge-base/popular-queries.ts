/**
 * The five popular-query chips. Each is a question the guides answer in full, so a
 * chip always shows a grounded answer with parts and guides.
 */
export const POPULAR_QUERIES = [
  'BMW oil change',
  'Porsche brake pad replacement',
  'Mercedes air filter replacement',
  'BMW timing belt replacement',
  '997 Turbo turbocharger replacement',
] as const;
