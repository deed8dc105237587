/**
 * Every route of the API and who may call it (docs/architecture.md#api); the authorization and OpenAPI tests
 * share it.
 */
export interface RouteEntry {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As in the OpenAPI document, with `{id}`-style parameters. */
  path: string;
  /** `host-server`: only the site's host servers, which send the releases secret. */
  /** `preview-link`: a draft preview link's token (`Authorization: DraftPreview …`), tested in drafts.test.ts. */
  access: 'public' | 'token' | 'host-server' | 'preview-link';
  /** Also needs the releases secret: the change is forwarded by a host server, which checked it. */
  checked?: true;
}

/** The releases secret of the test app (`RELEASES_SECRET`), which host servers send as `x-release-checker`. */
export const TEST_RELEASES_SECRET = 'test-releases-secret-0123456789abcdefghijklmnop';

/** What the test app's host servers would sign page-view tokens with (`PAGE_VIEW_SECRET`). */
export const TEST_PAGE_VIEW_SECRET = 'test-page-view-secret-0123456789abcdefghijklmno';

export const ROUTES: RouteEntry[] = [
  { method: 'GET', path: '/api/health/', access: 'public' },
  { method: 'GET', path: '/api/health/live', access: 'public' },
  { method: 'GET', path: '/api/health/ready', access: 'public' },
  { method: 'POST', path: '/api/v1/auth/login', access: 'public' },
  { method: 'POST', path: '/api/v1/auth/recover-password', access: 'public' },
  { method: 'POST', path: '/api/v1/auth/change-password', access: 'public' },
  { method: 'POST', path: '/api/v1/auth/refresh', access: 'public' },
  { method: 'POST', path: '/api/v1/auth/logout', access: 'public' },
  { method: 'GET', path: '/api/v1/auth/password-reset/{token}', access: 'public' },
  { method: 'GET', path: '/api/v1/dashboard/', access: 'token' },
  { method: 'GET', path: '/api/v1/users/', access: 'token' },
  { method: 'GET', path: '/api/v1/users/{id}', access: 'public' },
  { method: 'POST', path: '/api/v1/users/', access: 'token' },
  { method: 'PUT', path: '/api/v1/users/{id}', access: 'token' },
  { method: 'DELETE', path: '/api/v1/users/{id}', access: 'token' },
  { method: 'PUT', path: '/api/v1/users/me/password', access: 'token' },
  { method: 'GET', path: '/api/v1/projects/', access: 'public' },
  { method: 'GET', path: '/api/v1/projects/{id}', access: 'public' },
  { method: 'GET', path: '/api/v1/projects/slug/{slug}', access: 'public' },
  { method: 'POST', path: '/api/v1/projects/', access: 'token' },
  { method: 'PUT', path: '/api/v1/projects/{id}', access: 'token' },
  { method: 'DELETE', path: '/api/v1/projects/{id}', access: 'token' },
  { method: 'PUT', path: '/api/v1/projects/order', access: 'token' },
  { method: 'POST', path: '/api/v1/projects/add-tech', access: 'token' },
  { method: 'POST', path: '/api/v1/projects/remove-tech', access: 'token' },
  { method: 'GET', path: '/api/v1/projects/{id}/schedule', access: 'token' },
  { method: 'POST', path: '/api/v1/projects/{id}/schedule', access: 'token' },
  { method: 'DELETE', path: '/api/v1/projects/{id}/schedule/{scheduleId}', access: 'token' },
  { method: 'POST', path: '/api/v1/projects/preview', access: 'token' },
  { method: 'GET', path: '/api/v1/projects/{id}/draft', access: 'token' },
  { method: 'PUT', path: '/api/v1/projects/{id}/draft', access: 'token' },
  { method: 'DELETE', path: '/api/v1/projects/{id}/draft', access: 'token' },
  { method: 'POST', path: '/api/v1/projects/{id}/draft/publish', access: 'token' },
  { method: 'POST', path: '/api/v1/projects/{id}/draft/preview', access: 'token' },
  { method: 'GET', path: '/api/v1/users/{id}/draft', access: 'token' },
  { method: 'PUT', path: '/api/v1/users/{id}/draft', access: 'token' },
  { method: 'DELETE', path: '/api/v1/users/{id}/draft', access: 'token' },
  { method: 'POST', path: '/api/v1/users/{id}/draft/publish', access: 'token' },
  { method: 'POST', path: '/api/v1/users/{id}/draft/preview', access: 'token' },
  { method: 'GET', path: '/api/v1/drafts/preview', access: 'preview-link' },
  { method: 'GET', path: '/api/v1/technologies/', access: 'public' },
  { method: 'GET', path: '/api/v1/technologies/{id}', access: 'public' },
  { method: 'POST', path: '/api/v1/technologies/', access: 'token' },
  { method: 'PUT', path: '/api/v1/technologies/{id}', access: 'token' },
  { method: 'DELETE', path: '/api/v1/technologies/{id}', access: 'token' },
  { method: 'PUT', path: '/api/v1/technologies/order', access: 'token' },
  { method: 'POST', path: '/api/v1/technologies/add-tag', access: 'token' },
  { method: 'POST', path: '/api/v1/technologies/remove-tag', access: 'token' },
  { method: 'GET', path: '/api/v1/tags/', access: 'public' },
  { method: 'GET', path: '/api/v1/tags/{id}', access: 'public' },
  { method: 'POST', path: '/api/v1/tags/', access: 'token' },
  { method: 'PUT', path: '/api/v1/tags/{id}', access: 'token' },
  { method: 'DELETE', path: '/api/v1/tags/{id}', access: 'token' },
  { method: 'GET', path: '/api/v1/experiences/', access: 'public' },
  { method: 'GET', path: '/api/v1/experiences/{id}', access: 'public' },
  { method: 'POST', path: '/api/v1/experiences/', access: 'token' },
  { method: 'PUT', path: '/api/v1/experiences/{id}', access: 'token' },
  { method: 'DELETE', path: '/api/v1/experiences/{id}', access: 'token' },
  { method: 'POST', path: '/api/v1/experiences/add-tech', access: 'token' },
  { method: 'POST', path: '/api/v1/experiences/remove-tech', access: 'token' },
  { method: 'GET', path: '/api/v1/releases/', access: 'host-server' },
  { method: 'GET', path: '/api/v1/data-changes/', access: 'host-server' },
  { method: 'POST', path: '/api/v1/events/', access: 'public' },
  { method: 'GET', path: '/api/v1/releases/{remote}', access: 'token' },
  { method: 'GET', path: '/api/v1/releases/{remote}/health', access: 'token' },
  { method: 'POST', path: '/api/v1/releases/{remote}', access: 'token', checked: true },
  { method: 'PUT', path: '/api/v1/releases/{remote}/live', access: 'token', checked: true },
  { method: 'POST', path: '/api/v1/releases/{remote}/previews', access: 'token', checked: true },
  { method: 'POST', path: '/api/v1/releases/{remote}/rollback', access: 'token', checked: true },
  { method: 'PUT', path: '/api/v1/releases/{remote}/rule', access: 'token' },
  { method: 'GET', path: '/api/v1/messages/challenge', access: 'public' },
  { method: 'POST', path: '/api/v1/messages/', access: 'public' },
  { method: 'GET', path: '/api/v1/messages/', access: 'token' },
  { method: 'GET', path: '/api/v1/messages/{id}', access: 'token' },
  { method: 'PATCH', path: '/api/v1/messages/{id}', access: 'token' },
  { method: 'DELETE', path: '/api/v1/messages/{id}', access: 'token' },
  { method: 'GET', path: '/api/v1/deploy-keys/', access: 'token' },
  { method: 'POST', path: '/api/v1/deploy-keys/', access: 'token' },
  { method: 'DELETE', path: '/api/v1/deploy-keys/{id}', access: 'token' },
  { method: 'GET', path: '/api/v1/history/', access: 'token' },
  { method: 'GET', path: '/api/v1/history/{id}', access: 'token' },
  { method: 'POST', path: '/api/v1/history/{id}/restore', access: 'token' },
  { method: 'POST', path: '/api/v1/history/change-sets/{changeSet}/undo', access: 'token' },
  { method: 'POST', path: '/api/v1/history/restore-site', access: 'token' },
  { method: 'POST', path: '/api/v1/uploads/', access: 'token' },
  { method: 'GET', path: '/api/v1/uploads/target', access: 'token' },
  { method: 'GET', path: '/api/uploads/{preset}/{file}', access: 'public' },
  { method: 'GET', path: '/api/cards/home.png', access: 'public' },
  { method: 'GET', path: '/api/cards/projects/{slug}.png', access: 'public' },
  { method: 'GET', path: '/api/v1/resume.json', access: 'public' },
  { method: 'GET', path: '/api/v1/resume.pdf', access: 'public' },
  { method: 'POST', path: '/api/v1/users/{id}/resume/preview', access: 'token' },
  { method: 'POST', path: '/api/v1/users/{id}/resume/import', access: 'token' },
];
