export * from './page-head';
export * from './profile-meta';
