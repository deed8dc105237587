import { BackArrowIcon } from '@portfolio/ui/icons';
import { iconButtonClass } from '@portfolio/ui/styles/controls';
import { Link } from '@portfolio/shared/router';

/** Back to the list this screen belongs to. */
export function BackLink({ to }: { to: string }) {
  return (
    <Link to={to} aria-label="Back" title="Back" className={iconButtonClass}>
      <BackArrowIcon />
    </Link>
  );
}
