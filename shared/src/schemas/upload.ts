import { z } from 'zod';

/**
 * One folder per kind of image: `avatars` is ours, beside the original two (docs/decisions.md#gaps-filled).
 */
export const UPLOAD_PRESETS = ['projects', 'technologies', 'avatars'] as const;
export type UploadPreset = (typeof UPLOAD_PRESETS)[number];

/** The text fields of the Cloudinary-compatible multipart upload (`file` is the image itself). */
export const uploadFieldsSchema = z.object({
  upload_preset: z.enum(UPLOAD_PRESETS, {
    error: 'Pick an upload preset: projects, technologies or avatars',
  }),
  cloud_name: z.string().max(100, 'cloud_name is too long').optional(),
});
export type UploadFields = z.infer<typeof uploadFieldsSchema>;

/** What Cloudinary answers and our own upload endpoint answers alike; clients read `secure_url`. */
export const uploadResultSchema = z.object({
  secure_url: z.string(),
  public_id: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  format: z.string(),
  bytes: z.number().int(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

/** `GET /uploads/target`: `url` null means this API's own `/uploads`. */
export const uploadTargetSchema = z.object({ url: z.string().nullable(), cloudName: z.string().nullable() });
export type UploadTarget = z.infer<typeof uploadTargetSchema>;
