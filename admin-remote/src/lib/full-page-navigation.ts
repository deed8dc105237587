/** A full page load, not a router transition: the list starts afresh after a create (SPEC.md section 4). */
export function loadPage(url: string) {
  window.location.assign(url);
}
