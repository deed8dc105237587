// The remotes the host knows and the typed contract of what each exposes. Types only reach for React.
export * from './contracts';
export * from './names';
export * from './islands';
export * from './internal-headers';
