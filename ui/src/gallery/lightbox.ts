import { imageSrcSet } from '@portfolio/shared/images';

/**
 * The gallery's lightbox, as plain DOM code: a project page is server-rendered with no island (no React in the
 * browser), so the host's project-page script wires the server's markup with it, and the page's React component
 * does the same when the browser renders the page. Without it every thumbnail stays a link to its image.
 *
 * The markup it reads (ProjectGallery in the public remote): a container with `GALLERY_ATTRIBUTES.gallery`
 * holding the thumbnails' links (`item`, each with its image's `alt` and its caption in `data-caption`) and a
 * `<dialog>` (`dialog`) with the image, caption, counter and the previous, next and close buttons.
 */
export const GALLERY_ATTRIBUTES = {
  gallery: 'data-gallery',
  item: 'data-gallery-item',
  caption: 'data-caption',
  dialog: 'data-lightbox',
  image: 'data-lightbox-image',
  /** The `<source>` for the image's AVIF variants, before the image in its `<picture>`. */
  avif: 'data-lightbox-avif',
  imageCaption: 'data-lightbox-caption',
  counter: 'data-lightbox-counter',
  previous: 'data-lightbox-previous',
  next: 'data-lightbox-next',
  close: 'data-lightbox-close',
  /** Set once wired, so the server's markup and a browser render never wire it twice. */
  ready: 'data-gallery-ready',
} as const;

/** The lightbox shows the image at most this wide (CSS px), so the variant picked is no larger than needed. */
const LIGHTBOX_SIZES = '(min-width: 1280px) 1200px, 100vw';

const byAttribute = <T extends Element>(root: ParentNode, name: string) => root.querySelector<T>(`[${name}]`);

/** A click that asks for the link in a new tab or window, or to save it: left to the browser. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * Wires one gallery: a click on a thumbnail opens the lightbox at it; ← and → (and the buttons) move through the
 * images, Escape (the dialog's own), the close button or a click beside the image close it, and focus goes back
 * to the thumbnail of the image last shown. Answers a function that unwires it.
 */
export function wireGallery(gallery: HTMLElement): () => void {
  const A = GALLERY_ATTRIBUTES;
  const dialog = byAttribute<HTMLDialogElement>(gallery, A.dialog);
  const image = dialog && byAttribute<HTMLImageElement>(dialog, A.image);
  const avif = dialog && byAttribute<HTMLSourceElement>(dialog, A.avif);
  const caption = dialog && byAttribute<HTMLElement>(dialog, A.imageCaption);
  const counter = dialog && byAttribute<HTMLElement>(dialog, A.counter);
  const links = [...gallery.querySelectorAll<HTMLAnchorElement>(`a[${A.item}]`)];
  if (
    !dialog ||
    !image ||
    !avif ||
    !caption ||
    !counter ||
    links.length === 0 ||
    gallery.hasAttribute(A.ready)
  ) {
    return () => {};
  }
  let current = 0;

  const show = (index: number) => {
    current = (index + links.length) % links.length;
    const link = links[current]!;
    const thumbnail = link.querySelector('img');
    const [srcSet, avifSrcSet] = [imageSrcSet(link.href, 'webp'), imageSrcSet(link.href, 'avif')];
    // Cleared first: the previous image must not stay on screen under the new caption while this one loads.
    avif.srcset = avifSrcSet ?? '';
    avif.sizes = LIGHTBOX_SIZES;
    image.removeAttribute('srcset');
    image.sizes = srcSet ? LIGHTBOX_SIZES : '';
    if (srcSet) image.srcset = srcSet;
    image.src = link.href;
    image.alt = thumbnail?.alt ?? '';
    const text = link.getAttribute(A.caption) ?? '';
    caption.textContent = text;
    caption.hidden = text === '';
    counter.textContent = `${current + 1} / ${links.length}`;
  };

  const onThumbnailClick = (event: MouseEvent) => {
    if (opensElsewhere(event)) return;
    const index = links.indexOf(event.currentTarget as HTMLAnchorElement);
    if (index < 0) return;
    event.preventDefault();
    show(index);
    dialog.showModal();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') show(current - 1);
    else if (event.key === 'ArrowRight') show(current + 1);
    else return;
    event.preventDefault();
  };
  const onDialogClick = (event: MouseEvent) => {
    const target = event.target as Element;
    if (target === dialog) dialog.close();
    else if (target.closest(`[${A.previous}]`)) show(current - 1);
    else if (target.closest(`[${A.next}]`)) show(current + 1);
    else if (target.closest(`[${A.close}]`)) dialog.close();
  };
  // The dialog would give focus back to what had it when it opened; the thumbnail of the image last shown is
  // where the visitor is in the gallery now.
  const onClose = () => links[current]!.focus();

  for (const link of links) link.addEventListener('click', onThumbnailClick);
  dialog.addEventListener('keydown', onKeyDown);
  dialog.addEventListener('click', onDialogClick);
  dialog.addEventListener('close', onClose);
  gallery.setAttribute(A.ready, '');
  return () => {
    for (const link of links) link.removeEventListener('click', onThumbnailClick);
    dialog.removeEventListener('keydown', onKeyDown);
    dialog.removeEventListener('click', onDialogClick);
    dialog.removeEventListener('close', onClose);
    gallery.removeAttribute(A.ready);
  };
}

/** Wires every gallery under `root` (the project page's server-rendered markup). */
export function wireGalleries(root: ParentNode = document) {
  for (const gallery of root.querySelectorAll<HTMLElement>(`[${GALLERY_ATTRIBUTES.gallery}]`))
    wireGallery(gallery);
}
