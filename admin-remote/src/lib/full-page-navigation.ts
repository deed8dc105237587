/**
 * A full page load, not a router transition: the list starts afresh after a create
 * (docs/product.md#admin-forms).
 */
export function loadPage(url: string) {
  window.location.assign(url);
}
