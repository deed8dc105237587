import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

interface UploadStatus {
  uploading: boolean;
  setUploading: (key: string, busy: boolean) => void;
}

const UploadStatusContext = createContext<UploadStatus>({ uploading: false, setUploading: () => {} });

/**
 * Lets a form know that one of its image drop zones is still uploading, so Save waits
 * (docs/product.md#image-upload).
 */
export function UploadStatusProvider({ children }: { children: (uploading: boolean) => ReactNode }) {
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const setUploading = useCallback(
    (key: string, uploading: boolean) =>
      setBusy((current) => {
        if (current.has(key) === uploading) return current;
        const next = new Set(current);
        if (uploading) next.add(key);
        else next.delete(key);
        return next;
      }),
    [],
  );
  const value = useMemo(() => ({ uploading: busy.size > 0, setUploading }), [busy, setUploading]);
  return <UploadStatusContext value={value}>{children(value.uploading)}</UploadStatusContext>;
}

export const useUploadStatus = () => useContext(UploadStatusContext);
