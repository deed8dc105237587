import type { UploadPreset } from '@portfolio/shared/schemas';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { ImageDropZone } from './ImageDropZone';

interface ImageFieldProps<Values extends FieldValues> {
  control: Control<Values, unknown, unknown>;
  name: FieldPath<Values>;
  label: string;
  preset: UploadPreset;
  hint?: string;
}

/** A form's image (a cover, an icon, an avatar): the drop zone, holding the uploaded image's URL. */
export function ImageField<Values extends FieldValues>({
  control,
  name,
  label,
  preset,
  hint,
}: ImageFieldProps<Values>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState, formState }) => (
        <ImageDropZone
          label={label}
          preset={preset}
          hint={hint}
          value={(field.value as string | null) ?? null}
          onChange={field.onChange}
          error={fieldState.error?.message}
          askForFile={fieldState.isTouched || fieldState.isDirty || formState.isSubmitted}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
