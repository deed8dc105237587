// The script a server-rendered project page with a gallery runs after the page-start script (built on its own by
// vite.project-page.config.ts and written into that page only by the host server): the gallery's lightbox, as
// plain DOM code. A project page has no island, so it loads no React for it; without it the thumbnails stay
// links to their images.
import { wireGalleries } from '@portfolio/ui/gallery/lightbox';

wireGalleries();
