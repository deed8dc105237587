import { PROJECT_LIMITS, type projectInputSchema } from '@portfolio/shared/schemas';
import { TextField } from '@portfolio/ui/fields/TextField';
import { PlusIcon, TrashIcon } from '@portfolio/ui/icons';
import { iconButtonClass, secondaryButtonClass } from '@portfolio/ui/styles/controls';
import { useCallback, useState } from 'react';
import { type FieldError, type FieldErrors, get, useFieldArray } from 'react-hook-form';
import { ImageField } from '../../components/ImageField';
import { ReorderControls } from '../../components/ReorderControls';
import type { FormOf } from '../../components/ResourceFormPage';
import { useFormLocked } from '../../lib/form-lock';

type ProjectForm = FormOf<typeof projectInputSchema>;

/** Screenshots are shown up to a page's width at 3× and in the lightbox: the variants reach 2400 px. */
const SCREENSHOT_HINT = 'SVG, PNG, JPG, WEBP (up to 2400 px wide)';

/** The message of a field inside the list ('gallery.0.alt'), which the form keeps nested. */
const messageAt = (errors: FieldErrors, path: string) =>
  (get(errors, path) as FieldError | undefined)?.message;

/**
 * The project's screenshots, in the order the page shows them: each uploaded like the cover, with its alt text
 * (required) and an optional caption; moved up and down with the keyboard like the lists' rows.
 */
export function ProjectGalleryEditor({ form }: { form: ProjectForm }) {
  const gallery = useFieldArray({ control: form.control, name: 'gallery' });
  const errors = form.formState.errors;
  const locked = useFormLocked();
  // The image just moved with its buttons, and which way: the focus follows it.
  const [moved, setMoved] = useState<{ index: number; direction: -1 | 1 }>();
  const focused = useCallback(() => setMoved(undefined), []);
  const count = gallery.fields.length;
  return (
    <fieldset>
      <legend className="text-sm font-medium">Gallery</legend>
      <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
        Screenshots shown under the write-up, in this order. Describe each one for visitors who cannot see it.
      </p>
      {count === 0 && locked && <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">No images.</p>}
      <ol className="mt-2 space-y-4">
        {gallery.fields.map((image, index) => (
          <li
            key={image.id}
            className="rounded-lg border border-slate-200 p-3 dark:border-slate-700"
            aria-label={`Image ${index + 1} of ${count}`}
          >
            {!locked && (
              <div className="flex justify-end">
                <div className="flex items-center gap-1">
                  <ReorderControls
                    label={`image ${index + 1}`}
                    isFirst={index === 0}
                    isLast={index === count - 1}
                    onMove={(direction) => {
                      gallery.move(index, index + direction);
                      setMoved({ index: index + direction, direction });
                    }}
                    focus={moved?.index === index ? moved.direction : undefined}
                    onFocused={focused}
                  />
                  <button
                    type="button"
                    aria-label={`Remove image ${index + 1}`}
                    className={iconButtonClass}
                    onClick={() => gallery.remove(index)}
                  >
                    <TrashIcon className="size-5" />
                  </button>
                </div>
              </div>
            )}
            <div className="grid gap-3 md:grid-cols-2">
              <ImageField
                control={form.control}
                name={`gallery.${index}.image`}
                label={`Image ${index + 1}`}
                preset="projects"
                hint={SCREENSHOT_HINT}
              />
              <div className="space-y-3">
                <TextField
                  label={`Alt text ${index + 1}`}
                  hint="What the image shows, for screen readers"
                  registration={form.register(`gallery.${index}.alt`)}
                  error={messageAt(errors, `gallery.${index}.alt`)}
                />
                <TextField
                  label={`Caption ${index + 1}`}
                  hint="Optional, shown under the image"
                  registration={form.register(`gallery.${index}.caption`)}
                  error={messageAt(errors, `gallery.${index}.caption`)}
                />
              </div>
            </div>
          </li>
        ))}
      </ol>
      {!locked && count < PROJECT_LIMITS.galleryImages && (
        <button
          type="button"
          className={`${secondaryButtonClass} mt-3`}
          onClick={() => gallery.append({ image: '', alt: '', caption: '' })}
        >
          <PlusIcon className="size-4" />
          Add image
        </button>
      )}
    </fieldset>
  );
}
