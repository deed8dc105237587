/** The product's constants (docs/product.md#constants), in one place for every package. */
export const PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
export const PASSWORD_MIN_LENGTH = 6;
export const NOTIFICATION_AUTO_CLOSE_MS = 5000;
/** A toast that offers Undo stays this long: time to read it, see the change, and change one's mind. */
export const UNDO_TOAST_MS = 10_000;
export const REDIRECT_AFTER_PASSWORD_CHANGE_MS = 1000;
export const SCROLL_DURATION_MS = 1000;
export const CAROUSEL_AUTOPLAY_MS = 3000;
export const SUGGESTION_CLOSE_DELAY_MS = 300;
/** An admin list follows its search box once typing pauses this long. */
export const SEARCH_DEBOUNCE_MS = 300;
/** How long the write-up editor waits after the last keystroke before asking the API for its preview. */
export const WRITE_UP_PREVIEW_DELAY_MS = 400;
export const DEFAULT_AVAILABILITY = 'Available for hire';
export const DEFAULT_PROFESSIONAL_TITLE = 'front end developer';
/** The home page shows this user's profile. */
export const OWNER_USER_ID = 1;
export const THEME_STORAGE_KEY = 'portfolio-theme';
/** The largest JSON body the API reads (its forms are small; images go through multipart uploads). */
export const API_JSON_BODY_LIMIT = 256 * 1024;
/** The largest image an upload may carry. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export * from './accents';
export * from './home-page';
export * from './primary-actions';
export * from './technology-filter';
/** The contact page, and where its form posts: the host server answers both (docs/product.md#contact). */
export const CONTACT_PATH = '/contact';
/** `/contact?project=<id>`: the project an "Ask about this project" link chose in the form. */
export const CONTACT_PROJECT_PARAM = 'project';
/** The longest message a visitor may write (docs/product.md#contact). */
export const MESSAGE_MAX_LENGTH = 5000;
/** The field bots fill and people never see: a message carrying it is dropped while answered as sent. */
export const HONEYPOT_FIELD = 'website';
/**
 * What the contact form says of a field left empty: the API's schema says it, and the form brought to life in
 * the browser says it at once, without sending anything.
 */
export const CONTACT_REQUIRED_MESSAGES = {
  name: 'Please enter your name',
  email: 'Please enter your e-mail address',
  message: 'Please write a message',
} as const;
