import { ApiError } from '@portfolio/shared/api';
import { uploadImage, uploadTargetQuery } from '../lib/uploads-api';
import type { UploadPreset } from '@portfolio/shared/schemas';
import { Spinner } from '@portfolio/ui/Spinner';
import { UploadIcon } from '@portfolio/ui/icons';
import { focusRing, linkClass } from '@portfolio/ui/styles/controls';
import { useQueryClient } from '@portfolio/shared/query';
import { type ClipboardEvent, type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { useFormLocked } from '../lib/form-lock';
import { useUploadStatus } from '../lib/upload-status';

const IMAGE_HINT = 'SVG, PNG, JPG, WEBP (MAX. 800x400px)';
const SQUARE_IMAGE_HINT = 'SVG, PNG, JPG, WEBP (square, e.g. 400x400px)';

/** The hint and the preview follow the image's shape: a wide cover, a square icon, a round avatar. */
const PRESET_LOOKS: Record<UploadPreset, { hint: string; previewClass: string }> = {
  projects: { hint: IMAGE_HINT, previewClass: 'aspect-[2/1] max-h-32 rounded object-cover' },
  technologies: { hint: SQUARE_IMAGE_HINT, previewClass: 'size-24 rounded object-contain' },
  avatars: { hint: SQUARE_IMAGE_HINT, previewClass: 'size-24 rounded-full object-cover' },
};
const NO_FILE_TEXT = 'No file selected. Please upload an image.';
export const IMAGE_TYPES = ['image/svg+xml', 'image/png', 'image/jpeg', 'image/webp'] as const;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const WRONG_TYPE_TEXT = 'Only SVG, PNG, JPG and WEBP images can be uploaded.';
const TOO_BIG_TEXT = 'The image is larger than 5 MB. Please choose a smaller one.';
export const UPLOAD_FAILED_TEXT = 'The image could not be uploaded. Please try again.';

interface ImageDropZoneProps {
  label: string;
  preset: UploadPreset;
  /** The image the item has now; kept when no new one is chosen. */
  value: string | null;
  /** The uploaded image's URL, or null once removed. */
  onChange: (url: string | null) => void;
  /** A message from the form (a refused URL). */
  error?: string;
  /**
   * Whether to say that no file is chosen while there is none: once the visitor has been to the field or tried
   * to save, not on a form nobody has touched yet.
   */
  askForFile: boolean;
  /** The upload button lost the focus: the field was visited. */
  onBlur: () => void;
  /** What to upload, when the preset's hint does not say it (a gallery's screenshots). */
  hint?: string;
}

/** What is wrong with a chosen file before it is sent, if anything. */
export function checkImage(file: File): string | undefined {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return WRONG_TYPE_TEXT;
  if (file.size > MAX_IMAGE_BYTES) return TOO_BIG_TEXT;
  return undefined;
}

/**
 * An image field (docs/product.md#image-upload): drag and drop, click or paste; the upload starts at once and
 * shows its real progress; the form's Save waits for it; the returned `secure_url` becomes the field's value.
 * The upload goes where the API says (its own `/uploads`, or Cloudinary).
 */
export function ImageDropZone({
  label,
  preset,
  value,
  onChange,
  error,
  askForFile,
  onBlur,
  hint,
}: ImageDropZoneProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const { setUploading } = useUploadStatus();
  const [progress, setProgress] = useState<number | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string>();
  const [dragging, setDragging] = useState(false);
  const [fileName, setFileName] = useState<string | null>(null);
  const locked = useFormLocked();
  const pending = useRef<AbortController | null>(null);

  useEffect(() => () => pending.current?.abort(), []);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  async function upload(file: File) {
    const refusal = checkImage(file);
    setProblem(refusal);
    if (refusal) return;
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setPreview(URL.createObjectURL(file));
    setFileName(file.name);
    setProgress(0);
    setUploading(id, true);
    try {
      const target = await queryClient.fetchQuery(uploadTargetQuery());
      const result = await uploadImage(file, preset, {
        target,
        onProgress: setProgress,
        signal: controller.signal,
      });
      onChange(result.secure_url);
    } catch (failure) {
      if (failure instanceof DOMException && failure.name === 'AbortError') return;
      setPreview(null);
      setFileName(null);
      setProblem(
        failure instanceof ApiError && failure.status >= 400 && failure.status < 500
          ? (failure.problem?.errors?.file ?? failure.message)
          : UPLOAD_FAILED_TEXT,
      );
    } finally {
      if (pending.current === controller) {
        setProgress(null);
        setUploading(id, false);
      }
    }
  }

  const disabled = () => input.current?.matches(':disabled') ?? false;
  const take = (files: FileList | null | undefined) => {
    const file = files?.[0];
    if (file && !disabled()) void upload(file);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  };
  const onPaste = (event: ClipboardEvent) => {
    if (event.clipboardData.files.length === 0) return;
    event.preventDefault();
    take(event.clipboardData.files);
  };

  const shown = preview ?? value;
  const message = problem ?? error;
  const statusId = `${id}-status`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const look = PRESET_LOOKS[preset];
  const remove = () => {
    pending.current?.abort();
    setPreview(null);
    setFileName(null);
    setProblem(undefined);
    onChange(null);
  };
  return (
    <div>
      <p id={`${id}-label`} className="block text-sm font-medium">
        {label}
      </p>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled()) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        onPaste={onPaste}
        className={`mt-1 flex flex-col items-center gap-2 rounded-lg border-2 px-4 py-4 text-center ${
          locked
            ? 'border-dashed border-slate-400 dark:border-slate-600'
            : dragging
              ? 'border-dashed border-sky-500 bg-sky-50 dark:bg-sky-950/40'
              : message
                ? 'border-dashed border-red-600 dark:border-red-400'
                : 'border-dashed border-slate-300 bg-white dark:border-slate-600 dark:bg-slate-900'
        }`}
      >
        {shown ? (
          <>
            <img src={shown} alt={`${label} preview`} className={look.previewClass} />
            <p className="max-w-full truncate text-sm text-slate-700 dark:text-slate-300">
              {fileName ?? 'Current image'}
            </p>
          </>
        ) : (
          locked && <p className="py-2 text-sm text-slate-600 dark:text-slate-400">No image.</p>
        )}
        {!locked && (
          <>
            {/* Its name starts with the field's label, and holds all of its visible text (WCAG 2.5.3). */}
            <button
              type="button"
              aria-labelledby={`${id}-label ${id}-action`}
              aria-describedby={[hintId, statusId, message && errorId].filter(Boolean).join(' ')}
              aria-invalid={message ? true : undefined}
              onClick={() => input.current?.click()}
              onBlur={onBlur}
              className={`flex items-center justify-center gap-2 rounded-md text-sm ${focusRing} ${
                shown
                  ? 'min-h-10 border border-slate-300 px-3 hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800'
                  : 'w-full flex-col py-3 hover:bg-slate-100 dark:hover:bg-slate-800'
              }`}
            >
              {!shown && <UploadIcon className="size-8 text-slate-500 dark:text-slate-400" />}
              <span id={`${id}-action`}>
                <span className="font-semibold text-sky-700 dark:text-sky-400">
                  {shown ? 'Replace' : 'Click to upload'}
                </span>
                , drag and drop or paste
              </span>
            </button>
            {shown && (
              <button type="button" onClick={remove} className={`${linkClass} min-h-6 text-sm`}>
                Remove {label.toLowerCase()}
              </button>
            )}
            <span id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
              {hint ?? look.hint}
            </span>
          </>
        )}
      </div>
      <input
        ref={input}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        aria-label={`${label} file`}
        tabIndex={-1}
        className="sr-only"
        onChange={(event) => {
          take(event.target.files);
          event.target.value = '';
        }}
      />
      <div id={statusId} aria-live="polite" className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        {progress !== null ? (
          <div className="flex items-center gap-3">
            <Spinner />
            <progress max={100} value={progress} aria-label="Upload progress" className="h-2 flex-1" />
            <span className="tabular-nums">Uploading… {progress}%</span>
          </div>
        ) : (
          !shown && !locked && askForFile && NO_FILE_TEXT
        )}
      </div>
      {message && (
        <p id={errorId} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {message}
        </p>
      )}
    </div>
  );
}
