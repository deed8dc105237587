/**
 * The pages only the browser application draws (the server answers them with the page shell): the sign-in
 * pages and the whole admin area, whose unknown paths get the not-found page inside the admin frame. The router
 * (routes.tsx) and the server's not-found policy read this one list, so a new page cannot be a 404 on one side.
 */
export const CLIENT_PAGES = {
  login: 'login',
  recoverPassword: 'recover-password',
  changePassword: 'change-password',
  admin: 'admin',
} as const;

/** Whether the browser application has a page at `path` that the server does not render itself. */
export function isClientPage(path: string): boolean {
  const [first = '', ...rest] = path.replace(/^\/|\/$/g, '').split('/');
  if (first === CLIENT_PAGES.admin) return true;
  return rest.length === 0 && Object.values(CLIENT_PAGES).includes(first as never);
}
