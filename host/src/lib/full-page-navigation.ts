/** A full page load, not a router transition: the app starts afresh (new session state, fresh remotes). */
export function loadPage(url: string) {
  window.location.assign(url);
}

export function reloadPage() {
  window.location.reload();
}
