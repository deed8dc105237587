import { Island } from '@portfolio/ui/Island';
import { ContactSection } from './ContactSection';

/**
 * `/contact`: complete as the server renders it (a plain form), and an island the browser brings to life only
 * once the visitor reaches for it: nothing of it loads while they just read the page.
 */
export function ContactPage() {
  return (
    <Island name="contact" onInteraction>
      <ContactSection />
    </Island>
  );
}
