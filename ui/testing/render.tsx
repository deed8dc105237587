import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  closeModalAtom,
  dismissNotificationAtom,
  modalAtom,
  notificationAtom,
  createStore,
  Provider,
  useAtomValue,
  useSetAtom,
} from '@portfolio/shared/state';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { GuardedRouter } from '@portfolio/shared/router';
import {
  Route,
  Routes,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  useLocation,
} from 'react-router-dom';

/** Shows where the router is, so a test can assert navigation like a user reading the address bar. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search + location.hash}</div>;
}

/**
 * What the host draws from the shared atoms, reduced to what a test reads and clicks: the toast's text (as a
 * status, or an alert for errors) with its button ('Undo'), and the confirm dialog's question and buttons. The host's own tests cover
 * the real toaster and dialog.
 */
export function FeedbackProbe() {
  const notification = useAtomValue(notificationAtom);
  const modal = useAtomValue(modalAtom);
  const close = useSetAtom(closeModalAtom);
  const dismiss = useSetAtom(dismissNotificationAtom);
  const answer = (then: (() => void) | undefined) => () => {
    close();
    then?.();
  };
  return (
    <>
      {notification.visible && (
        <p role={notification.type === 'error' ? 'alert' : 'status'} data-type={notification.type}>
          {notification.text}
        </p>
      )}
      {notification.visible && notification.action && (
        <button
          type="button"
          onClick={() => {
            // Closed first: what the action says (a toast of its own) must not be closed with it.
            dismiss();
            notification.action!.run();
          }}
        >
          {notification.action.label}
        </button>
      )}
      {modal.open && (
        <div role="dialog" aria-label={modal.text}>
          <p>{modal.text}</p>
          <button type="button" onClick={answer(modal.onConfirm)}>
            Yes, I&apos;m sure
          </button>
          <button type="button" onClick={answer(modal.onCancel)}>
            No, cancel
          </button>
        </div>
      )}
    </>
  );
}

export interface RenderOptions {
  /** The URL to start at. */
  path?: string;
  /** The route pattern `ui` is mounted at (`/admin/tags/*`); every other URL shows 'other page'. */
  route?: string;
  /** Drawn beside the page: the host's toaster in its own tests; the feedback probe by default. */
  extras?: ReactNode;
  queryClient?: QueryClient;
}

/** A QueryClient that neither retries nor refetches by itself, so a test sees each request once. */
export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

/**
 * Renders `ui` with the providers every microfrontend gets from the host: one jotai store, one QueryClient
 * and the host's kind of router (so blockers work) on an in-memory history, plus the location and feedback
 * probes. `router.navigate` moves it like a link (a path) or the browser's back and forward buttons (a step).
 */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const { path = '/', route = '*', extras = <FeedbackProbe />, queryClient = testQueryClient() } = options;
  const store = createStore();
  const page = (element: ReactNode) => (
    <>
      {element}
      <LocationProbe />
      {extras}
    </>
  );
  const history = createMemoryHistory({ initialEntries: [path], v5Compat: true });
  const router = {
    navigate: (to: string | number) => (typeof to === 'number' ? history.go(to) : history.push(to)),
  };
  const user = userEvent.setup();
  const result = render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <GuardedRouter history={history}>
          <Routes>
            <Route path={route} element={page(ui)} />
            {route !== '*' && <Route path="*" element={page(<p>other page</p>)} />}
          </Routes>
        </GuardedRouter>
      </QueryClientProvider>
    </Provider>,
  );
  return { ...result, store, queryClient, router, user };
}
