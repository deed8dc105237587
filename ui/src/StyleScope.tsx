import type { ReactNode } from 'react';

/** The microfrontends whose stylesheets are scoped; each remote's `remote.css` names its own in `@scope`. */
export type ScopedMicrofrontend = 'publicRemote' | 'adminRemote';

/**
 * The root of a remote's styles. Every Tailwind build on the page defines the same class names, so a remote's
 * utilities are wrapped in `@scope ([data-microfrontend='<name>'])`: they style this element's descendants only,
 * never the host's header or another remote, and inside it they win over the host's same-named classes (the
 * nearer scope wins a tie), whatever order the stylesheets arrived in. The element itself is outside its scope,
 * so it carries no classes.
 */
export function StyleScope({ name, children }: { name: ScopedMicrofrontend; children: ReactNode }) {
  return <div data-microfrontend={name}>{children}</div>;
}
