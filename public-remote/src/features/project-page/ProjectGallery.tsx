import type { ProjectDetail } from '@portfolio/shared/schemas';
import { CloseIcon, ChevronLeftIcon, ChevronRightIcon } from '@portfolio/ui/icons';
import { GALLERY_ATTRIBUTES as A, wireGallery } from '@portfolio/ui/gallery/lightbox';
import { ResponsiveImage } from '@portfolio/ui/ResponsiveImage';
import { focusRing, iconButtonClass } from '@portfolio/ui/styles/controls';
import { useEffect, useRef } from 'react';
import { CONTENT_MAX_WIDTH_PX } from '../../config';

/** A thumbnail's box: two to a row from `sm` (640 px), one below, half the content column at most. */
const THUMBNAIL = { width: 400, height: 250 };
const THUMBNAIL_SIZES = `(min-width: 640px) ${Math.ceil(CONTENT_MAX_WIDTH_PX / 2)}px, 90vw`;

/**
 * The project's screenshots: a grid of figures with their captions, each image a link to the full image (which
 * is all it is without JavaScript). The lightbox, a native `<dialog>`, is wired by `wireGallery`: on a
 * server-rendered page by the host's project-page script, in a page the browser renders by the effect below.
 */
export function ProjectGallery({ project }: { project: Pick<ProjectDetail, 'name' | 'gallery'> }) {
  const gallery = useRef<HTMLElement>(null);
  useEffect(() => (gallery.current ? wireGallery(gallery.current) : undefined), [project.gallery]);
  if (project.gallery.length === 0) return null;
  return (
    <section ref={gallery} aria-labelledby="project-gallery" className="mt-8" {...{ [A.gallery]: '' }}>
      <h2 id="project-gallery" className="text-xl font-bold tracking-tight">
        Screenshots
      </h2>
      <ul className="mt-3 grid gap-4 sm:grid-cols-2">
        {project.gallery.map((item, index) => (
          <li key={`${index}-${item.image}`}>
            <figure>
              <a
                href={item.image}
                className={`block overflow-hidden rounded-lg border border-slate-200 hover:border-(--accent-fill) dark:border-slate-800 ${focusRing}`}
                {...{ [A.item]: '', [A.caption]: item.caption ?? '' }}
              >
                <ResponsiveImage
                  src={item.image}
                  alt={item.alt}
                  width={THUMBNAIL.width}
                  height={THUMBNAIL.height}
                  sizes={THUMBNAIL_SIZES}
                  className="aspect-[8/5] w-full bg-slate-100 object-cover dark:bg-slate-800"
                />
              </a>
              {item.caption && (
                <figcaption className="mt-2 text-sm text-slate-700 dark:text-slate-300">
                  {item.caption}
                </figcaption>
              )}
            </figure>
          </li>
        ))}
      </ul>
      {/* Opened by the lightbox's script only: closed, it is neither shown nor read. */}
      <dialog
        aria-label={`Screenshots of ${project.name}`}
        className="m-auto max-h-[calc(100dvh-1rem)] w-[min(1200px,calc(100vw-1rem))] max-w-none overflow-hidden rounded-lg bg-white p-0 text-slate-900 backdrop:bg-slate-950/85 dark:bg-slate-900 dark:text-slate-100"
        {...{ [A.dialog]: '' }}
      >
        <div className="flex max-h-[calc(100dvh-1rem)] flex-col">
          <div className="flex items-center gap-1 px-2 pt-2">
            <button
              type="button"
              aria-label="Previous image"
              className={iconButtonClass}
              {...{ [A.previous]: '' }}
            >
              <ChevronLeftIcon />
            </button>
            <p className="text-sm text-slate-600 tabular-nums dark:text-slate-400" {...{ [A.counter]: '' }} />
            <button type="button" aria-label="Next image" className={iconButtonClass} {...{ [A.next]: '' }}>
              <ChevronRightIcon />
            </button>
            <button
              type="button"
              aria-label="Close"
              className={`ml-auto ${iconButtonClass}`}
              {...{ [A.close]: '' }}
            >
              <CloseIcon />
            </button>
          </div>
          <figure className="flex min-h-0 flex-1 flex-col">
            <picture className="contents">
              <source type="image/avif" {...{ [A.avif]: '' }} />
              <img
                alt=""
                decoding="async"
                className="mt-2 min-h-0 w-full flex-1 bg-slate-100 object-contain dark:bg-slate-950"
                {...{ [A.image]: '' }}
              />
            </picture>
            <figcaption
              className="px-3 py-2 text-center text-sm text-slate-700 dark:text-slate-300"
              {...{ [A.imageCaption]: '' }}
            />
          </figure>
        </div>
      </dialog>
    </section>
  );
}
