import { createContext, useContext } from 'react';

/**
 * Whether the form around a field is read-only. A native control learns it from its disabled fieldset; a
 * composite field (an image drop zone) reads it here to draw itself locked: the image, no upload words.
 */
export const FormLockContext = createContext(false);

export const useFormLocked = () => useContext(FormLockContext);
