// A worker that tries the counters of a message challenge (ALTCHA's own loop, with the browser's Web Crypto
// PBKDF2): the page's main thread stays free while the visitor writes.
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { handler } from 'altcha-lib/workers/shared';

handler({ deriveKey });
