import '@portfolio/ui/testing/setup';
import { clearToken } from '@portfolio/shared/api';
import { afterEach } from 'vitest';

// The session lives in the shared API module's memory: each test starts signed out.
afterEach(() => clearToken());

// jsdom has no showModal() or close(). These only open and close the <dialog>, so a component test can render
// it and read what it shows; what makes it modal (focus kept inside, Escape, focus back to the opener) is the
// browser's, tested in Chromium (e2e/host-shell.spec.ts).
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.open = false;
};
