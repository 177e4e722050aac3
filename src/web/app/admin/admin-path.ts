/** Paths of the operator console, which the web app draws apart from the shop. */
export const isAdminPath = (path: string) => path === '/admin' || path.startsWith('/admin/');
